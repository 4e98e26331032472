// A lead-in whose list the author set as headings of their own ('…six
// different areas:', then 'Psychobiology', 'Socioculture', … each over one
// short paragraph) is quoted with those items, as a list's lead-in is, on
// both databases; and the items are read only where they are printed without
// a gap after the lead-in.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { endsOnLeadIn, headedItemsAfter } from './headed-lists.ts';
import { askAboutText } from './testing/ask-about-text.ts';

const HANDBOOK = [
  '# Course handbook',
  '',
  '## 3 Context',
  '',
  'Context shapes every conversation we have. To understand it better, we can break it down into three different areas:',
  '',
  '##### Psychobiology',
  '',
  'Our emotions, physiological state, intentions and values.',
  '',
  '##### Socioculture',
  '',
  'Our relationships, the roles we adopt and group rules.',
  '',
  '##### Environment',
  '',
  'Location and surroundings, including virtual ones.',
  '',
  '## 4 Questions',
  '',
  'Clean questions help the listener stay with their own words rather than ours.',
].join('\n');

describe.each(DATABASE_TARGETS)('a lead-in whose items are headings, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes each headed item with its text under the lead-in', async () => {
    const guidance = await askAboutText(HANDBOOK, 'handbook.md', 'Which areas do they break context into?');
    expect(guidance).toContain('three different areas:');
    expect(guidance).toContain('Psychobiology: Our emotions');
    expect(guidance).toContain('Socioculture: Our relationships');
    expect(guidance).toContain('Environment: Location and surroundings');
  });
});

const section = (position: number, heading: string, content: string) => ({ position, sectionRef: heading, heading, content });

describe('the headed items after a lead-in', () => {
  const leadIn = section(4, '3 Context', 'We can break it down into three areas:');

  it('reads a passage as ending on a lead-in only when its last line stops on a colon', () => {
    expect(endsOnLeadIn('Some text.\nWe can break it down into three areas:')).toBe(true);
    expect(endsOnLeadIn('The areas are listed below: see them.')).toBe(false);
  });

  it('takes the headings one level below the lead-in, in order, each with its text', () => {
    const following = [section(5, '3 Context › History', 'What has happened before.'), section(6, '3 Context › Time', 'The time of day.')];
    expect(headedItemsAfter(leadIn, following)).toEqual(['History: What has happened before.', 'Time: The time of day.']);
  });

  it('stops at a passage that is no item, and makes no list of a single item', () => {
    const following = [section(5, '3 Context › History', 'What has happened before.'), section(6, '4 Questions', 'Clean questions.')];
    expect(headedItemsAfter(leadIn, following)).toEqual([]);
  });

  it('ends the run at an item whose text goes on, so nothing between the items is left out', () => {
    const following = [
      section(5, '3 Context › History', 'What has happened before.'),
      section(6, '3 Context › Time', 'The time of day.\nThese areas overlap.'),
      section(7, '3 Context › Method', 'The medium used.'),
    ];
    expect(headedItemsAfter(leadIn, following)).toEqual(['History: What has happened before.', 'Time: The time of day.']);
  });

  it('takes no heading two levels down, nor a passage that does not follow on', () => {
    expect(
      headedItemsAfter(leadIn, [section(5, '3 Context › History › Early', 'Long ago.'), section(6, '3 Context › Time', 'Now.')]),
    ).toEqual([]);
    expect(headedItemsAfter(leadIn, [section(6, '3 Context › History', 'Before.'), section(7, '3 Context › Time', 'Now.')])).toEqual([]);
  });
});
