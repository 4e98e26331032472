// The forty-sixth round's general causes, read from the thirty-eighth and thirty-ninth visitor sets' misses (a code of
// conduct, a network charter, a grants guide, a clinic's waste plan), shown here on made-up text: a reader's words for
// what such documents write, as synonym data (hearing back as a response, being in danger as one's safety, a needle
// as sharps, behaving badly as unacceptable behaviour, joining as membership) and as word forms ('mentor' and
// 'mentorship', 'programme' and 'program'); and what the document is for, asked in a reader's words ('What is this
// charter, in a nutshell?'), answered from its opening (overview.test.ts).
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { askAboutText } from './testing/ask-about-text.ts';

const CODE_OF_CONDUCT = [
  '# Community Code of Conduct',
  '',
  'The Community Network is dedicated to providing a welcoming space for everyone who takes part in its work.',
  '',
  '## Membership',
  '',
  'Membership of the network is open to any person or organisation that supports the sharing of knowledge.',
  '',
  '## Reporting',
  '',
  'If you feel your safety is at risk, contact the local police before making a report to us.',
  '',
  'If you see unacceptable behavior, report it by emailing the conduct team at conduct@example.org.',
  '',
  '## Timeline',
  '',
  'The conduct team aims to respond within ten working days with a decision or an update.',
  '',
  '## Clinic waste',
  '',
  'Any sharps injury must be reported at once to the clinic manager on duty.',
  '',
  '## Grants',
  '',
  'The grant covers funding only and does not include mentorship or hands-on support.',
].join('\n');

describe.each(DATABASE_TARGETS)('a code of conduct asked in a reader’s words, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it.each([
    ['When will I hear back?', 'The conduct team aims to respond within'],
    ['What should I do if I feel I am in danger?', 'contact the local police'],
    ['How do I report someone behaving badly?', 'emailing the conduct team'],
    ['Who can join?', 'open to any person or organisation'],
    ['I got jabbed by a used needle. Who do I tell?', 'reported at once to the clinic manager'],
    ['Will someone mentor us?', 'does not include mentorship'],
  ])('answers "%s" from the passage that says it', async (question, said) => {
    const answer = await askAboutText(CODE_OF_CONDUCT, 'code-of-conduct.md', question);
    expect(answer).toContain(said);
  });

  it('answers what the document is, in a nutshell, from its opening, naming its title', async () => {
    const answer = await askAboutText(CODE_OF_CONDUCT, 'code-of-conduct.md', 'What is this code of conduct, in a nutshell?');
    expect(answer).toContain('is titled “Community Code of Conduct”');
    expect(answer).toContain('dedicated to providing a welcoming space');
  });
});
