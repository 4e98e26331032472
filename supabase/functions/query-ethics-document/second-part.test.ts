// A question asking two things gets the quote answering its second part too
// (second-part.ts): found in the question, composed on its own words from
// the passages the whole question found, and added to the answer once.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import type { ComposedAnswer } from './compose.ts';
import { addsQuote, secondPartOf, withSecondPart } from './second-part.ts';
import { askAboutText } from './testing/ask-about-text.ts';

describe('secondPartOf', () => {
  it.each([
    [
      'Who hands out CVE numbers, and who do we go to if nobody else covers our project?',
      'Who do we go to if nobody else covers our project?',
    ],
    ['When can I reach them? Are they around at weekends?', 'Are they around at weekends?'],
    ['How do I book trips and does anyone have to sign off on it?', 'Does anyone have to sign off on it?'],
  ])('reads %j as asking %j second', (question, part) => {
    expect(secondPartOf(question)).toBe(part);
  });

  it.each(['What is the notice period?', 'Which files and folders are backed up?', 'Who signs, and when?'])(
    'finds no second question in %j',
    (question) => {
      expect(secondPartOf(question)).toBeUndefined();
    },
  );
});

const answer = (quotes: string[], refs: string[]): ComposedAnswer => ({
  covered: quotes.length > 0,
  suggestions: [],
  guidance: ['Here is what *policy.md* says:', ...quotes.map((quote, index) => `> ${quote}\n>\n> — ${refs[index]}`)].join('\n\n'),
  citations: refs.map((sectionRef) => ({ sectionRef, heading: sectionRef, quote: '', matchedTerms: [] })),
});

describe('withSecondPart', () => {
  it("adds the second part's first quote the answer lacks, with its citation", () => {
    const merged = withSecondPart(
      answer(['Staff book through the portal.'], ['Travel']),
      answer(['The director approves each trip.'], ['Approval']),
    );
    expect(merged.guidance).toContain('The director approves each trip.');
    expect(merged.citations.map((citation) => citation.sectionRef)).toEqual(['Travel', 'Approval']);
  });

  it('adds nothing already quoted, and keeps the whole answer when the second part found nothing', () => {
    const whole = answer(['Staff book through the portal.'], ['Travel']);
    expect(withSecondPart(whole, answer(['Staff book through the portal.'], ['Travel']))).toEqual(whole);
    expect(withSecondPart(whole, answer([], []))).toEqual(whole);
  });

  it('quotes no sentence twice: a quote held in one of the answer is not added, one going on from it takes its place', () => {
    const whole = answer(['Staff book through the portal. The portal keeps a record.', 'Meals are paid.'], ['Travel', 'Meals']);
    const part = answer(
      ['The portal keeps a record.', 'Staff book through the portal. The portal keeps a record. Receipts are kept for six years.'],
      ['Travel', 'Travel'],
    );
    const merged = withSecondPart(whole, part);
    expect(merged.guidance.match(/The portal keeps a record\./g)).toHaveLength(1);
    expect(merged.guidance.match(/^> — /gm)).toHaveLength(2);
    expect(merged.guidance.indexOf('Receipts are kept for six years.')).toBeLessThan(merged.guidance.indexOf('Meals are paid.'));
    expect(addsQuote(whole, answer(['The portal keeps a record.'], ['Travel']))).toBe(false);
  });
});

const POLICY = [
  '# Travel policy',
  '',
  '## Booking',
  '',
  'Staff book all travel and hotels through the travel portal at least two weeks ahead. The portal keeps a record of every booking for the finance team.',
  '',
  'Bookings made through the portal are paid by the company card. Receipts for meals are kept for six years.',
  '',
  '## Sign-off',
  '',
  'Every trip abroad needs approval from the finance director before it is booked.',
].join('\n');

describe.each(DATABASE_TARGETS)('a question asking two things, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes what answers each part', async () => {
    const guidance = await askAboutText(
      POLICY,
      'travel.md',
      'How do I book travel and hotels through the portal, and who has to approve it?',
    );
    expect(guidance).toContain('Staff book all travel and hotels through the travel portal');
    expect(guidance).toContain('needs approval from the finance director');
  });
});
