// The forty-fourth round's general cause, read from the thirty-sixth visitor set's misses (a leave policy in
// Markdown), shown here on made-up text: a sentence describing a thing before the name it gives it in brackets
// ('…another paid day off later (a day in lieu).', '… (hereinafter “Vendor”)') defines it, as 'X means…' does; and
// a reader's words for a user guide's and a leave policy's, as synonym data (signing or logging in as a login, asking
// for something as a request, the company as the employer; getting ready as preparing, a chat as a conversation;
// backing up as a backup, where 'back' and 'up' are both stopwords to the search).
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { definesSubject } from './compose.ts';
import { askAboutText } from './testing/ask-about-text.ts';

describe('a thing described before the name it is given in brackets', () => {
  it('defines a name of two words or more, or one in quotes', () => {
    expect(definesSubject('If they agree to work, give them another paid day off later (a day in lieu).', ['day', 'in', 'lieu'])).toBe(
      true,
    );
    expect(definesSubject('This agreement is between ACME Ltd (hereinafter “Vendor”) and the Lab.', ['Vendor'])).toBe(true);
  });

  it('leaves a single word in brackets alone, and a name the sentence does not give', () => {
    expect(definesSubject('Open the settings in your browser (Chrome) and clear the cache.', ['Chrome'])).toBe(false);
    expect(definesSubject('Staff get a paid day off later for any public holiday worked.', ['day', 'in', 'lieu'])).toBe(false);
  });
});

const MAP_GUIDE = [
  '# Map viewer guide',
  '',
  '## Header panel',
  '',
  'For public maps no user login is required. Restricted maps need a login to reach the download page.',
  '',
  '## Leave',
  '',
  'Staff may request a day off through the portal. The employer must answer each request within 21 days.',
  '',
  '## First call',
  '',
  'You will speak with one of our recruiters first. Come prepared with two questions about the team.',
].join('\n');

describe.each(DATABASE_TARGETS)('a user guide and a policy asked in a reader’s words, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('finds what to prepare when asked what to get ready for the chat', async () => {
    const answer = await askAboutText(MAP_GUIDE, 'map-guide.md', 'What should I get ready for the recruiter chat?');
    expect(answer).toContain('Come prepared with two questions about the team.');
  });

  it('finds the backup section when asked how to back up', async () => {
    const guide = [
      '# Admin guide',
      '',
      '## Database setup',
      '',
      'Create the database with the init script, then start the database service.',
      '',
      '## Backup',
      '',
      'Use pg_dump every night and keep thirty days of copies.',
    ].join('\n');
    const answer = await askAboutText(guide, 'admin.md', 'How do I back up?');
    expect(answer).toContain('Use pg_dump every night and keep');
  });

  it('finds the login when asked about signing in', async () => {
    const answer = await askAboutText(MAP_GUIDE, 'map-guide.md', 'Do I have to sign in to see the maps?');
    expect(answer).toContain('For public maps no user login is required.');
  });

  it('finds the request and the employer when asked what the company does when someone asks for a day off', async () => {
    const answer = await askAboutText(MAP_GUIDE, 'map-guide.md', 'What does the company do when someone asks for a day off?');
    expect(answer).toContain('The employer must answer each request within');
  });
});
