// Outbox rows hold what visitors wrote: their names and addresses are in the
// subjects, the bodies and Reply-To. Logs are read by more people, kept
// longer and shipped further than the outbox, so whatever the outbox code
// logs from an error passes through here first.

const EMAIL = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g;

/**
 * An error message fit for a log: e-mail addresses replaced, and a Postgres
 * "Failing row contains (...)" detail, which quotes the whole row, cut off.
 */
export function withoutPersonalData(text: string): string {
  return text.replace(/Failing row contains[\s\S]*/i, 'Failing row contains (row left out of the log)').replace(EMAIL, '<address>');
}
