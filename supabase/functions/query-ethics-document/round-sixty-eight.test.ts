// The sixty-eighth round's general causes, found trying a public FAQ nobody here had used through the running site,
// shown here on made-up text: an FAQ's answer opening on a bare 'YES!' is quoted with the sentence after it, which
// says what the yes allows; and a reader's words for an FAQ's (synonym data): a change made is an update, downloading a
// listing is exporting it, and keeping it for one's records is archiving it. ('check' → 'review' was tried and left
// out: it cost an answer on 'to check it works'.)
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { readQuestion } from './search.ts';
import { askAboutText, firstQuote } from './testing/ask-about-text.ts';

const FAQ = [
  '# Listing FAQ',
  '',
  '## Can two managers look after the listing?',
  '',
  'YES! The lead manager can add other managers from the listing settings.',
  '',
  '## Will followers be told about an update?',
  '',
  'No. Followers are not notified automatically when a listing changes.',
].join('\n');

describe.each(DATABASE_TARGETS)('an answer opening on a bare yes or no, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('is quoted with the sentence after it', async () => {
    const answer = await askAboutText(FAQ, 'faq.md', 'Can a second manager get into the listing?');
    expect(firstQuote(answer)).toContain('YES! The lead manager can add other managers');
  });
});

describe('a reader’s words for an FAQ’s', () => {
  it.each([
    ['If we change something after it is published, does it need approval?', 'update'],
    ['Can I download our listing?', 'export'],
    ['Can we keep a copy for our records?', 'archives'],
  ])('searches %j for %j too', (question, documentWord) => {
    expect(readQuestion(question).terms.some((term) => term.variants.includes(documentWord))).toBe(true);
  });
});
