// The upload is public and every document is stored for a day, so it is
// bounded twice before anything is written:
// - per client (an IPv4 address or an IPv6 /64) and UTC day, by the number of
//   uploads and their total size: one visitor cannot fill the store;
// - site-wide, by the bytes of every stored document: many visitors together
//   cannot either. Past it the answer is 507 (Insufficient Storage).
// A refusal never touches what is already stored. Per-client counting follows
// RATE_LIMITS (off for the end-to-end tests); the site-wide cap always holds.
import { clientAddress } from '../_shared/client-address.ts';
import { clientKey } from '../_shared/client-key.ts';
import type { Database } from '../_shared/database.ts';
import { readEnv } from '../_shared/env.ts';
import { HttpError } from '../_shared/errors.ts';
import { rateLimitsEnabled } from '../_shared/rate-limit.ts';

export interface UploadQuota {
  uploadsPerDay: number;
  bytesPerDay: number;
  /** Site-wide: the bytes all stored documents may take together. */
  storedBytes: number;
}

const MB = 1024 * 1024;

export const DEFAULT_UPLOAD_QUOTA: UploadQuota = { uploadsPerDay: 20, bytesPerDay: 20 * MB, storedBytes: 256 * MB };

const SETTINGS: Record<keyof UploadQuota, string> = {
  uploadsPerDay: 'DOCUMENT_UPLOADS_PER_DAY',
  bytesPerDay: 'DOCUMENT_UPLOAD_BYTES_PER_DAY',
  storedBytes: 'DOCUMENT_STORAGE_BYTES',
};

const warned = new Set<string>();

/** The limits from the environment; a bad value is warned about once and the default used. */
export function uploadQuota(): UploadQuota {
  const quota = { ...DEFAULT_UPLOAD_QUOTA };
  for (const [key, name] of Object.entries(SETTINGS) as [keyof UploadQuota, string][]) {
    const raw = readEnv(name)?.trim();
    if (!raw) continue;
    const value = Number(raw);
    if (Number.isSafeInteger(value) && value > 0) quota[key] = value;
    else if (!warned.has(name)) {
      warned.add(name);
      console.warn(`${name}=${raw} is not a whole number above 0; using ${quota[key]}.`);
    }
  }
  return quota;
}

/**
 * Counts an upload of `bytes` for the caller, or throws 507 when the store is
 * full or 429 when the caller has used up today's uploads.
 */
export async function enforceUploadQuota(db: Database, req: Request, bytes: number, quota = uploadQuota()): Promise<void> {
  const [stored] = await db.query<{ total: string | number }>(
    'select coalesce(sum(stored_bytes), 0) as total from public.ethics_documents',
  );
  if (Number(stored?.total ?? 0) + bytes > quota.storedBytes) {
    throw new HttpError(
      507,
      'The demo has no room for more documents just now. Documents already uploaded are not affected, and uploads are cleared after 24 hours, so please try again later.',
    );
  }
  if (!rateLimitsEnabled()) return;
  // One statement counts the upload only while it fits, so concurrent uploads cannot both slip under the limit.
  const counted = await db.query<{ uploads: number }>(
    `insert into public.document_upload_usage as u (client, day, uploads, bytes)
     select $1::text, (now() at time zone 'UTC')::date, 1, $2::bigint
      where $2::bigint <= $4::bigint
     on conflict (client, day) do update set uploads = u.uploads + 1, bytes = u.bytes + excluded.bytes
      where u.uploads + 1 <= $3::int and u.bytes + excluded.bytes <= $4::bigint
     returning u.uploads`,
    [clientKey(clientAddress(req)), bytes, quota.uploadsPerDay, quota.bytesPerDay],
  );
  if (counted.length > 0) return;
  const [usage] = await db.query<{ uploads: number }>(
    `select uploads from public.document_upload_usage where client = $1 and day = (now() at time zone 'UTC')::date`,
    [clientKey(clientAddress(req))],
  );
  const retryAfter = { 'retry-after': String(secondsToUtcMidnight()) };
  const kept = 'Documents you already uploaded stay available.';
  if ((usage?.uploads ?? 0) >= quota.uploadsPerDay) {
    throw new HttpError(
      429,
      `You have reached today's limit of ${quota.uploadsPerDay} uploads from your connection. ${kept} Please try again tomorrow.`,
      retryAfter,
    );
  }
  throw new HttpError(
    429,
    `This upload would pass today's limit of ${formatSize(quota.bytesPerDay)} of documents from your connection. ${kept} Please try a smaller file or again tomorrow.`,
    retryAfter,
  );
}

function secondsToUtcMidnight(now = Date.now()): number {
  const midnight = new Date(now);
  midnight.setUTCHours(24, 0, 0, 0);
  return Math.max(1, Math.ceil((midnight.getTime() - now) / 1000));
}

function formatSize(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const megabytes = bytes / MB;
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}
