// Starts the real server on a free port over a test database, with a
// supabase-js client pointed at it, as the browser would use it.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startServer, type RunningServer, type StartServerOptions } from '../app-server.ts';
import { openTestDatabase, type DatabaseTarget, type TestDatabase } from '../../../supabase/database/testing/test-databases.ts';

export interface TestServer {
  server: RunningServer;
  database: TestDatabase;
  supabase: SupabaseClient;
  stop(): Promise<void>;
}

export async function startTestServer(target: DatabaseTarget, options: StartServerOptions = {}): Promise<TestServer> {
  const database = await openTestDatabase(target);
  const server = await startServer({ port: 0, host: '127.0.0.1', database: database.db, ...options });
  const supabase = createClient(server.url, server.anonKey, {
    // Node 20 has no global WebSocket; supabase-js needs one for realtime.
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  return {
    server,
    database,
    supabase,
    async stop() {
      await supabase.removeAllChannels();
      await server.close();
      await database.dispose();
    },
  };
}
