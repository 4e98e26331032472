// The twenty-ninth round's general causes, met across the development sets:
// a period before a thing stated with an article, not a number ('a week in
// advance', 'a few days before'), which answers 'how much notice…?' as '5
// days in advance' does; and a sentence closing on the '‖' some PDFs of
// Word's print for a closing quote (their opening one is '―'), read as whole;
// and one part
// of a question asking two things answered from a passage the whole question
// found holding one word of that part ('ID' of 'Who does the ID check…').
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../_shared/sentences.ts';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { composeAnswer } from './compose.ts';
import { statesLeadTime } from './question-kinds.ts';
import { coreTerms, readQuestion } from './search.ts';
import { COVERED_THRESHOLD } from './threshold.ts';
import { askAboutText } from './testing/ask-about-text.ts';

describe('a period before a thing, stated with an article', () => {
  it.each([
    'Summons shall be conveyed a week in advance of the time of meeting.',
    'Members are told an hour before the vote.',
    'Tell the office a few days beforehand.',
    'Give the landlord a couple of weeks notice.',
  ])('states one: %j', (text) => {
    expect(statesLeadTime(text)).toBe(true);
  });

  it.each(['The meeting lasts a week.', 'A member may speak for a few minutes.', 'Meetings are held twice a month.'])(
    'states none: %j',
    (text) => {
      expect(statesLeadTime(text)).toBe(false);
    },
  );
});

const CLUB_CONSTITUTION = [
  '# Chess club constitution',
  '',
  '## Meetings',
  '',
  'Special meetings of the club shall be held at least twice during each term. A special meeting may be called by the Chair or by any five members. Members of the club who missed a vote may appeal the result within two (2) weeks of the vote. Notice of a special meeting shall be sent to every member a week in advance of the meeting.',
  '',
  '## Officers',
  '',
  'Officers must have been members of the club for at least six (6) months when they stand for election.',
].join('\n');

describe.each(DATABASE_TARGETS)('a club constitution asked how much notice a special meeting needs, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes the period before the meeting first', async () => {
    const guidance = await askAboutText(
      CLUB_CONSTITUTION,
      'chess-club-constitution.md',
      'How much notice do members get before a special meeting?',
    );
    const first = (guidance.split('\n\n')[1] ?? '').replace(/\*\*/g, '');
    expect(first).toContain('a week in advance');
  });
});

describe("a sentence closing on a PDF's '‖' for a closing quote", () => {
  it('ends there, as on ”', () => {
    expect(
      splitSentences('Agencies must ―use a time-out function after thirty minutes of inactivity.‖ Media access is restricted.'),
    ).toEqual(['Agencies must ―use a time-out function after thirty minutes of inactivity.‖', 'Media access is restricted.']);
  });
});

const SECURITY_CONTROLS = [
  '# Protecting personal data',
  '',
  '## Security controls',
  '',
  'The strength of the authentication depends on the impact level of the data. The policy specifies that agencies must ―allow remote access only with two-factor authentication,‖ and also must ―use a ‗time-out‘ function for remote access and mobile devices requiring user re-authentication after thirty minutes of inactivity.‖',
  '- Media Access (MP-2). Organisations can restrict access to media holding personal data.',
  '',
  '## Breach reporting',
  '',
  'Agencies are required to report all known or suspected breaches to the response team within one hour.',
].join('\n');

describe.each(DATABASE_TARGETS)("a guide quoting a rule between a PDF's '―' and '‖', on %s", (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes the rule, not a figure of something else', async () => {
    const guidance = await askAboutText(
      SECURITY_CONTROLS,
      'protecting-personal-data.md',
      'How long can a remote or mobile session sit idle before the user has to sign in again?',
    );
    // The period in words is a figure, set in bold (round 34): '**thirty minutes** of inactivity'.
    expect(guidance.replace(/\*\*/g, '')).toContain('thirty minutes of inactivity');
  });
});

describe('one part of a question asking two things', () => {
  const part = 'Does anyone have to sign off on it?';
  const terms = coreTerms(readQuestion(part));
  const weights = new Map(terms.map((term) => [term.key, 1]));
  // A passage the whole question ('How do I book work trips and hotels, and does anyone have to sign off on it?')
  // found, holding one word of this part ('sign off', by 'approval') and not 'anyone'.
  const passages = [
    {
      position: 3,
      sectionRef: 'Skyway',
      heading: 'Staff handbook › Skyway',
      content:
        'When making bookings on Skyway, you also submit an approval form. This form is sent to your head of department for approval.',
      score: 0.5,
      coverage: 0.5,
      matchedTerms: [],
    },
  ];

  it('is answered from a passage the whole question found holding one word of its own', () => {
    const answer = composeAnswer(part, terms, weights, passages, 'staff-handbook.md', COVERED_THRESHOLD, true);
    expect(answer.guidance).toContain('head of department');
  });

  it('asked alone, still needs two of its words in the passage', () => {
    expect(composeAnswer(part, terms, weights, passages, 'staff-handbook.md').covered).toBe(false);
  });
});
