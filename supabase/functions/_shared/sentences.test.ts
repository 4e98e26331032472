import { describe, expect, it } from 'vitest';
import { splitSentences, textUnits } from './sentences.ts';

describe('splitSentences', () => {
  it('ends a sentence at a full stop, question or exclamation mark before a capital', () => {
    expect(splitSentences('Fees are monthly. Are they fixed? No! They change every January.')).toEqual([
      'Fees are monthly.',
      'Are they fixed?',
      'No!',
      'They change every January.',
    ]);
  });

  it.each([
    [
      'abbreviations',
      'Use a hash table, e.g. GNOME does. It is fast, i.e. O(1) lookups.',
      ['Use a hash table, e.g. GNOME does.', 'It is fast, i.e. O(1) lookups.'],
    ],
    [
      'numbered references',
      'See No. 5 of the list and para. 4 of s. 322 today. Then stop.',
      ['See No. 5 of the list and para. 4 of s. 322 today.', 'Then stop.'],
    ],
    [
      'a limit before its number',
      'Give the project a short title (max. 12 words); it is used in all letters. Keep the summary to min. 50 words.',
      ['Give the project a short title (max. 12 words); it is used in all letters.', 'Keep the summary to min. 50 words.'],
    ],
    [
      'titles and initials',
      'Mr. Byrne met Dr. Walsh and T. Leonard in the U.S. Embassy. They agreed.',
      ['Mr. Byrne met Dr. Walsh and T. Leonard in the U.S. Embassy.', 'They agreed.'],
    ],
    [
      'etc. in mid-sentence',
      'Icons, globs etc. are merged by the tool. Nothing else is.',
      ['Icons, globs etc. are merged by the tool.', 'Nothing else is.'],
    ],
    [
      'etc. at the end of a sentence',
      'Icons, globs, aliases etc. The rest is ignored.',
      ['Icons, globs, aliases etc.', 'The rest is ignored.'],
    ],
    [
      'version numbers',
      'This is version 1.0.2 of the file. It replaces 0.21.',
      ['This is version 1.0.2 of the file.', 'It replaces 0.21.'],
    ],
    [
      'file names',
      'Files such as Data.tar.gz and freedesktop.org.xml match the longest pattern. Others do not.',
      ['Files such as Data.tar.gz and freedesktop.org.xml match the longest pattern.', 'Others do not.'],
    ],
    [
      'decimal figures and section numbers',
      'The rate is 3.5 per cent under section 2.1 of the terms. See Section 2.11. It explains why.',
      ['The rate is 3.5 per cent under section 2.1 of the terms.', 'See Section 2.11.', 'It explains why.'],
    ],
    [
      'URLs',
      'The namespace is http://www.freedesktop.org/standards/shared-mime-info for all elements. Use it.',
      ['The namespace is http://www.freedesktop.org/standards/shared-mime-info for all elements.', 'Use it.'],
    ],
    [
      'quotes and brackets after the stop',
      'He said "stop." Then he left. (It was late.) We stayed.',
      ['He said "stop."', 'Then he left.', '(It was late.)', 'We stayed.'],
    ],
    ['a lower-case word after a stop', 'The flag is cs. it means case-sensitive.', ['The flag is cs. it means case-sensitive.']],
    ['a list number at a line start', '1. Open the file and read it.', ['1. Open the file and read it.']],
    ['a list number after a colon', 'Do this: 1. Open the file. 2. Save it.', ['Do this: 1. Open the file.', '2. Save it.']],
    ['a list letter at a line start', 'b. Stand-asides by members; and', ['b. Stand-asides by members; and']],
    ['a roman list number at a line start', 'ii. Blocks by members who disagree.', ['ii. Blocks by members who disagree.']],
    [
      'a short month before a date',
      'It was signed on 5 Sept. 2020 in Cork. Then it was filed.',
      ['It was signed on 5 Sept. 2020 in Cork.', 'Then it was filed.'],
    ],
  ])('does not break at %s', (_, text, expected) => {
    expect(splitSentences(text)).toEqual(expected);
  });

  it('ends a sentence at a full stop with a footnote mark glued to it, the mark starting nothing', () => {
    expect(
      splitSentences('Use the AES algorithm.11 Recommended choices come first. Each PC says “one firewall.”18 If two run, they clash.'),
    ).toEqual(['Use the AES algorithm.', 'Recommended choices come first.', 'Each PC says “one firewall.”', 'If two run, they clash.']);
  });

  it('never reads a decimal, a version, a section number or a numbered abbreviation as a footnote mark', () => {
    for (const text of [
      'Install version 2.11 The old one fails.',
      'The budget was 0.25 Each level took a share.',
      'See Section 3.2 The rules apply.',
      'As in No.5 The list goes on.',
    ]) {
      expect(splitSentences(text)).toEqual([text]);
    }
  });

  it('keeps the figure with its sentence when the print line broke before it', () => {
    const line = 'There is also an optional weight attribute. The default weight value is 50, and the maximum is 100.';
    expect(splitSentences(line)).toContain('The default weight value is 50, and the maximum is 100.');
  });

  it('treats each line as its own unit, and a code block or table as one unit', () => {
    const text = [
      'The glob file looks like this:',
      '```',
      '# update-mime-database command. DO NOT EDIT!',
      '50:text/x-diff:*.diff',
      '```',
      '| Attribute | Default |',
      '| --- | --- |',
      '| weight | 50 |',
      '- first item. Second sentence.',
    ].join('\n');
    expect(splitSentences(text)).toEqual([
      'The glob file looks like this:',
      '```\n# update-mime-database command. DO NOT EDIT!\n50:text/x-diff:*.diff\n```',
      '| Attribute | Default |\n| --- | --- |\n| weight | 50 |',
      '- first item.',
      'Second sentence.',
    ]);
    expect(textUnits(text).map((unit) => unit.kind)).toEqual(['prose', 'code', 'table', 'prose']);
  });

  it('returns nothing for blank text', () => {
    expect(splitSentences(' \n \n')).toEqual([]);
  });
});
