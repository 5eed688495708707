import type { Db, DatabaseHandle } from '../db/connection';
import type { ApiConfig } from './config';
import type { UploadReceiver } from '../features/upload/receiver';
import type { ContentChanges } from './content-changes';
import type { Readiness } from './readiness';

export interface ApiContext {
  db: Db;
  database: DatabaseHandle;
  /** Content changes (a write through the API here or in another instance), for what keeps content. */
  changes: ContentChanges;
  config: ApiConfig;
  /** Receives uploaded files for the upload endpoint and the forms sent without scripts. */
  uploads: UploadReceiver;
  /** What must be in order for this instance to serve (`GET /api/ready`); parts add their checks. */
  readiness: Readiness;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: ApiContext;
  }
  interface FastifyRequest {
    /** The client site URL sent by the front end in `X-Site-Url` (validated http(s) URL or null). */
    siteUrl: string | null;
  }
}
