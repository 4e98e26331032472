// How long browsers may keep a file. Hashed build assets never change, so they
// are cached for a year; entry points (HTML, federation manifests) must be
// revalidated so a deploy is seen at once.
const HASHED_ASSET = /\/assets\/.*[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i;
const FEDERATION_ENTRY = /\/(mf-manifest\.json|remoteEntry\.js)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(urlPath: string): string {
  if (FEDERATION_ENTRY.test(urlPath)) return REVALIDATE;
  if (HASHED_ASSET.test(urlPath)) return IMMUTABLE;
  return REVALIDATE;
}
