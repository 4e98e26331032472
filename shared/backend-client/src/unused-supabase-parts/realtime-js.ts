// Stands in for @supabase/realtime-js in the browser build. supabase-js makes
// a realtime client in its constructor and hands it the access token, so both
// must work; opening a channel is what the site never does.
import { unusedPart } from './unused';

export class RealtimeClient {
  async setAuth(): Promise<void> {}

  channel(): never {
    throw unusedPart('channel()');
  }

  getChannels(): [] {
    return [];
  }

  async removeChannel(): Promise<'ok'> {
    return 'ok';
  }

  async removeAllChannels(): Promise<'ok'[]> {
    return [];
  }
}
