// `npm run outbox`: what the website has received. Without SMTP the outbox is
// where contact and assessment messages wait, so this is how to read them.
//   npm run outbox                 the latest 50 messages
//   npm run outbox -- show <id>    one message in full
//   npm run outbox -- deliver      send what is due once (needs SMTP_URL)
import { DEFAULT_PATHS } from '../app-server.ts';
import { migrate } from '../../../supabase/database/migrate.ts';
import { openDatabase } from '../database/open.ts';
import { loadConfig } from '../env.ts';
import { deliverDueMessages } from '../outbox/delivery-worker.ts';
import { findMessage, listMessages, type OutboxRow } from '../outbox/outbox-queue.ts';
import { createSmtpSender } from '../outbox/smtp-sender.ts';

const [command = 'list', argument] = process.argv.slice(2);
const config = loadConfig();

let db;
try {
  db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  console.error((error as Error).message);
  console.error('PGlite allows one process at a time: stop `npm start` to read the outbox, then start it again.');
  process.exit(1);
}

try {
  await migrate(db, DEFAULT_PATHS.migrationsDir);
  if (command === 'list') {
    const rows = await listMessages(db, 50);
    if (rows.length === 0) console.log('The outbox is empty.');
    for (const row of rows) {
      console.log(`${row.id}  ${row.created_at.toISOString()}  ${status(row).padEnd(24)}  ${row.kind.padEnd(12)}  ${row.sender_email}  ${row.subject}`);
    }
  } else if (command === 'show' && argument) {
    const row = await findMessage(db, argument);
    if (!row) throw new Error(`No message with id ${argument}.`);
    console.log(`Status:  ${status(row)}${row.last_error ? ` (last error: ${row.last_error})` : ''}`);
    console.log(`From:    ${row.sender_name} <${row.sender_email}>`);
    console.log(`Subject: ${row.subject}\n`);
    console.log(row.body);
  } else if (command === 'deliver') {
    if (!config.smtpUrl) throw new Error('Set SMTP_URL to deliver messages.');
    const send = createSmtpSender(config.smtpUrl, config.contactEmail);
    const delivered = await deliverDueMessages({ db, send, batchSize: 100 });
    console.log(`Delivered ${delivered} message(s).`);
  } else {
    throw new Error('Usage: npm run outbox [-- show <id> | -- deliver]');
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db.close();
}

function status(row: OutboxRow): string {
  if (row.is_spam) return 'spam (not sent)';
  if (row.delivered_at) return `delivered ${row.delivered_at.toISOString().slice(0, 16)}`;
  if (row.attempts > 0) return `retrying (${row.attempts} tries)`;
  return 'waiting';
}
