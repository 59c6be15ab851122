import { LIMITS } from '@prancheta/shared';

/** Client-side check of an image upload (type and 3 MB; the server checks again by content): an i18n key, or null when acceptable. */
export function imageUploadProblem(file: { size: number; type: string }): string | null {
  if (!(LIMITS.upload.imageTypes as readonly string[]).includes(file.type)) return 'upload.type-not-allowed';
  if (file.size > LIMITS.upload.imageMaxBytes) return 'upload.max-3mb';
  return null;
}
