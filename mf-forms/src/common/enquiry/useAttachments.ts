import { useRef, useState } from 'react';
import { UPLOAD_LIMITS } from 'shared/constants';
import type { Attachment } from 'shared/forms';
import { uploadFile, type FileDescriptor, type UploadFailure } from './api';
import { useTranslation, type Locale } from 'shared';

/**
 * The attachments of an enquiry: each chosen file is uploaded at once, within the upload limits
 * (files beyond the limit are listed as refused, with the form kit's message); a failed upload
 * stays listed with its reason until the visitor removes it. `received`: files the server already
 * holds for this form (a post without scripts that came back with errors), listed as uploaded.
 */
export function useAttachments(locale: Locale, received: readonly FileDescriptor[] = []) {
  const { t } = useTranslation('forms');
  const [attachments, setAttachments] = useState<Attachment<FileDescriptor>[]>(() =>
    received.map((descriptor, index) => ({
      key: `r${index}`,
      name: descriptor.name,
      size: descriptor.size,
      status: 'done',
      descriptor,
    })),
  );
  const seq = useRef(0);

  function update(key: string, change: Partial<Attachment<FileDescriptor>>) {
    // A file removed while it was uploading stays removed.
    setAttachments((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }

  function add(files: File[]) {
    const room = UPLOAD_LIMITS.maxFiles - attachments.filter((item) => item.status !== 'error').length;
    const accepted = files.slice(0, Math.max(0, room));
    const entry = (file: File, status: Attachment['status'], error?: string): Attachment<FileDescriptor> => ({
      key: `f${++seq.current}`,
      name: file.name,
      size: file.size,
      status,
      error,
    });
    const added = accepted.map((file) => entry(file, 'uploading'));
    const refused = files
      .slice(accepted.length)
      .map((file) => entry(file, 'error', t('kit.upload.tooMany', { count: UPLOAD_LIMITS.maxFiles })));
    setAttachments((list) => [...list, ...added, ...refused]);
    accepted.forEach((file, index) => {
      const key = added[index]!.key;
      uploadFile(file, locale).then(
        (descriptor) => update(key, { status: 'done', descriptor }),
        (failure: UploadFailure) =>
          update(key, {
            status: 'error',
            error: failure.reason === 'server' ? failure.message : t(`upload.${failure.reason}`),
          }),
      );
    });
  }

  return {
    attachments,
    add,
    remove: (key: string) => setAttachments((list) => list.filter((item) => item.key !== key)),
    clear: () => setAttachments([]),
    uploading: attachments.some((item) => item.status === 'uploading'),
    descriptors: attachments.flatMap((item) => (item.status === 'done' && item.descriptor ? [item.descriptor] : [])),
  };
}
