// The forty-first round's general causes, read from the thirty-third visitor set's misses (an evaluation agreement as
// .docx, a security guide in Markdown), each shown here on made-up text:
// - an example sentence ('For example, a visitor can see the lunch menu…') was quoted without the sentence it
//   illustrates, which holds the answer: it is quoted with the sentence before it (compose.ts, ANAPHORIC);
// - a contract's and a security guide's words for what a reader says plainly, as synonym data: falling out is a
//   dispute, fixing a problem is curing a deficiency, strange behaviour is anomalous;
// - asked what X is, the passage defining X ('An identity can represent…', 'X includes…') is chosen, though X weighs
//   little where every heading names it, and the sentence after the definition going on about it ('Each should be…')
//   is quoted with it;
// - the examples after a rule quoted with it ('Remedial action should be triggered… Some examples of remedial action
//   are…');
// - a company as an organisation, a laptop or a phone as a device, one's own device as BYOD, as synonym data;
// - a board's power stated as the current it draws ('between 40mA and 200mA'), and a cold place's temperature, read as
//   the figures a question about power or the cold asks for (question-kinds.json, measure).
// (The guide's bold lines standing as sub-headings are read as headings: shared/document-text's Markdown reader.)
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { measureAsked } from './question-kinds.ts';
import { askAboutText, firstQuote } from './testing/ask-about-text.ts';

const ACCESS_GUIDE = [
  '# Access to the office systems',
  '',
  '## Outside access',
  '',
  'Partners from other firms sign in through their own company accounts, which we trust once checked. For example, a supplier can see the order board, or an auditor can only open the ledgers.',
  '',
  '## Sessions',
  '',
  'If anomalous behaviour is detected on a session, it is ended at once and the person must sign in again.',
  '',
  '## Lost cards',
  '',
  'A lost card must be reported straight away. Some examples of reporting are, a call to the front desk or a ticket to IT.',
].join('\n');

const SERVICE_AGREEMENT = [
  '# Service agreement',
  '',
  '## Testing',
  '',
  'The Lab tests the product every quarter. The Lab may withdraw its approval for failure to cure the deficiencies it identified.',
  '',
  '## Disputes',
  '',
  'Neither party shall start proceedings on a dispute until fourteen (14) days after it has written to the other party.',
].join('\n');

describe.each(DATABASE_TARGETS)('an example quoted with the sentence it illustrates, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes the rule before the example when the example alone names what was asked', async () => {
    const answer = await askAboutText(ACCESS_GUIDE, 'access-guide.md', 'How do suppliers and auditors from other firms get in?');
    expect(firstQuote(answer)).toContain('Partners from other firms sign in through their own company accounts');
    expect(firstQuote(answer)).toContain('For example, a supplier can see the order board');
  });
});

describe.each(DATABASE_TARGETS)('a contract and a guide asked in a reader’s everyday words, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('finds the dispute clause when asked about falling out', async () => {
    const answer = await askAboutText(SERVICE_AGREEMENT, 'agreement.md', 'If we fall out with them, how long must we wait?');
    expect(firstQuote(answer)).toContain('Neither party shall start proceedings on a dispute');
  });

  it('finds the failure to cure deficiencies when asked about not fixing the problems', async () => {
    const answer = await askAboutText(SERVICE_AGREEMENT, 'agreement.md', "What if we don't fix the problems?");
    expect(answer).toContain('failure to cure the deficiencies');
  });

  it('quotes the examples after the rule they say what it comes to', async () => {
    const answer = await askAboutText(ACCESS_GUIDE, 'access-guide.md', 'What do I do about a lost card?');
    expect(firstQuote(answer)).toContain('A lost card must be reported straight away. Some examples of reporting are');
  });

  it('finds anomalous activity when asked about a session acting strangely', async () => {
    const answer = await askAboutText(ACCESS_GUIDE, 'access-guide.md', 'What if a session is acting strangely?');
    expect(answer).toContain('If anomalous behaviour is detected on a session');
  });

  it('finds anomalous activity when asked about a session behaving strangely', async () => {
    const answer = await askAboutText(ACCESS_GUIDE, 'access-guide.md', 'What happens if a session starts behaving strangely?');
    expect(answer).toContain('If anomalous behaviour is detected on a session');
  });
});

const IDENTITY_GUIDE = [
  '# Identities',
  '',
  '## Identities overview',
  '',
  'An identity can represent a person, a program or a machine. Each should be unique and checkable by the system.',
  '',
  '## Program identities',
  '',
  'A program needs its own identity. This includes limiting the connections a program may open, based on its identity.',
  '',
  '## Machine identities',
  '',
  'Each machine your organisation owns should be listed in a single machine register.',
].join('\n');

describe.each(DATABASE_TARGETS)('a definition chosen where every heading names the thing defined, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes the definition and the sentence going on from it, not a sentence holding the reader’s “counts as”', async () => {
    const answer = await askAboutText(IDENTITY_GUIDE, 'identities.md', 'What counts as an identity here?');
    expect(firstQuote(answer)).toContain('An identity can represent a person, a program or a machine.');
    expect(firstQuote(answer)).toContain('Each should be unique and checkable by the system.');
  });

  it('finds the machines an organisation owns when asked about the company laptops', async () => {
    const answer = await askAboutText(
      'Guidance: Each device your organisation owns should carry an asset tag. Staff may use printers in any office.',
      'devices.md',
      'Do the company laptops need a tag?',
    );
    expect(firstQuote(answer)).toContain('Each device your organisation owns should carry an asset tag.');
  });
});

describe('the figures a question about power or the cold asks for', () => {
  it('reads a current in mA or A as the power a board uses', () => {
    expect(measureAsked('How much power does this board normally use?')?.test('It typically consumes between 40mA and 200mA.')).toBe(true);
    expect(measureAsked('How much power does this board normally use?')?.test('The board has 4 variants.')).toBe(false);
  });

  it('reads a temperature as what a question about a cold place asks for', () => {
    expect(measureAsked('Will it cope in a cold store?')?.test('rated for the industrial temperature range -40+85C')).toBe(true);
    expect(measureAsked('Will it cope in a busy store?')).toBeUndefined();
  });
});
