// Stands in for @supabase/storage-js in the browser build. supabase-js makes
// a storage client in its constructor; uploads go through the functions, so
// the site never reads or writes a storage bucket.
import { unusedPart } from './unused';

export class StorageApiError extends Error {}

export class StorageClient {
  from(): never {
    throw unusedPart('storage');
  }
}
