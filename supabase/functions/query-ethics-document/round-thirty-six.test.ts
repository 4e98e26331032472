// The thirty-sixth round's general causes, met trying two staff policies nobody here had used (a one-page leave
// policy set in Word, an expenses page in Markdown) as a visitor would, in their own words:
// - a noun in -ion and the person or adjective made from it stem apart in Porter2 ('probation' is 'probat',
//   'probationers' is 'probation', 'probationary' is 'probationari'), so 'Do people on probation get leave?' was
//   'not covered' by a policy saying what probationers get (word-forms.ts joins the family);
// - a reader's everyday words for a policy's (a doctor's or sick note for a medical certificate, in one go for
//   consecutive days, leftover money for an unused budget, carrying over for rolling over or carrying forward), synonym data;
// - the sentence after the one found, going on about it ('This covers you, your spouse…'), left out though it answers;
// - a lead-in of two words ('Some guidance:') quoted alone before its list item, saying nothing the item does not.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { askAboutText, firstQuote } from './testing/ask-about-text.ts';

const LEAVE_POLICY = [
  '# Staff leave rules',
  '',
  '## 2. Who may take leave',
  '',
  'Everyone on a permanent contract may take the leave below. Probationers accrue annual leave from their first day and may take it once their third month is complete.',
  '',
  '## 3. Kinds of leave',
  '',
  '- Annual leave: 22 days a year. No more than 10 consecutive days may be taken without the director agreeing.',
  '- Sick leave: paid for up to 8 days a year. A medical certificate is required for any absence longer than three days.',
  '- Study leave: 5 days a year for an approved course.',
  '',
  '## 4. Unused leave',
  '',
  'Up to five days of unused annual leave roll over into the next leave year; anything beyond that is lost on 31 March.',
].join('\n');

describe.each(DATABASE_TARGETS)('a leave policy asked in a reader’s own words, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('finds what probationers get when asked about people on probation, and what a probationary employee gets', async () => {
    const asked = await askAboutText(LEAVE_POLICY, 'leave.md', 'Can someone still on probation take holidays?');
    expect(asked).not.toMatch(/Not covered/);
    expect(firstQuote(asked)).toContain('Probationers accrue annual leave');
    const probationary = await askAboutText(LEAVE_POLICY, 'leave.md', 'When can a probationary employee use their annual leave?');
    expect(firstQuote(probationary)).toContain('Probationers accrue annual leave');
  });

  it("quotes the medical certificate rule when asked about a doctor's note", async () => {
    const asked = await askAboutText(LEAVE_POLICY, 'leave.md', "After how many days off do I need a doctor's note?");
    expect(asked).toContain('A medical certificate is required');
  });

  it('quotes the limit on consecutive days of leave when asked about taking it in one go', async () => {
    const asked = await askAboutText(LEAVE_POLICY, 'leave.md', 'Is there a limit on how much annual leave I can take in one go?');
    expect(asked).toContain('No more than 10 consecutive days may be taken');
  });

  it('quotes what rolls over when asked whether leftover days carry over', async () => {
    const asked = await askAboutText(LEAVE_POLICY, 'leave.md', 'Do my leftover holidays carry over to next year?');
    expect(firstQuote(asked)).toContain('unused annual leave roll over');
  });
});

const HANDBOOK = [
  '# Staff handbook',
  '',
  '## Health and wellness',
  '',
  'All full-time employees are covered under our group health insurance policy. This covers you, your spouse and up to two children.',
  '',
  '## Travel',
  '',
  'We do not pre-approve travel, and trust staff to decide well. Some guidance:',
  '',
  '- We all travel economy by default and cannot pay for business class; upgrade with your own money if you like.',
  '- Taking a slower train to save a few euro is rarely worth your time.',
].join('\n');

describe.each(DATABASE_TARGETS)('a handbook whose answer runs into the next sentence or sits under a short lead-in, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes the sentence going on about the one found when it answers the question', async () => {
    const asked = await askAboutText(HANDBOOK, 'handbook.md', 'Who does the health insurance cover?');
    expect(firstQuote(asked)).toContain('This covers you, your spouse and up to two children.');
  });

  it('quotes a list item without a two-word lead-in before it', async () => {
    const asked = await askAboutText(HANDBOOK, 'handbook.md', 'Can I fly business class?');
    expect(firstQuote(asked)).toContain('We all travel economy by default');
    expect(asked).not.toMatch(/^> Some guidance:$/m);
  });
});
