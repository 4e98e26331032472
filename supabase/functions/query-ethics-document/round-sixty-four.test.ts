// The sixty-fourth round's general causes, shown here on made-up text, read from what the sixty-third round left
// declined when tried as a visitor (a word clock's manual and a security checklist): a list item's last sentence
// written without a full stop that ends on a word of the question ('… but avoid face unlock', asked about face unlock)
// is whole, not a passage cut off mid-word; and a report of trouble ('The 2 keeps blinking, what's wrong?') is searched
// for the trouble, not for its frame ('what's wrong') or the word saying it repeats ('keeps').
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { askAboutText, firstQuote } from './testing/ask-about-text.ts';
import { readQuestion } from './search.ts';

const CHECKLIST = [
  '# Staff security checklist',
  '',
  '## Passwords',
  '',
  '- Use a password manager for every work account.',
  '- Never reuse a password between two sites.',
  '',
  '## Phones',
  '',
  '- Keep the operating system up to date.',
  '- Only install apps from the official store.',
  '- Set a PIN on your work phone. Where the phone offers it, use a fingerprint, but avoid face unlock',
].join('\n');

const MANUAL = [
  '# Desk lamp manual',
  '',
  '## Setting up',
  '',
  'Plug the lamp into a wall socket and wait for the ring to glow white. Hold the top button to pair it with the app.',
  '',
  '## Colours',
  '',
  'Tap the ring to step through warm, neutral and cool light. If you land on the wrong shade, keep tapping to return to warm light.',
  '',
  '## If it does not work',
  '',
  'If the ring is flashing amber, the lamp cannot reach the app, so move it closer to the router.',
].join('\n');

describe('a report of trouble, read for the search', () => {
  it("leaves out a clause asking what is wrong, and 'keeps' before the verb saying what", () => {
    const keys = readQuestion("The ring keeps flashing, what's wrong?").terms.map((term) => term.key);
    expect(keys.filter((key) => key.includes('wrong') || key.includes('keep'))).toEqual([]);
  });

  it("keeps 'what is wrong with' the thing it names, and 'keep' before a thing", () => {
    expect(readQuestion('What is wrong with the ring?').terms.some((term) => term.key.includes('wrong'))).toBe(true);
    expect(readQuestion('How long do we keep training records?').terms.map((term) => term.key)).toContain('keep');
  });
});

describe.each(DATABASE_TARGETS)('a list item ending on a word of the question, and a report of trouble, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes the last item of a section written without a full stop, ending on a word the question asks about', async () => {
    const answer = await askAboutText(CHECKLIST, 'checklist.md', 'Can I use face unlock on my work phone?');
    expect(firstQuote(answer)).toContain('use a fingerprint, but avoid face unlock');
  });

  it('answers a report of trouble with what the trouble means', async () => {
    const answer = await askAboutText(MANUAL, 'manual.md', "The ring keeps flashing, what's wrong?");
    expect(firstQuote(answer)).toContain('If the ring is flashing amber, the lamp cannot reach the app');
  });
});
