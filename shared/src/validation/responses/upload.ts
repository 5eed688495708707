import { z } from 'zod';

/**
 * A stored attachment, to send back in `files` of POST /api/user-request/save. `name` is the
 * client's base name, sanitised, with the extension of the type detected from the content.
 */
export const uploadedFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.int(),
  mime: z.string(),
  format: z.literal('file'),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** POST /api/filemanager/upload/file: one descriptor per file, in the order sent. */
export const uploadResultSchema = z.array(uploadedFileSchema);
