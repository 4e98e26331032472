// The fifty-first round's general causes, read from the forty-second and forty-third visitor sets' misses (an
// incident management page, an emergency preparedness chapter), shown here on made-up text: 'What is step one?' asks
// for the first step as 'What is the first step?' does; a British reader's 'lift' is an American document's
// 'elevator' (synonym data); an internal extension ('x33333') or a number written with dots ('855.597.4733') is a
// telephone number a reader asks for (_shared/contact-details.test.ts). And, from the thirty-eighth set's, 'What happens
// in step 3 of the plan?' answered from the section headed 'Step 3', not from 'Step 5' saying 'plan'.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { asksForFirst } from './question-kinds.ts';
import { askAboutText } from './testing/ask-about-text.ts';

describe('the first step asked by its number', () => {
  it('reads "step one" and "stage 1" as asking for the first step, not "step 1.2" or "one step"', () => {
    expect(asksForFirst('Something has just broken. What is step one?')).toBe(true);
    expect(asksForFirst('What happens at stage 1?')).toBe(true);
    expect(asksForFirst('What happens at step 1.2?')).toBe(false);
    expect(asksForFirst('Can we take it one step at a time?')).toBe(false);
  });
});

const EMERGENCY = [
  '# Emergency preparedness',
  '',
  '## Evacuation',
  '',
  "When the fire alarm sounds, leave by the nearest exit. Don't use the elevators. Gather at the assembly point.",
  '',
  '## Reporting',
  '',
  'For site emergencies, call the dispatcher on x33333. Off site, call 999.',
].join('\n');

const PLAN = [
  '# Executing our plan',
  '',
  '## Step 1',
  '',
  'Members form a small team that will run the work.',
  '',
  '## Step 2',
  '',
  'Members agree the scope of the work.',
  '',
  '## Step 3',
  '',
  'Members draft a written policy from what they learned. The goal of this step is to agree on the rules.',
  '',
  '## Step 4',
  '',
  'Members create a plan to roll the policy out across the company.',
].join('\n');

describe.each(DATABASE_TARGETS)('an emergency chapter and a plan asked in a reader’s words, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('answers what happens in a step named by its number from that step’s section, its first sentence first', async () => {
    const answer = await askAboutText(PLAN, 'plan.md', 'What happens in step 3 of the plan?');
    expect(answer).toMatch(/^> Members draft a written policy from what they learned\./m);
    expect(answer.indexOf('— Step 3')).toBeLessThan(answer.indexOf('— Step 4') === -1 ? Infinity : answer.indexOf('— Step 4'));
  });

  it('answers whether to take the lift from what it says of the elevators', async () => {
    expect(await askAboutText(EMERGENCY, 'emergency.md', 'Can I take the lift when the fire alarm goes off?')).toContain(
      "Don't use the elevators.",
    );
  });

  it('answers which number to ring with the extension it gives', async () => {
    expect(await askAboutText(EMERGENCY, 'emergency.md', 'What number do I ring in an emergency?')).toContain('x33333');
  });
});
