import { describe, expect, it } from 'vitest';
import { findCachedAnswer, normaliseQuestion, sameMeaning, wordOverlap } from './cache.ts';

describe('answer cache matching', () => {
  it('normalises: lowercase, no punctuation, single spaces', () => {
    expect(normaliseQuestion('  What are the Partner-Rotation   periods?! ')).toBe('what are the partnerrotation periods');
  });

  it('measures overlap over words longer than 2 characters, against the longer question', () => {
    expect(wordOverlap('what is the fee cap', 'the fee cap for audits')).toBeCloseTo(3 / 5);
    expect(wordOverlap('an it is', 'of to')).toBe(0);
  });

  const entries = [{ key: 'how long are working papers kept', answer: 'papers' }];
  const seeded = new Map([['partner-rotation' as const, { key: 'what are the partner rotation periods', answer: 'rotation' }]]);

  it('matches exactly, then by the topic the search found (seeded only), then by meaning', () => {
    expect(findCachedAnswer('How long are working papers kept?', { entries })).toEqual({ answer: 'papers', source: 'earlier' });
    expect(findCachedAnswer('When must the partner rotate?', { entries, seeded, topic: 'partner-rotation' })).toEqual({
      answer: 'rotation',
      source: 'prepared',
    });
    expect(findCachedAnswer('When must the partner rotate?', { entries, seeded })).toBeUndefined();
    expect(findCachedAnswer('When must the partner rotate?', { entries })).toBeUndefined();
    expect(findCachedAnswer('How long are the working papers kept, please?', { entries })).toEqual({ answer: 'papers', source: 'earlier' });
    // Four of five words shared, but 'stored' is not 'kept' in the synonym data.
    expect(findCachedAnswer('how long are working papers stored', { entries })).toBeUndefined();
    expect(findCachedAnswer('how long are invoices stored here', { entries })).toBeUndefined();
  });

  // Pairs that share most of their words but ask different things: the 60%
  // word-overlap rule took each of them for the same question.
  it.each([
    ['Can the auditor provide bookkeeping services to an audit client?', 'Can the auditor provide IT systems services to an audit client?'],
    ['How long does the client have to pay an invoice?', 'How much does the client have to pay on an invoice?'],
    ['When is a VAT return required?', 'When is a VAT return not required?'],
    ['May the firm keep client records after the engagement?', 'Must the firm keep client records after the engagement?'],
    ['Can my brother hold shares in the audit client?', 'Can my spouse hold shares in the audit client?'],
    ['Who approves each annual tax return?', 'When is each annual tax return approved?'],
    ['What is the hourly rate for a manager?', 'What is the hourly rate for a director?'],
    ['Can staff move from the client to the firm?', 'Can staff move from the firm to the client?'],
    ['What happens after 30 days without payment?', 'What happens after 60 days without payment?'],
    ['Can the auditor provide IT services?', 'Can the auditor provide services?'],
  ])('never answers %j with the answer to %j', (first, second) => {
    expect(wordOverlap(normaliseQuestion(first), normaliseQuestion(second))).toBeGreaterThan(0.6);
    expect(sameMeaning(first, second)).toBe(false);
    expect(findCachedAnswer(second, { entries: [{ key: normaliseQuestion(first), answer: first }] })).toBeUndefined();
  });

  it.each([
    ['How long are working papers kept?', 'How long are the working papers kept?'],
    ['What are the fees for a manager?', 'What is the remuneration of a manager?'],
    ['Can the auditor provide bookkeeping services?', 'Is the auditor allowed to provide bookkeeping services?'],
    ['Must fees be disclosed?', 'Do fees have to be disclosed?'],
    ['When does my engagement end?', 'When will the engagement terminate?'],
    ["Can't the firm share my records?", 'Can the firm not share my records, please?'],
  ])('answers %j with the answer to %j: the same question in other words', (first, second) => {
    expect(sameMeaning(first, second)).toBe(true);
    expect(findCachedAnswer(second, { entries: [{ key: normaliseQuestion(first), answer: first }] })).toEqual({
      answer: first,
      source: 'earlier',
    });
  });

  it('serves a prepared topic answer only to a question within what it talks about', () => {
    const about =
      'Can the auditor provide IT systems services? Not to a listed client: its auditor must not design or implement information technology systems.';
    const prepared = new Map([['it-systems' as const, { key: 'can the auditor provide it systems services', answer: 'it', about }]]);
    const lookup = { entries: [], seeded: prepared, topic: 'it-systems' as const };
    expect(findCachedAnswer('May the auditor design IT systems?', lookup)).toEqual({ answer: 'it', source: 'prepared' });
    expect(findCachedAnswer("Who pays for the auditor's IT systems?", lookup)).toBeUndefined();
    expect(findCachedAnswer('Must the fees for IT systems work be disclosed?', lookup)).toBeUndefined();
  });
});
