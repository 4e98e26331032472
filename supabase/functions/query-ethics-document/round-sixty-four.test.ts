// The sixty-fourth round's general causes, shown here on made-up text, read from what the sixty-third round left
// declined when tried as a visitor (a word clock's manual and a security checklist): a list item's last sentence
// written without a full stop that ends on a word of the question ('… but avoid face unlock', asked about face unlock)
// is whole, not a passage cut off mid-word; and a report of trouble ('The 2 keeps blinking, what's wrong?') is searched
// for the trouble, not for its frame ('what's wrong') or the word saying it repeats ('keeps'). Then, read from the
// fifty-eighth set's misses (a lab procedure, a security checklist): a list item quoted goes on to its last sentence
// written without a full stop, which often gives its point ('This lets you keep your real address private'); 'lets you'
// or 'allows you to' gives a reason as 'so that' does; asked two quantities ('What temperature…, and how long…?'), the
// sentence stating the first leads; a section's only line without a full stop ('Thermal cycler - set at 65°C … (do not
// use heated lid) …') is whole; and a reader's words for a security guide's (synonym data): two-step login is 2FA, a
// browser remembering passwords saves them, keeping codes is storing them. And from the sixtieth set's misses (a paper,
// a consent form, a governance guide): changing one's mind is withdrawing, being pushed out is being removed, going
// online is being published, a grant is an award, a repo a repository, results coming back are returned.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { askAboutText, firstQuote } from './testing/ask-about-text.ts';
import { readQuestion } from './search.ts';
import { composeFrom, passageOf } from './testing/compose-from.ts';

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

const SECURITY = [
  '# Security basics',
  '',
  '## Email',
  '',
  '- Turn on 2FA for the mailbox.',
  '- Use email aliases to hide your real address, with a provider such as Relay. This lets you keep your real address private, yet still get every message in your main inbox',
  '- Never open attachments you did not expect.',
  '',
  '## Recovery',
  '',
  'Most services give you a set of recovery codes when you set up 2FA. Store these codes on paper in a locked drawer.',
  '',
  '## Browsers',
  '',
  '- Do not let the browser save passwords; use the password manager instead.',
  '- Clear cookies once a week.',
  '',
  '## Desks',
  '',
  'Remember to lock the screen whenever staff leave their desk, even for a minute.',
].join('\n');

const PROCEDURE = [
  '# Sample procedure',
  '',
  '## Heating',
  '',
  '1) Place the heat block in the cabinet, turn it on, and set the temperature to hold at 95°C.',
  '2) Place the sample tubes into the heat block for 5 minutes.',
  '3) Remove the sample tubes from the heat block and let them cool at room temperature for 10 minutes.',
  '',
  '## Equipment provided by the lab',
  '',
  'Heat Block - set at 65°C for the Colour Reaction (do not use heated lid) Acme HB-200 Lab Instrument',
  '',
  '## Equipment provided by us',
  '',
  'Water bath backup - set at 99°C for heating, with a rack for tubes',
].join('\n');

describe('a section’s only line, written without a full stop', () => {
  it('is quoted whole', () => {
    const equipment = passageOf(
      12,
      'Equipment › Equipment provided by the lab',
      'Heat Block - set at 65°C for the Colour Reaction (do not use heated lid) Acme HB-200 Lab Instrument',
    );
    const answer = composeFrom('Should we switch on the heated lid on our heat block for the colour reaction?', [equipment], 'guide.pdf');
    expect(firstQuote(answer.guidance)).toContain('do not use heated lid');
  });
});

describe('a reader’s everyday words for a document’s', () => {
  it('searches a browser remembering passwords as saving them too', () => {
    const remember = readQuestion('Is it fine to let the web browser remember staff passwords?').terms.find(
      (term) => term.key === 'rememb',
    );
    expect(remember?.variants).toContain('save');
  });

  it.each([
    ['If I sign up and then change my mind, can I just leave?', 'withdraw'],
    ['Can the leader be pushed out before the term ends?', 'removed'],
    ['Does my story go online straight away?', 'published'],
    ['How many grants were in the dataset?', 'award'],
    ['How many repos did the search find?', 'repositories'],
    ['How many results came back from the first search?', 'returned'],
    ['Did the two reviewers agree?', 'agreement'],
  ])('searches %j for %j too', (question, documentWord) => {
    expect(readQuestion(question).terms.some((term) => term.variants.includes(documentWord))).toBe(true);
  });
});

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

  it('quotes a list item on to its last sentence without a full stop, which gives its point', async () => {
    const answer = await askAboutText(SECURITY, 'security.md', "What's the point of an email alias?");
    expect(answer).toContain('This lets you keep your real address private, yet still get every message in your main inbox');
  });

  it('leads with the quantity asked first, of two', async () => {
    const answer = await askAboutText(
      PROCEDURE,
      'procedure.md',
      'What temperature do I set the heat block to when heating the samples, and how long do the tubes stay in it?',
    );
    expect(firstQuote(answer)).toContain('95°C');
  });

  it('reads two-step login as 2FA, and keeping codes as storing them', async () => {
    const answer = await askAboutText(
      SECURITY,
      'security.md',
      'I turned on two-step login and got some backup codes. Where should I keep them?',
    );
    expect(answer).toContain('Store these codes on paper in a locked drawer');
  });
});
