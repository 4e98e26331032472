// The sixtieth round's general causes, shown here on made-up text, read from the fifty-first and fifty-second visitor
// sets' misses: a manual's section titled with a name and its short form ('6.4 Internet Gateway (IGate)') opens by
// saying what it is, so it answers 'What is an IGate?' as a standard's term entry does; only the section's first
// passage found opens it, not a later one ('Contact the author if…'); how the reader wants it said ('What is an IGate,
// in plain terms?') is no part of what is asked; and a reader's 'roll over' is a handbook's 'carry over' (synonym data).
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { definitionSubject } from './question-kinds.ts';
import { askAboutText, firstQuote } from './testing/ask-about-text.ts';
import { composeFrom, passageOf } from './testing/compose-from.ts';

const GATEWAY = '6 Configuration › 6.4 Message Relay (MRelay)';
const MANUAL = [
  passageOf(3, '2 Installing', 'Install the MRelay package and the radio driver before you start the service.'),
  passageOf(
    20,
    GATEWAY,
    'The station can pass messages between the radio network and servers on the Internet. This lets people far away read what nearby stations send.',
  ),
  passageOf(21, GATEWAY, 'Contact the author if you cannot work out the passcode for your call sign. Then restart the MRelay service.'),
];

describe('a section titled with a name and its short form', () => {
  it("answers 'what is' of the short form with the section's opening sentence", () => {
    const answer = composeFrom('What is an MRelay?', MANUAL, 'manual.pdf').guidance;
    expect(firstQuote(answer)).toContain('pass messages between the radio network');
  });

  it('and of the name spelled out', () => {
    const answer = composeFrom('What is a message relay?', MANUAL, 'manual.pdf').guidance;
    expect(firstQuote(answer)).toContain('pass messages between the radio network');
  });

  it("never with a later passage's first sentence, which opens nothing, though the search ranks it first", () => {
    const answer = composeFrom('What is an MRelay?', [MANUAL[2]!, MANUAL[1]!, MANUAL[0]!], 'manual.pdf').guidance;
    expect(firstQuote(answer)).toContain('pass messages between the radio network');
    expect(answer).not.toContain('> Contact the author');
  });
});

describe('how the reader wants a thing explained', () => {
  it('is no part of the thing asked', () => {
    expect(definitionSubject('What is an IGate, in plain terms?')).toEqual(['IGate']);
    expect(definitionSubject('What is a keytab, in a nutshell?')).toEqual(['keytab']);
    expect(definitionSubject('In a sentence, what is a keytab?')).toEqual(['keytab']);
  });
});

const HANDBOOK = [
  '# Staff handbook',
  '',
  '## Sick leave',
  '',
  'Staff may take up to 10 days of sick leave a year with a note from a doctor.',
  '',
  '## Annual leave',
  '',
  'Staff earn 20 days of annual leave a year. At most 5 days may be carried over into the next year.',
].join('\n');

describe.each(DATABASE_TARGETS)("a reader's 'roll over', on %s", (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it("is the handbook's 'carry over'", async () => {
    const answer = await askAboutText(HANDBOOK, 'handbook.md', 'How many days can I roll over into next year?');
    expect(firstQuote(answer)).toContain('carried over into the next year');
  });
});
