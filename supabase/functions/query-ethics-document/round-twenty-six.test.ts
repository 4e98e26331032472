// The twenty-sixth round's general causes, met across the development sets:
// asked the least or the most allowed ('the lowest voltage', 'at the very
// least', 'Is there a ceiling…?', 'What's the most it can be worth?'), the
// sentence stating a bound of that side with its figure ('a minimum of 100
// GByte', 'may not exceed 27') answers, before another figure of the same
// thing ('More (>2 TB/month) is better').
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { boundAsked, measureAsked, qualifiesBefore, statesBound, statesProhibition } from './question-kinds.ts';
import { askAboutText } from './testing/ask-about-text.ts';

describe('the side of a bound a question asks for', () => {
  it.each([
    ['What is the lowest voltage the cable has to deliver?', 'lower'],
    ['Roughly how much data a month would it use at the very least?', 'lower'],
    ['Which hash function should be used at a minimum?', 'lower'],
    ['Is there a ceiling on how big the board can get?', 'upper'],
    ["What's the most the whole contract can be worth?", 'upper'],
    ['What is the biggest class size they suggest?', 'upper'],
  ] as const)('%j asks the %s side', (question, side) => {
    expect(boundAsked(question)).toBe(side);
  });

  it.each(['What is the most common mistake?', 'How much data does a relay use?', 'What does least privilege mean?'])(
    '%j asks for no bound',
    (question) => {
      expect(boundAsked(question)).toBeUndefined();
    },
  );
});

describe('a sentence stating a bound with its figure', () => {
  it.each([
    'It is required to use a minimum of 100 GByte of traffic per month.',
    'The PoE powering requires at least 37V DC to operate.',
    'The recommended voltage is 48V DC and the minimum is around 37V DC.',
    'Use SHA-256 or better for hashing.',
    'Shadow a current commander for at least a full week shift.',
  ])('states a lower bound: %j', (text) => {
    expect(statesBound(text, 'lower')).toBe(true);
  });

  it.each([
    'The contract falls within a maximum of £1.5m.',
    'The Governing Board Cap may not exceed 27.',
    'Groups of 20 or fewer learners work best.',
  ])('states an upper bound: %j', (text) => {
    expect(statesBound(text, 'upper')).toBe(true);
  });

  it.each(['More (>2 TB/month) is better and recommended.', 'The minimum wage applies.', 'This is the least we can do.'])(
    'states no lower bound with a figure: %j',
    (text) => {
      expect(statesBound(text, 'lower')).toBe(false);
    },
  );
});

const RELAY_GUIDE = [
  '# Running a relay',
  '',
  '## Monthly outbound traffic',
  '',
  'More (>2 TB/month) traffic per month is better and recommended for a relay. It is required to use a minimum of 100 GByte of outbound and incoming traffic per month. If you have a metered plan you might want to configure the relay to only use a given amount of traffic per month.',
  '',
  '## Uptime',
  '',
  'A relay should be online most of the time.',
].join('\n');

describe.each(DATABASE_TARGETS)('a relay guide asked the least traffic a month, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes the minimum first, not the larger figure recommended', async () => {
    const guidance = await askAboutText(RELAY_GUIDE, 'relay-guide.md', 'How much traffic per month would a relay use at the very least?');
    const first = guidance.split('\n\n')[1] ?? '';
    expect(first).toContain('minimum of');
  });
});

describe('a period in working, business or calendar days', () => {
  it.each([
    'MHCLG will aim to provide a response within 10 working days.',
    'The authority will aim to make a decision within 5 working days wherever possible.',
    'You will receive the disclosure three business days before closing.',
    'Appeals are heard within 2 calendar months.',
  ])('states the length of time asked by how long: %j', (text) => {
    expect(measureAsked('How long before they make the first decision?')?.test(text)).toBe(true);
  });
});

const TOOLKIT = [
  '# Referral toolkit',
  '',
  '## What happens next',
  '',
  'If you give consent, once a referral is submitted, the authority will aim to make a reasonable grounds decision within 5 working days wherever possible. To be clear, this does not mean you are guaranteed a decision as soon as the 30-day period is over.',
].join('\n');

describe.each(DATABASE_TARGETS)('a toolkit asked how long before the first decision, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes the sentence stating the working days first', async () => {
    const guidance = await askAboutText(
      TOOLKIT,
      'toolkit.md',
      'Once the referral is in, how long before they make the first call on the case?',
    );
    const first = guidance.split('\n\n')[1] ?? '';
    expect(first).toContain('5 working days');
  });
});

describe('a sentence qualifying the one before it', () => {
  it.each([
    'In practice, the main advantages come from taking part in active communities.',
    'In fact, most users never change it.',
    'Instead, ask one person by name.',
    'Nevertheless, the fee is due.',
    '(To unarchive a patient, you will need to contact support.)',
    '(See the appendix for the full list).',
  ])('goes with the sentence before it: %j', (text) => {
    expect(qualifiesBefore(text)).toBe(true);
  });

  it.each(['Practice makes perfect.', 'Rate limits apply to every caller.', 'The fund (set up in 2020) pays travel.'])(
    'a sentence of its own does not: %j',
    (text) => {
      expect(qualifiesBefore(text)).toBe(false);
    },
  );
});

const POLICY_NOTE = [
  '# Policy note',
  '',
  '## Open source',
  '',
  'A common misperception about open source is that its primary benefit is the lack of licensing fees. In practice, the main advantages tend to result from participation in active and collaborative communities.',
  '',
  '## Patients',
  '',
  'Archiving a patient removes them from your list of patients. (To unarchive a patient, you will need to contact the support team.)',
].join('\n');

describe.each(DATABASE_TARGETS)('a policy note stating a misperception, then what holds in practice, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes what holds in practice with the misperception', async () => {
    const guidance = await askAboutText(
      POLICY_NOTE,
      'policy-note.md',
      "Isn't the whole point of open source just that you don't pay licence fees?",
    );
    expect(guidance).toContain('participation in active and collaborative communities');
  });

  it('quotes the aside in brackets with the sentence before it', async () => {
    const guidance = await askAboutText(POLICY_NOTE, 'policy-note.md', 'I archived a patient by mistake. Can I get them back myself?');
    expect(guidance).toContain('To unarchive a patient');
  });
});

describe('a rule against a thing in the sentence’s own clause', () => {
  it.each([
    'Whenever possible, teleworkers should not use publicly accessible devices for telework.',
    'Approved funding is not transferable to another person.',
    'Entering hours in advance is strictly prohibited.',
    'Staff must not share their passwords.',
  ])('answers whether it may be done: %j', (text) => {
    expect(statesProhibition(text)).toBe(true);
  });

  it.each(['You should use a password manager.', 'For example, a kiosk in a hotel lobby is less secure than one at a conference.'])(
    'a sentence stating no rule against does not: %j',
    (text) => {
      expect(statesProhibition(text)).toBe(false);
    },
  );
});

const TELEWORK_GUIDE = [
  '# Telework guide',
  '',
  '## Public devices',
  '',
  'For example, a kiosk provided at a conference for attendees only is more likely to be reasonably secure than a kiosk in a hotel lobby available to the general public. Whenever possible, teleworkers should not use publicly accessible devices for telework, including remote access to email.',
].join('\n');

describe.each(DATABASE_TARGETS)('a telework guide asked whether a shared computer may be used, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes the rule against it first, not the example', async () => {
    const guidance = await askAboutText(
      TELEWORK_GUIDE,
      'telework.md',
      'Is it okay to check my work email on the shared computer in a hotel lobby?',
    );
    const first = guidance.split('\n\n')[1] ?? '';
    expect(first).toContain('should not use publicly accessible devices');
  });
});
