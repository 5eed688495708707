import { api, statusOf } from 'shared';
import type { UserRequestInput, UserRequestType } from 'shared/validation';

export type EnquiryType = UserRequestType;

/** Phone prefixes offered by the form (spec §3); the empty one lets the visitor type any number. */
export const PHONE_PREFIXES = [
  '+420',
  '+421',
  '+49',
  '+44',
  '+36',
  '+43',
  '+48',
  '+33',
  '+40',
  '+386',
  '+385',
  '',
] as const;
export const DEFAULT_PHONE_PREFIX = '+420';

/** The server takes at most this many attachments per enquiry, each at most this large. */
export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** What `POST /api/filemanager/upload/file` answers for a file; sent back as is with the enquiry. */
export interface FileDescriptor {
  id: string;
  [key: string]: unknown;
}

/** The body of `POST /api/user-request/save` (spec §3 and §7). */
export interface UserRequestPayload {
  firstname: string;
  email: string;
  phone: string;
  files: FileDescriptor[];
  /** The consent box; the server answers 422 `confirmed` without it. */
  agreement: boolean;
  content: {
    type: EnquiryType;
    id: number | string | null;
    name: string;
    otherServices: string[];
    virtualPlace?: boolean;
  };
}

// Compile-time check that the payload fits the server's schema (shared/src/validation).
type Assignable<T extends U, U> = T;
// (`agreement` may be false here: the server then answers 422 at the consent box.)
export type PayloadFitsSchema = Assignable<
  Omit<UserRequestPayload, 'agreement'> & { agreement: true },
  UserRequestInput
>;

export type UploadFailure = 'tooLarge' | 'badType' | 'failed';

export class UploadError extends Error {
  constructor(
    readonly reason: UploadFailure,
    readonly serverMessage: string | null = null,
  ) {
    super(`Upload failed: ${reason}`);
    this.name = 'UploadError';
  }
}

/**
 * Uploads one attachment (multipart: `file`, `format[]=file`). The answer is an array; its first
 * item is the file's descriptor.
 */
export async function uploadFile(file: File, lang?: string): Promise<FileDescriptor> {
  if (file.size > MAX_FILE_BYTES) throw new UploadError('tooLarge');
  const body = new FormData();
  body.append('file', file);
  body.append('format[]', 'file');
  let data: unknown;
  try {
    ({ data } = await api.post<unknown>('/api/filemanager/upload/file', body, lang ? { params: { lang } } : undefined));
  } catch (error) {
    throw uploadErrorOf(error);
  }
  const list = Array.isArray(data) ? data : isObject(data) && Array.isArray(data.data) ? data.data : null;
  const first: unknown = list?.[0];
  if (!isObject(first) || first.id === undefined || first.id === null) throw new UploadError('failed');
  return first as FileDescriptor;
}

function uploadErrorOf(error: unknown): UploadError {
  const status = statusOf(error);
  if (status === 413) return new UploadError('tooLarge');
  if (status === 415) return new UploadError('badType');
  if (status === 422 || status === 400) {
    const message = firstErrorMessage(error);
    return new UploadError('badType', message);
  }
  return new UploadError('failed');
}

function firstErrorMessage(error: unknown): string | null {
  const data = isObject(error) && isObject(error.response) ? error.response.data : null;
  if (!isObject(data)) return null;
  if (isObject(data.errors)) {
    for (const messages of Object.values(data.errors)) {
      if (Array.isArray(messages) && typeof messages[0] === 'string') return messages[0];
    }
  }
  return null;
}

/** Saves the enquiry; resolves with the answer's `id` (the sent form's id). `lang` picks the language of error messages. */
export async function saveUserRequest(payload: UserRequestPayload, lang?: string): Promise<number> {
  const { data } = await api.post<unknown>('/api/user-request/save', payload, lang ? { params: { lang } } : undefined);
  const id = isObject(data) ? (data.id ?? (isObject(data.data) ? data.data.id : undefined)) : undefined;
  return typeof id === 'number' ? id : Number(id ?? 0);
}

/** `+420` and ` 777 123 456` → `+420777123456`; no number → empty (the prefix alone means nothing). */
export function joinPhone(prefix: string, number: string): string {
  const digits = number.replace(/\s+/g, '');
  return digits ? prefix + digits : '';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
