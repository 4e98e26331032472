// The sixty-first round's general causes, shown here on made-up text, read from the fifty-third and fifty-fourth
// visitor sets' misses: a reader's everyday words reach a report's, a contract's and a member guide's own (synonym
// data): a 'questionnaire' is a 'survey', to 'swap' people is to 'replace' them, to 'complain' about a bill is to
// 'dispute' it, to 'change' an entry is to 'alter' it, and a 'keyboard shortcut' is a 'hot key'.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { askAboutText, firstQuote } from './testing/ask-about-text.ts';

const GUIDE = [
  '# Member guide',
  '',
  '## Our survey',
  '',
  'In spring, the office distributed a short survey to every member about the kitchen and the meeting rooms.',
  '',
  '## Project rooms',
  '',
  'People working on a project may book the project room for a whole day.',
  '',
  '## Staff on your project',
  '',
  'We may replace or reassign the staff on a project at our discretion, after telling you in writing.',
  '',
  '## Billing',
  '',
  'Invoices are sent on the first day of each month and must be paid within 14 days. You may dispute an invoice within 30 days of receiving it.',
].join('\n');

describe.each(DATABASE_TARGETS)("a reader's everyday words for a guide's own, on %s", (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it("a 'questionnaire' is the survey", async () => {
    const answer = await askAboutText(GUIDE, 'guide.md', 'When was the questionnaire sent out?');
    expect(firstQuote(answer)).toContain('distributed a short survey');
  });

  it("to 'swap' the people on a project is to replace them", async () => {
    const answer = await askAboutText(GUIDE, 'guide.md', 'Can you swap the people working on our project?');
    expect(firstQuote(answer)).toContain('We may replace or reassign the staff');
  });

  it("to 'complain' about an invoice is to dispute it", async () => {
    const answer = await askAboutText(GUIDE, 'guide.md', 'How long do I have to complain about an invoice?');
    expect(firstQuote(answer)).toContain('You may dispute an invoice');
  });
});

const ACCOUNTS = [
  '# Accounts guide',
  '',
  '## Year end',
  '',
  'Once the books are closed at year end, no new transactions can be entered into the closed period. The year-end routine is run by the accountant.',
  '',
  '## Close books option',
  '',
  'You cannot alter a transaction that was entered before the closing date.',
  '',
  '## Sales screen',
  '',
  'The sales screen shows the next part number, the customer and the running total. Hot keys: Alt-O posts the sale and Alt-P prints the receipt.',
  '',
  '## Printing',
  '',
  'Receipts print on the till printer; press the print button on the sales screen to print a copy.',
].join('\n');

describe.each(DATABASE_TARGETS)("a reader's everyday words for a manual's own, on %s", (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it("to 'change' a closed period's sale is to alter it", async () => {
    const answer = await askAboutText(ACCOUNTS, 'accounts.md', 'Can I go back and change a sale from a period we have already closed?');
    expect(firstQuote(answer)).toContain('You cannot alter a transaction');
  });

  it("a 'keyboard shortcut' is a hot key, which answers alone", async () => {
    const answer = await askAboutText(ACCOUNTS, 'accounts.md', 'On the till screen, what is the keyboard shortcut to post a sale?');
    expect(firstQuote(answer)).toContain('Alt-O posts the sale');
    expect(answer).not.toContain('press the print button');
  });
});
