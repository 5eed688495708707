import { requestJson, toApiError, type Locale } from 'shared';
import { UPLOAD_LIMITS } from 'shared/constants';
import type { UploadedFile, UserRequestInput, UserRequestType } from 'shared/validation';

export type EnquiryType = UserRequestType;

/** What `POST /api/filemanager/upload/file` answers for a file; sent back as is with the enquiry. */
export type FileDescriptor = UploadedFile;

/**
 * The body of `POST /api/user-request/save`. It extends the server's schema (shared/validation), so
 * the compiler refuses a payload the server would not read; only `agreement` may be false here
 * (an unticked consent box, which the server answers with 422 `confirmed` at the box).
 */
export interface UserRequestPayload extends Omit<UserRequestInput, 'agreement'> {
  firstname: string;
  email: string;
  phone: string;
  files: FileDescriptor[];
  agreement: boolean;
  content: {
    type: EnquiryType;
    id: number | string | null;
    name: string;
    otherServices: string[];
    virtualPlace?: boolean;
  };
  /** The robot field: empty when a person filled the form. */
  website: string;
  /** How long filling took, in milliseconds (when the form says when it appeared). */
  fillMs?: number;
}

/** Why an attachment was refused: a key of the `upload` strings, or the server's own words. */
export type UploadFailure = { reason: 'tooLarge' | 'badType' | 'failed' } | { reason: 'server'; message: string };

/**
 * Uploads one attachment (multipart: `file`, `format[]=file`). The answer is an array; its first
 * item is the file's descriptor. Rejects with an `UploadFailure` (an answer that is not the API's
 * upload result is a failed upload).
 */
export async function uploadFile(file: File, locale: Locale): Promise<FileDescriptor> {
  if (file.size > UPLOAD_LIMITS.maxFileBytes) throw { reason: 'tooLarge' } satisfies UploadFailure;
  const body = new FormData();
  body.append('file', file);
  body.append('format[]', 'file');
  try {
    // A FormData body goes as multipart/form-data (the transport sets the boundary).
    const [first] = await requestJson('post', '/api/filemanager/upload/file', 'uploadResult', {
      locale,
      body,
    });
    if (!first) throw { reason: 'failed' } satisfies UploadFailure;
    return first;
  } catch (caught) {
    if (typeof caught === 'object' && caught !== null && 'reason' in caught) throw caught;
    const error = toApiError(caught);
    if (error.status === 413) throw { reason: 'tooLarge' } satisfies UploadFailure;
    if (error.status === 415) throw { reason: 'badType' } satisfies UploadFailure;
    const message = error.firstFieldError();
    if ((error.status === 422 || error.status === 400) && message)
      throw { reason: 'server', message } satisfies UploadFailure;
    throw { reason: error.status === 422 ? 'badType' : 'failed' } satisfies UploadFailure;
  }
}

/** Saves the enquiry; resolves with the saved enquiry's id. `locale` picks the language of error messages. */
export async function saveUserRequest(payload: UserRequestPayload, locale: Locale): Promise<number> {
  const saved = await requestJson('post', '/api/user-request/save', 'userRequestSaved', {
    locale,
    body: payload,
  });
  return saved.id;
}
