// The twenty-seventh round's general causes, met across the development sets:
// a verb's irregular past form, which no stem reaches ('send' and 'sent').
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { stemOf } from '../_shared/search/words.ts';
import { askAboutText } from './testing/ask-about-text.ts';
import { otherWordForms } from './word-forms.ts';

describe("a verb's irregular past forms", () => {
  it.each([
    ['send', 'sent'],
    ['sent', 'send'],
    ['spend', 'spent'],
    ['pay', 'paid'],
    ['hold', 'held'],
    ['choose', 'chosen'],
  ])('%j has %j among its forms', (word, form) => {
    expect(otherWordForms(word).map(stemOf)).toContain(stemOf(form));
  });

  it.each([
    ['written', 'write'],
    ['given', 'give'],
    ['left', 'leave'],
    ['found', 'find'],
  ])('%j, mostly another word in a document, is not given %j', (word, verb) => {
    expect(otherWordForms(word).map(stemOf)).not.toContain(stemOf(verb));
  });
});

const TIMESHEETS = [
  '# Staff handbook',
  '',
  '## Timesheets',
  '',
  'A timesheet covers the hours worked in each fortnight. Every timesheet must be sent to the finance office by the Friday of the second week.',
  '',
  '## Leave requests',
  '',
  'Send each leave request to your line manager. A leave request names the dates and the cover arranged.',
].join('\n');

describe.each(DATABASE_TARGETS)('a handbook asked where to send a timesheet, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it("finds the rule written with 'sent'", async () => {
    const guidance = await askAboutText(TIMESHEETS, 'handbook.md', 'Who do I send my timesheet to?');
    const first = guidance.split('\n\n')[1] ?? '';
    expect(first).toContain('must be sent to the finance office');
  });
});
