// The sixty-third round's general causes, shown here on made-up text, read from the fifty-seventh and fifty-eighth
// visitor sets' misses (a design studio's service agreement, a cloud service agreement, a word clock's manual and a
// security checklist): the last sentence of a list item written without a full stop ('- Lock the screen. If you can,
// use a fingerprint, but avoid face unlock') is whole, not a fragment cut off; and a reader's everyday words for a
// document's (synonym data): to 'pause' a job is to put it 'on hold' or suspend it, to 'shut off' access is to suspend
// it, a light 'blinking' is 'flashing', 'how heavy' asks what a thing weighs, a device 'starting up' boots, and 'AI' is
// artificial intelligence.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { askAboutText, firstQuote } from './testing/ask-about-text.ts';

const CHECKLIST = [
  '# Office security checklist',
  '',
  '## Laptops',
  '',
  '- Lock the screen whenever you leave the desk. Use a password of at least twelve characters',
  '- Keep the operating system updated, as updates close known holes',
  '',
  '## Phones',
  '',
  '- Set a six-digit PIN on every work phone. If the phone allows it, use a fingerprint, but avoid face unlock',
  '- Turn on remote wipe so a lost phone can be cleared',
].join('\n');

const AGREEMENT = [
  '# Studio terms',
  '',
  '## Starting a job',
  '',
  'The client confirms a job within ten days of the quote, and the studio books the job for the following month.',
  '',
  '## Scheduling',
  '',
  'A job may be put on hold at the client’s request for no more than twenty working days, after which the studio may close it.',
  '',
  '## Late payment',
  '',
  'Where an invoice is unpaid for more than 45 days, the studio may suspend the client’s access to the project workspace.',
  '',
  '## Workspace',
  '',
  'The client gets access to the project workspace on the first day of a job; client files there are kept for one year.',
  '',
  '## Machine learning',
  '',
  'The studio will not train artificial intelligence models on client material without written consent.',
].join('\n');

const MANUAL = [
  '# Wall display manual',
  '',
  '## Mounting',
  '',
  'The display weighs four kilograms, so fix it to a solid wall with the bracket supplied.',
  '',
  '## Fitting',
  '',
  'Fitting the bracket takes about ten minutes with two people.',
  '',
  '## Power',
  '',
  'Connect the adapter to the socket on the back. The display takes about two minutes to boot the first time.',
  '',
  '## Status light',
  '',
  'A steady red light means the display is charging. When the status light is flashing red, the display has lost its network connection.',
].join('\n');

describe.each(DATABASE_TARGETS)('a list item’s last sentence, and a reader’s everyday words, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes the last sentence of a list item written without a full stop', async () => {
    const answer = await askAboutText(CHECKLIST, 'checklist.md', 'Should the team use face unlock on their phones?');
    expect(firstQuote(answer)).toContain('use a fingerprint, but avoid face unlock');
  });

  it("to 'pause' a job is to put it on hold", async () => {
    const answer = await askAboutText(AGREEMENT, 'terms.md', 'How long can the client pause a job?');
    expect(firstQuote(answer)).toContain('A job may be put on hold at the client’s request');
  });

  it("to 'shut off' access is to suspend it", async () => {
    const answer = await askAboutText(AGREEMENT, 'terms.md', 'Can the studio shut off our access?');
    expect(firstQuote(answer)).toContain('the studio may suspend the client’s access');
  });

  it("'AI' is artificial intelligence", async () => {
    const answer = await askAboutText(AGREEMENT, 'terms.md', 'Will our material be used for AI?');
    expect(firstQuote(answer)).toContain('train artificial intelligence models');
  });

  it("'how heavy' asks what a thing weighs", async () => {
    const answer = await askAboutText(MANUAL, 'manual.md', 'How heavy is it?');
    expect(firstQuote(answer)).toContain('The display weighs four kilograms');
  });

  it("a device 'starting up' boots", async () => {
    const answer = await askAboutText(MANUAL, 'manual.md', 'How long does it take to start up?');
    expect(firstQuote(answer)).toMatch(/The display takes about .*two minutes.* to boot/);
  });

  it("a light 'blinking' is flashing", async () => {
    const answer = await askAboutText(MANUAL, 'manual.md', 'What does it mean when the light is blinking red?');
    expect(firstQuote(answer)).toContain('When the status light is flashing red');
  });
});
