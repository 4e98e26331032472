// A passage giving an e-mail address, a telephone number or a web address is
// found by the words a reader asks for it with, though it prints only the
// address (_shared/contact-details.ts, stored with each passage and indexed by its search vector), on both databases.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { askAboutText } from './testing/ask-about-text.ts';

const POLICY = [
  '# Staff Travel Policy',
  '',
  '## 1. Booking',
  '',
  'Book all travel through the approved agent at least ten days ahead. You may use email or the booking portal for a request, and each request gives the address of its cost centre.',
  '',
  '## 2. Help while away',
  '',
  'If a traveller is stranded or loses a passport abroad, the assistance desk answers day and night on +353 1 234 5678.',
  '',
  '## 3. Claims',
  '',
  'Claims for the years 2019 2020 and 2021 go to the finance team within 30 days, with every receipt.',
  '',
  '## 4. Contacts',
  '',
  '- Travel Registrar: registrar@travel.example.ie',
  '- Finance Office: finance@example.ie',
  '',
  '## 5. Further reading',
  '',
  'What you can claim for mileage and subsistence is set out at https://intranet.example.ie/travel for every member of staff.',
].join('\n');

const quotes = (guidance: unknown) =>
  String(guidance)
    .split('\n\n')
    .filter((block) => block.startsWith('> '));

describe.each(DATABASE_TARGETS)('contact details on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));
  const ask = async (question: string) => quotes(await askAboutText(POLICY, 'travel.md', question));

  it('answers "what email address" with the line giving the address, not the passage saying "email"', async () => {
    expect((await ask('What email address do I use to reach the Travel Registrar?'))[0]).toContain('registrar@travel.example.ie');
  });

  it('answers "a number I can ring" with the telephone number, in words the passage never uses', async () => {
    expect((await ask('Who do I ring if a traveller gets stuck?'))[0]).toContain('+353 1 234 5678');
  });

  it('answers "which website" with the web address', async () => {
    expect((await ask('Which website says what I can claim?'))[0]).toContain('https://intranet.example.ie/travel');
  });
});
