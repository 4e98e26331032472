// The twenty-first round's general causes: a list item quoted alone lost what
// its lead-in says of it ('It is unlikely that it will operate correct on:'
// over 'Microsoft Windows – …'); a clause opening on 'first' was no first step;
// a reader's 'deadline' never reached a rule's 'no later than'; 'Direct costs
// are costs that…' defined nothing.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { definesSubject } from './compose.ts';
import { askAboutText } from './testing/ask-about-text.ts';
import { composedGuidance, passage } from './testing/inline-passages.ts';

const question = 'Will it work if I install it on a Windows machine?';

describe('a list item quoted alone', () => {
  it('comes after the lead-in that introduces its list', () => {
    const content = [
      'The application is tested on Linux servers.',
      '',
      'It is unlikely that it will operate correct on:',
      '- Microsoft Windows – The base of the application should work, but emails are likely to fail.',
      '- Solaris – Packages for its libraries are hard to find.',
    ].join('\n');
    const guidance = composedGuidance(question, [passage(content, { heading: 'Requirements › Platforms' })], 'manual.pdf');
    expect(guidance).toMatch(
      /> It is unlikely that it will operate correct on:\n>\n> — Section 1\n\n> Microsoft Windows – The base of the application should work/,
    );
    expect(guidance).not.toContain('Solaris');
  });

  it('stands alone when its list has no lead-in ending on a colon', () => {
    const content = [
      'The application is tested on Linux servers. Other platforms follow.',
      '',
      '- Microsoft Windows – The base of the application should work, but emails are likely to fail.',
      '- Solaris – Packages for its libraries are hard to find.',
    ].join('\n');
    const guidance = composedGuidance(question, [passage(content, { heading: 'Requirements › Platforms' })], 'manual.pdf');
    expect(guidance).toContain('> Microsoft Windows – The base of the application should work');
    expect(guidance).not.toContain('Other platforms follow');
  });
});

describe('asked what to do first', () => {
  it('leads with the sentence telling what to do first, though another shares more of the question', () => {
    const guidance = composedGuidance(
      "What's the very first thing I should do before upgrading to a new release?",
      [
        passage('Upgrading to a new release is easy: replace the files with the latest release and run the update script.', {
          heading: 'Upgrade instructions',
          sectionRef: 'Section 5',
          position: 1,
        }),
        passage('Before doing anything, first backup the database. You can do this with the dump tools.', {
          heading: 'Upgrade instructions › Backing up the database',
          sectionRef: 'Section 5.1',
          position: 2,
          score: 0.8,
          coverage: 0.5,
        }),
      ],
      'manual.pdf',
    );
    const quotes = guidance.split('\n\n').filter((line) => line.startsWith('> '));
    expect(quotes[0]).toContain('Before doing anything, first backup the database.');
  });
});

const POLICY = [
  '# Timekeeping policy',
  '',
  '## Requirements',
  '',
  'Staff must save their hours for each day no later than 10:00 am the following business day.',
  '',
  '## Training',
  '',
  'Timekeeping training is held at onboarding and every year after.',
].join('\n');

describe.each(DATABASE_TARGETS)('a deadline asked for in a reader’s word, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('finds the rule saying "no later than"', async () => {
    const guidance = await askAboutText(POLICY, 'policy.md', "What's the deadline for getting my hours in?");
    expect(guidance).toContain('no later than **10:00** am the following business day');
  });
});

describe('a definition by its kind', () => {
  it("reads 'X are Ys that…' as defining X, and a sentence only saying where X are as not", () => {
    expect(definesSubject('Direct costs are costs that are incurred for the benefit of a single contract.', ['direct', 'cost'])).toBe(true);
    expect(definesSubject('A timesheet is the record which each member signs.', ['timesheet'])).toBe(true);
    expect(definesSubject('Direct costs are shown in the table below.', ['direct', 'cost'])).toBe(false);
  });
});
