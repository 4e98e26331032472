import { describe, expect, it } from 'vitest';
import { findCachedAnswer, normaliseQuestion, wordOverlap } from './cache.ts';
import { matchTopic } from './topics.ts';

describe('answer cache matching (spec section 5)', () => {
  it('normalises: lowercase, no punctuation, single spaces', () => {
    expect(normaliseQuestion('  What are the Partner-Rotation   periods?! ')).toBe('what are the partnerrotation periods');
  });

  it('measures overlap over words longer than 2 characters, against the longer question', () => {
    expect(wordOverlap('what is the fee cap', 'the fee cap for audits')).toBeCloseTo(3 / 5);
    expect(wordOverlap('an it is', 'of to')).toBe(0);
  });

  const entries = [{ key: 'how long are working papers kept', answer: 'papers' }];
  const seeded = new Map([['partner-rotation' as const, { key: 'what are the partner rotation periods', answer: 'rotation' }]]);

  it('matches exactly, then by topic pattern (seeded only), then by overlap above 60%', () => {
    expect(findCachedAnswer('How long are working papers kept?', { entries })).toBe('papers');
    expect(findCachedAnswer('When must the partner rotate?', { entries, seeded })).toBe('rotation');
    expect(findCachedAnswer('When must the partner rotate?', { entries })).toBeUndefined();
    // 4 of 5 long words shared: above the threshold.
    expect(findCachedAnswer('how long are working papers stored', { entries })).toBe('papers');
    // 3 of 5: not above it.
    expect(findCachedAnswer('how long are invoices stored here', { entries })).toBeUndefined();
  });

  it('knows the five seeded topics by their keywords', () => {
    // 'cooling-off' loses its hyphen to normalisation.
    expect(matchTopic('what is the coolingoff period')).toBe('partner-rotation');
    expect(matchTopic('what is the cooling off period')).toBe('partner-rotation');
    expect(matchTopic('can we do actuarial work')).toBe('actuarial-valuation');
    expect(matchTopic('may the auditor design it systems')).toBe('it-systems');
    expect(matchTopic('my close family member holds shares')).toBe('family-financial-interest');
    expect(matchTopic('must fees be disclosed')).toBe('fee-disclosure');
    expect(matchTopic('what are the gift rules')).toBeUndefined();
  });
});
