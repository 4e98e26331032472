// `npm run outbox`: what the website has received. Without SMTP the outbox is
// where contact and assessment messages wait, so this is how to read them.
//   npm run outbox                     the latest 50 messages
//   npm run outbox -- show <id>        one message in full
//   npm run outbox -- dead             messages given up after 48 hours of retries
//   npm run outbox -- retry <id|all>   put dead messages back in the queue
//   npm run outbox -- deliver          send what is due once (needs SMTP_URL)
import { DEFAULT_PATHS } from '../app-server.ts';
import { migrate } from '../../../supabase/database/migrate.ts';
import { openDatabase } from '../database/open.ts';
import { loadConfig } from '../env.ts';
import { deliverDueMessages } from '../../../supabase/functions/_shared/outbox/deliver.ts';
import {
  countDead,
  findMessage,
  isOutboxId,
  listMessages,
  retryDeadMessages,
  type OutboxRow,
} from '../../../supabase/functions/_shared/outbox/queue.ts';
import { createSmtpSender } from '../../../supabase/functions/_shared/outbox/smtp-sender.ts';

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
  if (command === 'list' || command === 'dead') {
    const rows = await listMessages(db, 50, command === 'dead' ? 'dead' : undefined);
    if (rows.length === 0) console.log(command === 'dead' ? 'No dead messages.' : 'The outbox is empty.');
    else if (command === 'dead') console.log(`${await countDead(db)} dead message(s); the latest ${rows.length}:`);
    for (const row of rows) {
      console.log(
        `${row.id}  ${row.created_at.toISOString()}  ${status(row).padEnd(24)}  ${row.kind.padEnd(12)}  ${row.sender_email}  ${row.subject}`,
      );
    }
  } else if (command === 'retry' && argument) {
    if (argument !== 'all' && !isOutboxId(argument)) throw new Error(`Not a message id: ${argument}`);
    const retried = await retryDeadMessages(db, argument === 'all' ? 'all' : { id: argument });
    console.log(`Queued ${retried} dead message(s) for delivery again.`);
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
    const report = await deliverDueMessages({ db, send, batchSize: 100 });
    console.log(`Delivered ${report.delivered}, failed ${report.failed} (will retry), dead ${report.dead}.`);
  } else {
    throw new Error('Usage: npm run outbox [-- show <id> | -- dead | -- retry <id|all> | -- deliver]');
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
  if (row.dead_at) return `dead (${row.attempts} tries)`;
  if (row.attempts > 0) return `retrying (${row.attempts} tries)`;
  return 'waiting';
}
