/** Image URLs from settings and banners: absolute ones as they are, bare file paths under `/api/media/`. */
export function mediaSrc(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/') || path.startsWith('data:')) return path;
  return `/api/media/${path}`;
}
