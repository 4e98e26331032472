// `npm run serve`: the site and its local Supabase stand-in on one origin.
import { startServer } from './app-server.ts';
import { configurationWarnings } from './config-warnings.ts';
import { DEVELOPMENT_ANON_KEY, loadConfig } from './env.ts';

const config = loadConfig();
const server = await startServer(config);

const database = config.databaseUrl ? 'Postgres (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(`Meitheal AI site and local Supabase on ${config.publicUrl ?? server.url}`);
console.log(`  database:  ${database}`);
console.log(`  anon key:  ${config.anonKey}${config.anonKey === DEVELOPMENT_ANON_KEY ? ' (development key)' : ''}`);
console.log(
  `  mail:      ${config.smtpUrl ? 'delivered by SMTP' : 'kept in the outbox (npm run outbox lists it; set SMTP_URL to deliver)'}`,
);
for (const warning of configurationWarnings(config)) console.warn(`  warning:   ${warning}`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  });
}
