// Stands in for @supabase/auth-js in the browser build. The site has no
// sign-in: the client is created with `accessToken`, so supabase-js never
// constructs its auth client and answers `supabase.auth` with its own error.
import { unusedPart } from './unused';

export class AuthClient {
  constructor() {
    throw unusedPart('auth');
  }
}
