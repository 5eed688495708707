import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, SERVER_COOKIES, serializeCookie, serializeDeletion } from 'shared/cookies';
import { compatibilityProblems, shellSingletons } from 'shared/release-gate';
import {
  requireStaff,
  appendCookie,
  secureCookies,
  isCrossSite,
  HttpError,
  isRecord,
  sessionSecret,
  sitePath,
} from 'api';
import { packageDirOf, type RemotesMap } from './from-shared';
import { releaseManifestPath, VERSION_SEGMENT } from './live-releases';
import type { BuildWatcher } from './build-watcher';
import { REMOTE_NAMES, remoteOf, type RemoteName } from './from-shared';

/**
 * The browser's preview of one remote's release (`mf-forms@1.0.0-3f2a9c1`): HttpOnly, SameSite=Lax,
 * Secure as every cookie of the site (see `secureCookies`), and no lifetime of its own, so it lasts the browser session.
 */
export const PREVIEW_COOKIE = SERVER_COOKIES.preview.name;
/** The query parameter that turns a preview on (`?preview=mf-forms@<version>`) or off (`?preview=off`). */
export const PREVIEW_PARAM = 'preview';

/** A release one browser sees in place of the live build of its remote. */
export interface Preview {
  name: RemoteName;
  /** The remote's package folder, `mf-forms`. */
  folder: string;
  version: string;
  /** The release's manifest on this server, which that browser's `/remotes.json` and pages name. */
  manifest: string;
  /** What the release changed, as its record says (its note, then its commits); empty when it says nothing. */
  changes: string[];
}

/**
 * The lines of a release record's `changes` (written by the release command): the note, then each
 * commit's subject with its short sha. Anything not in that shape is left out.
 */
export function changesOf(record: { changes?: unknown }): string[] {
  const changes = record.changes;
  if (!isRecord(changes)) return [];
  const lines = typeof changes.note === 'string' && changes.note ? [changes.note] : [];
  for (const entry of Array.isArray(changes.commits) ? (changes.commits as unknown[]) : [])
    if (isRecord(entry) && typeof entry.subject === 'string' && typeof entry.commit === 'string')
      lines.push(`${entry.subject} (${entry.commit})`);
  return lines;
}

/** The request's preview: the release shown, or none; `stale` when its cookie names one that may no longer be shown. */
export interface RequestPreview {
  preview: Preview | null;
  stale: boolean;
}

const NO_PREVIEW: RequestPreview = { preview: null, stale: false };
/** More verdicts than there are releases to try: the table is emptied when it holds this many. */
const MAX_VERDICTS = 200;

/**
 * Which releases may be previewed: a release of a remote of the composition, present in the
 * releases folder (its `release.json` and `mf-manifest.json`), that passes the compatibility gate
 * a promote passes. Nothing else can be named: not a URL, not a path, not a version that is not
 * there. Whether the release is there is looked at on every check (a release removed ends its
 * previews; one finished a moment ago can be previewed); the gate's verdict on a release, which
 * never changes, is kept until the shell's build changes (the build watcher tells).
 */
export class Previews {
  private readonly verdicts = new Map<string, Preview | { refused: string }>();

  constructor(
    private readonly rootDir: string,
    private readonly releasesDir: string,
    private readonly watcher?: BuildWatcher,
  ) {
    watcher?.onChange('configuration', () => this.verdicts.clear());
  }

  /** `mf-forms@1.0.0-3f2a9c1` → that release, when it may be previewed; else why not. */
  check(value: string): Preview | { refused: string } {
    const known = REMOTE_NAMES.map(packageDirOf).join(', ');
    const match = /^([a-z0-9-]+)@(.+)$/.exec(value);
    if (!match) {
      return {
        refused: `"${value}" is not a release: name one as <remote>@<version>, such as mf-forms@1.0.0-3f2a9c1 (remotes: ${known})`,
      };
    }
    const [, folder = '', version = ''] = match;
    const name = REMOTE_NAMES.find((remote) => packageDirOf(remote) === folder);
    if (!name) return { refused: `"${folder}" is not a remote of this site (remotes: ${known})` };
    const dir = join(this.releasesDir, folder, version);
    if (!VERSION_SEGMENT.test(version) || !existsSync(join(dir, 'release.json')))
      return { refused: `${folder} has no release ${version} in this site's releases` };
    if (!existsSync(join(dir, 'mf-manifest.json')))
      return { refused: `${folder} ${version} has no mf-manifest.json: it is no complete release` };
    if (this.verdicts.size >= MAX_VERDICTS) this.verdicts.clear();
    let verdict = this.verdicts.get(value);
    if (!verdict) {
      verdict = this.gate(name, folder, version, dir);
      this.verdicts.set(value, verdict);
    }
    return verdict;
  }

  /**
   * The preview the request's cookie names, checked again: a release removed or no longer fitting
   * ends it, and so does a request without a staff session (logged out, or a cookie that did not
   * come from this site's staff).
   */
  async ofRequest(request: FastifyRequest): Promise<RequestPreview> {
    const value = readCookie(request.headers.cookie, 'preview');
    if (value === undefined) return NO_PREVIEW;
    if (!(await isStaffSession(request))) return { preview: null, stale: true };
    const verdict = this.check(value);
    return 'refused' in verdict ? { preview: null, stale: true } : { preview: verdict, stale: false };
  }

  /** The release in `dir` as its record describes it, through the compatibility gate. */
  private gate(name: RemoteName, folder: string, version: string, dir: string): Preview | { refused: string } {
    let record: {
      remote?: unknown;
      version?: unknown;
      singletons?: Record<string, string>;
      exposes?: string[];
      changes?: unknown;
    };
    try {
      record = JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8')) as typeof record;
    } catch (error) {
      return { refused: `${folder} ${version}: its release.json cannot be read (${(error as Error).message})` };
    }
    if (record.remote !== folder || record.version !== version)
      return { refused: `${folder} ${version}: its release.json describes another release` };
    // The gate compares with the shell's build: a new one is a new verdict.
    this.watcher?.track(join(this.rootDir, 'shell', 'dist', 'mf-manifest.json'));
    const problems = compatibilityProblems(
      record,
      shellSingletons(this.rootDir),
      Object.keys(remoteOf(name).modules).sort(),
    );
    if (problems.length > 0)
      return { refused: `${folder} ${version} does not fit the shell:\n${problems.map((p) => `  - ${p}`).join('\n')}` };
    return { name, folder, version, manifest: releaseManifestPath(folder, version), changes: changesOf(record) };
  }
}

/** The live map of `/remotes.json` with the preview's release in place of its remote's live build. */
export function withPreview(live: RemotesMap, preview: Preview | null): RemotesMap {
  return preview ? { ...live, [preview.name]: preview.manifest } : live;
}

/** The Set-Cookie that starts a preview for the browser session. */
function previewCookie(request: FastifyRequest, preview: Preview): string {
  return serializeCookie('preview', `${preview.folder}@${preview.version}`, secureCookies(request));
}

/** The Set-Cookie that ends the browser's preview. */
export function previewCookieDeletion(request: FastifyRequest): string {
  return serializeDeletion('preview', secureCookies(request));
}

/** The request's address without the preview parameter: where the browser goes once its preview is set. */
function withoutParam(request: FastifyRequest): string {
  const url = new URL(sitePath(request.raw.url), 'http://site.invalid');
  url.searchParams.delete(PREVIEW_PARAM);
  return sitePath(url.pathname + url.search);
}

/**
 * Whether the request comes with the browser session (`sid`) of a staff member (the `staff`
 * scope). Only they may preview: a preview shows a release that is not live, a rolled-back one
 * included. A site served without the API has no sessions, so nobody previews there.
 */
async function isStaffSession(request: FastifyRequest): Promise<boolean> {
  if (!request.server.hasDecorator('ctx') || sessionSecret(request) === null) return false;
  try {
    await requireStaff(request);
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}

/** The answer that turns nothing on or off: 400 or 403, the reason in plain text. */
function refused(reply: FastifyReply, status: 400 | 403, why: string, hint: string): FastifyReply {
  return reply
    .code(status)
    .type('text/plain; charset=utf-8')
    .send(`Preview refused: ${why}\nNothing was changed. ${hint}\n`);
}

/**
 * A page asked for with `?preview=`: `off` ends the browser's preview, for anyone. A release is
 * previewed only by a staff member's browser session, on a navigation from this site's own pages
 * or typed into the address bar: a link on another site (whose navigation would carry the session
 * cookie along) must not pin a visitor to a release. Then a release that may be previewed starts
 * it (a session cookie). Either way the browser goes on to the same page without the parameter
 * (303). Anything else is refused with a message saying why (403 for who asks, 400 for what is
 * asked), and nothing changes: the browser keeps whatever preview it had.
 */
export async function answerPreviewParam(
  previews: Previews,
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
): Promise<FastifyReply> {
  reply.header('cache-control', 'private, no-store');
  if (value === 'off') {
    appendCookie(reply, previewCookieDeletion(request));
    return reply.redirect(withoutParam(request), 303);
  }
  if (isCrossSite(request)) {
    return refused(
      reply,
      403,
      'a preview is turned on from this site itself, not by a link on another site',
      'Open the address from a page of this site, or type it into the address bar.',
    );
  }
  if (!(await isStaffSession(request))) {
    return refused(
      reply,
      403,
      "previews are for this site's staff",
      'Log in with a staff account on this site, then open the address again.',
    );
  }
  // The `+` of a trial release's name, typed into an address unencoded, arrives as a space; no
  // version has a space in its name.
  const verdict = previews.check(value.replace(/ /g, '+'));
  if ('refused' in verdict)
    return refused(reply, 400, verdict.refused, 'Only released versions under releases/ can be previewed.');
  appendCookie(reply, previewCookie(request, verdict));
  return reply.redirect(withoutParam(request), 303);
}
