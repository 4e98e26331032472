// The twenty-eighth round's general causes, met across the development sets:
// a split stated over two sentences ('The club pays 60% of the kit cost.' then
// 'Each player pays 40% at registration.'), where the first half alone answers
// only half of who pays what: the next sentence is quoted with it when it states
// its share after the same word; and a sentence of prose stating a figure in none
// of the question's own words ('…will answer you in 2 minutes.') no longer leading
// the one in its words that answers ('…for at least a full week…').
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { askAboutText } from './testing/ask-about-text.ts';

const CLUB_RULES = [
  '# Riverside rowing club rules',
  '',
  '## Kit',
  '',
  'Every member rows in the club colours at regattas. The club pays 60% of the cost of the racing kit. Each member pays 40% when registering for the season. Kit stays the property of the club until the end of the season.',
  '',
  '## Boats',
  '',
  'Boats are booked through the captain. A boat left wet on the rack is reported to the committee.',
].join('\n');

describe.each(DATABASE_TARGETS)('club rules asked how much of the kit the club pays, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it("quotes the members' share with the club's", async () => {
    const guidance = await askAboutText(CLUB_RULES, 'club-rules.md', 'How much of the racing kit does the club cover?');
    const first = guidance.split('\n\n')[1] ?? '';
    expect(first).toContain('club pays');
    expect(first).toContain('member pays');
  });

  it('does not join a next sentence stating no share', async () => {
    const guidance = await askAboutText(CLUB_RULES, 'club-rules.md', 'How much of the racing kit does the club cover?');
    expect(guidance).not.toContain('Kit stays the property');
  });
});

const LIFEGUARD_GUIDE = [
  '# Lifeguard handbook',
  '',
  '## Radio calls',
  '',
  'Keep each call short and plain. The duty desk will answer you in 2 minutes. Check in again every 15 minutes while the pool is open.',
  '',
  '## Training',
  '',
  'A new lifeguard shadows a senior lifeguard for at least a full week before working a shift alone. The pool manager signs off the training record.',
].join('\n');

describe.each(DATABASE_TARGETS)('a lifeguard handbook asked how long to shadow, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it("quotes the period in the question's words before a figure of something else", async () => {
    const guidance = await askAboutText(
      LIFEGUARD_GUIDE,
      'lifeguard-handbook.md',
      'How long must I follow a senior lifeguard around before working alone?',
    );
    const first = guidance.split('\n\n')[1] ?? '';
    expect(first).toContain('at least a full week');
  });
});
