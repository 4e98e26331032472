import { describe, expect, it } from 'vitest';
import { chunkDocument, MAX_CHUNK_CHARS } from './document-chunks.ts';
import { splitSentences } from './sentences.ts';

describe('chunkDocument on plain text', () => {
  it('keeps numbered clauses apart, each with its reference and heading', () => {
    const chunks = chunkDocument(
      'Section 3 Fees\n\n3.1 Fees are charged by time.\n\n3.2 Invoices are monthly.\nThey are payable in 30 days.',
    );
    expect(chunks).toEqual([
      { position: 0, sectionRef: 'Section 3.1', heading: 'Section 3 Fees', content: '3.1 Fees are charged by time.' },
      {
        position: 1,
        sectionRef: 'Section 3.2',
        heading: 'Section 3 Fees',
        content: '3.2 Invoices are monthly. They are payable in 30 days.',
      },
    ]);
  });

  it('cites a section by its whole title where the document numbers its sections afresh under each article', () => {
    const bylaws = [
      '## ARTICLE II — FELLOWSHIP',
      '## Section 4 — Rights of Fellows:',
      'Fellowship shall entitle Fellows to vote on the election of Councilors.',
      '## ARTICLE III — NOTICES',
      'Notice of meetings shall be sent one month before the Annual Meeting.',
      '## ARTICLE XVI — AMENDMENTS',
      '## Section 4 — Ratification Process',
      'Amendments approved by the Council are put to the Fellows at the next Annual Meeting.',
      '### Subsection 4.1 Emergencies:',
      'In an emergency the Council may amend these bylaws for 90 days.',
    ].join('\n\n');
    expect(chunkDocument(bylaws).map((chunk) => chunk.sectionRef)).toEqual([
      'Section 4 — Rights of Fellows',
      'Article III',
      'Section 4 — Ratification Process',
      // A heading ending on a colon is cited without it.
      'Subsection 4.1 Emergencies',
    ]);
    // A label that heads one section only stays as short as it was.
    expect(chunkDocument(bylaws.replace('Section 4 — Ratification', 'Section 5 — Ratification')).map((chunk) => chunk.sectionRef)).toEqual([
      'Section 4',
      'Article III',
      'Section 5',
      'Subsection 4.1 Emergencies',
    ]);
  });

  it('cites a heading, and without headings or pages the words the paragraph begins with', () => {
    const chunks = chunkDocument('CONFIDENTIALITY\n\nWe keep your affairs private.\n\nStill under the same heading.');
    expect(chunks.map((chunk) => [chunk.sectionRef, chunk.heading])).toEqual([['Confidentiality', 'Confidentiality']]);
    const plain = chunkDocument('First paragraph of plain prose about fees.\n\n' + 'Second one. '.repeat(80));
    expect(plain.map((chunk) => chunk.sectionRef)).toEqual([
      'Paragraph beginning “First paragraph of plain prose about…”',
      'Paragraph beginning “Second one. Second one. Second one.…”',
    ]);
  });

  it('keeps a list with its lead-in, one item per line', () => {
    const [chunk] = chunkDocument('The firm must not provide:\n- bookkeeping\n- payroll services');
    expect(chunk!.content).toBe('The firm must not provide:\n- bookkeeping\n- payroll services');
  });

  it('keeps a lead-in with its list when a blank line stands between them, as a PDF lays it out', () => {
    const chunks = chunkDocument(
      'Debian GNU/Linux is:\n\n- a free operating system;\n- a community project.\n\nAnother paragraph follows here.',
    );
    expect(chunks.map((chunk) => chunk.content)).toContain('Debian GNU/Linux is:\n- a free operating system;\n- a community project.');
  });

  it('joins the hard-wrapped lines of an e-mail, quoted reply included, keeping the figure with its sentence', () => {
    const email = [
      'Hi Mary,',
      '',
      'Thanks for the note. As agreed, the default weight value is',
      '50, and the maximum is 100. The case-',
      'sensitive flag stays off.',
      '',
      'On Monday you wrote:',
      '> Can the invoice be paid within',
      '> 30 days of the date?',
      '',
      'Regards,',
      'John',
    ].join('\n');
    const content = chunkDocument(email)
      .map((chunk) => chunk.content)
      .join('\n');
    expect(splitSentences(content)).toEqual(
      expect.arrayContaining([
        'As agreed, the default weight value is 50, and the maximum is 100.',
        'The case-sensitive flag stays off.',
        'On Monday you wrote:',
        'Can the invoice be paid within 30 days of the date?',
      ]),
    );
  });

  it('finds a title line between one-line paragraphs with no blank line around it', () => {
    const long = 'The Practice keeps working papers for six years after the engagement ends, in a secure archive that it runs itself.';
    const chunks = chunkDocument(`${long}\nCONFIDENTIALITY\n${long.replace('six', 'seven')}`);
    expect(chunks.map((chunk) => [chunk.heading, chunk.content.slice(0, 40)])).toEqual([
      ['', long.slice(0, 40)],
      ['Confidentiality', long.replace('six', 'seven').slice(0, 40)],
    ]);
  });

  it('removes print artefacts that hide words from search: soft hyphens, ligatures, no-break spaces', () => {
    const [chunk] = chunkDocument('The man\u00ADagement ﬁle is kept for\u00A030 days in the ofﬁce.');
    expect(chunk!.content).toBe('The management file is kept for 30 days in the office.');
  });

  it('splits a long paragraph at sentence ends, repeating the sentence before each cut', () => {
    const sentence = (n: number) => `Sentence No. ${n} explains one rule, e.g. the fee of 3.5 per cent under s. 2.1 of Data.tar.gz v1.0.2.`;
    const text = Array.from({ length: 60 }, (_, n) => sentence(n)).join(' ');
    const chunks = chunkDocument(text);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.every((chunk) => chunk.content.length <= MAX_CHUNK_CHARS)).toBe(true);
    // Every passage starts and ends on a whole sentence.
    for (const chunk of chunks) {
      expect(chunk.content).toMatch(/^Sentence No\. \d+ /);
      expect(chunk.content).toMatch(/v1\.0\.2\.$/);
    }
    const lastOfFirst = splitSentences(chunks[0]!.content).at(-1)!;
    expect(chunks[1]!.content.startsWith(lastOfFirst)).toBe(true);
  });

  it("cuts a sentence longer than a passage after a clause's semicolon, never inside a word", () => {
    const clause = (n: number) =>
      `(${String.fromCharCode(65 + (n % 26))}) information concerning the employees and consultants of the Company number ${n}`;
    const text = `"Proprietary Information" means ${Array.from({ length: 40 }, (_, n) => clause(n)).join('; ')}.`;
    const chunks = chunkDocument(text);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((chunk) => chunk.content.length <= MAX_CHUNK_CHARS)).toBe(true);
    // Each passage but the last ends on a clause's semicolon, and the next opens on the next clause.
    for (const chunk of chunks.slice(0, -1)) expect(chunk.content).toMatch(/;$/);
    for (const chunk of chunks.slice(1)) expect(chunk.content).toMatch(/^\([A-Z]\) information/);
  });

  it('cuts text with no sentence ends by length', () => {
    const chunks = chunkDocument('word'.repeat(2000));
    expect(chunks.every((chunk) => chunk.content.length <= MAX_CHUNK_CHARS)).toBe(true);
    expect(chunks.map((chunk) => chunk.content).join('')).toBe('word'.repeat(2000));
  });
});

describe('chunkDocument on the agreed document-text form', () => {
  const spec = [
    '# Shared MIME-info Database',
    '',
    '## 2.4. The glob files',
    '',
    'The globs2 file is a simple list of lines. For example:',
    '',
    '```',
    '# This file was automatically generated by the',
    '# update-mime-database command. DO NOT EDIT!',
    '50:text/x-diff:*.diff',
    '```',
    '',
    '| Attribute | Default |',
    '| --- | --- |',
    '| weight | 50 |',
    '\f',
    'Applications MUST match globs case-insensitively, except when the case-sensitive attribute is set to',
    '\f',
    'true. This is so that e.g. main.C will be seen as a C++ file.',
    '',
    '### Glob weights',
    '',
    'The default weight value is 50, and the maximum is 100.',
  ].join('\n');

  it('takes only # lines for headings: a comment inside code or a capitalised line is not one', () => {
    const chunks = chunkDocument(spec);
    expect(new Set(chunks.map((chunk) => chunk.heading))).toEqual(
      new Set(['Shared MIME-info Database › 2.4. The glob files', 'Shared MIME-info Database › 2.4. The glob files › Glob weights']),
    );
    expect(chunks.map((chunk) => chunk.sectionRef)).toEqual(expect.arrayContaining(['Section 2.4', 'Glob weights']));
    const code = chunks.find((chunk) => chunk.content.includes('DO NOT EDIT!'))!;
    expect(code.content).toContain(
      '```\n# This file was automatically generated by the\n# update-mime-database command. DO NOT EDIT!\n50:text/x-diff:*.diff\n```',
    );
    expect(code.content).toContain('| Attribute | Default |\n| --- | --- |\n| weight | 50 |');
  });

  it('joins a paragraph cut by a page break', () => {
    const chunks = chunkDocument(spec);
    expect(chunks.map((chunk) => chunk.content).join('\n')).toContain(
      'Applications MUST match globs case-insensitively, except when the case-sensitive attribute is set to true. This is so that e.g. main.C will be seen as a C++ file.',
    );
  });

  it('joins a paragraph the page break cut before a capitalised name, but not a short line without a stop', () => {
    const text = [
      '# Top-ups',
      '',
      'Where works will take longer than planned, further void costs can be claimed in addition to those funded under the ARP Integration',
      '\f',
      'Tariff. In exceptional cases up to an additional 56 days can be funded.',
      '',
      'Figure 2 Costs by region',
      '\f',
      'Regional offices report their costs each quarter.',
    ].join('\n');
    const contents = chunkDocument(text).map((chunk) => chunk.content);
    expect(contents.some((content) => content.includes('funded under the ARP Integration Tariff. In exceptional cases'))).toBe(true);
    expect(contents.some((content) => content.includes('Figure 2 Costs by region Regional offices'))).toBe(false);
  });

  it('keeps a lead-in with the list the page break carried over, past the footnotes under it', () => {
    const filler = `${'Wireless networks carry data through the air. '.repeat(14)}`;
    const text = [
      '# Home networks',
      '',
      `${filler}Recommended choices, most preferred first, are as follows:`,
      '',
      '9 If the documentation recommends nothing, follow these examples.',
      '',
      '10 Ad hoc networks are not recommended.',
      '\f',
      '1. WPA2 with AES',
      '2. WPA with AES',
      '\f',
      `${filler}General recommendations are as follows:`,
      '\f',
      '- Limit access to the device;',
      '- Disable networking capabilities when not needed.',
    ].join('\n');
    const contents = chunkDocument(text).map((chunk) => chunk.content);
    expect(contents.some((content) => content.includes('are as follows:\n1. WPA2 with AES\n2. WPA with AES'))).toBe(true);
    expect(contents.some((content) => content.includes('General recommendations are as follows:\n- Limit access to the device;'))).toBe(
      true,
    );
    expect(contents.some((content) => content.includes('10 Ad hoc networks are not recommended.'))).toBe(true);
  });

  it('keeps a sentence that goes on after a command with the command and its lead-in', () => {
    const blocks = ['# Usage', '', 'Similarly, running:', '', '```', 'headache -r foo.c', '```', '', 'removes any header.'];
    const text = [...blocks.slice(0, 2), 'x '.repeat(440), '', ...blocks.slice(2)].join('\n');
    expect(chunkDocument(text).some((chunk) => chunk.content.includes('running:\n```\nheadache -r foo.c\n```\nremoves any header.'))).toBe(
      true,
    );
  });

  it('keeps the title of a code sample with its code', () => {
    const text = ['# Usage', '', `${'Words here. '.repeat(72)}`, '', 'A complete program', '', '```', 'int main() {}', '```'].join('\n');
    expect(chunkDocument(text).some((chunk) => chunk.content.includes('A complete program\n```\nint main() {}\n```'))).toBe(true);
  });

  it("does not join a definition list's terms and descriptions into one sentence", () => {
    const text = ['# Columns', '', 'items', '', 'number of items in the table', '', 'buckets', '', 'number of buckets'].join('\n');
    const content = chunkDocument(`\f${text}`)
      .map((chunk) => chunk.content)
      .join('\n');
    expect(content).not.toContain('items number of items');
    expect(content).not.toContain('table buckets');
  });

  it('cites the page where a document has pages but no headings', () => {
    const pages = [
      'The first page says fees are monthly.',
      'The second page says invoices are due in 30 days.',
      'The third page is about records.',
    ];
    const chunks = chunkDocument(pages.join('\n\f\n'));
    expect(chunks.map((chunk) => [chunk.sectionRef, chunk.content])).toEqual([
      ['Page 1', pages[0]],
      ['Page 2', pages[1]],
      ['Page 3', pages[2]],
    ]);
  });

  it('takes no capitalised or numbered line of a PDF for a heading unless it came as a # line', () => {
    const chunks = chunkDocument('WARNING\n\nDo not edit the files by hand.\n\f\n4 Fees and charges\n\nFees are monthly.');
    expect(chunks.map((chunk) => [chunk.sectionRef, chunk.heading])).toEqual([
      ['Page 1', ''],
      ['Page 2', ''],
    ]);
  });

  it('cites the page before the first heading, then the heading', () => {
    const chunks = chunkDocument('A title page with the author.\n\f\n## 1. Introduction\n\nThe text begins here.');
    expect(chunks.map((chunk) => chunk.sectionRef)).toEqual(['Page 1', 'Section 1']);
  });

  it('cites a Word document by its headings, and what comes before the first one by its opening words', () => {
    const chunks = chunkDocument(
      'Prepared for the board in March.\n\n# Data retention\n\nRecords are kept for six years.\n\n## Article 5 Erasure\n\nData is erased on request.',
    );
    expect(chunks.map((chunk) => [chunk.sectionRef, chunk.heading])).toEqual([
      ['Paragraph beginning “Prepared for the board in March.”', ''],
      ['Data retention', 'Data retention'],
      ['Article 5', 'Data retention › Article 5 Erasure'],
    ]);
  });

  it("keeps a title page's author and date lines, set as headings, as text of the front matter", () => {
    const chunks = chunkDocument(
      [
        '# Guide to the Algorithm',
        '',
        '### Jane Murphy, for the Development Team',
        '',
        '### July 2019',
        '',
        'Comments are welcome.',
        '',
        '# 1 Motivation',
        '',
        'This document describes the algorithm.',
      ].join('\n'),
    );
    expect(chunks[0]).toMatchObject({ heading: 'Guide to the Algorithm', sectionRef: 'Guide to the Algorithm' });
    expect(chunks[0]!.content).toContain('Jane Murphy, for the Development Team');
    expect(chunks[0]!.content).toContain('July 2019');
    expect(chunks.at(-1)).toMatchObject({ heading: '1 Motivation', content: 'This document describes the algorithm.' });
    // Past the front matter, a heading with nothing under it is a section heading like any other, not text.
    const later = chunkDocument('# Report\n\nIt begins.\n\n## 2 Empty\n\n## 3 Full\n\nText.');
    expect(later.map((chunk) => chunk.content)).toEqual(['It begins.', 'Text.']);
  });

  it("keeps a title page's lines past a decorative line, until a paragraph of running text", () => {
    const chunks = chunkDocument(
      [
        '# Guide to Home Security',
        '',
        '#### Alan Turing Grace Hopper',
        '',
        '#### Available from the institute',
        '',
        'C O M P U T E R   S E C U R I T Y',
        '',
        '#### Alan Turing Computer Laboratory',
        '',
        '#### Grace Hopper Navy Research',
        '',
        '#### July 2016',
        '',
        'Jane Murphy, Secretary',
        '',
        '## Authority',
        '',
        'This publication has been developed by the institute.',
      ].join('\n'),
    );
    const text = chunks.map((chunk) => chunk.content).join('\n');
    expect(text).toContain('Alan Turing Computer Laboratory');
    expect(text).toContain('Grace Hopper Navy Research');
    expect(text).toContain('July 2016');
    expect(chunks.at(-1)).toMatchObject({ heading: 'Guide to Home Security › Authority' });
  });

  it('reads a title set over two heading lines as one title', () => {
    const chunks = chunkDocument('# Onboarding Process for\n\n# Example Limited\n\n## History\n\nIt began in 2013.');
    expect(chunks.map((chunk) => chunk.heading)).toEqual(['Onboarding Process for Example Limited › History']);
  });

  it("keeps a value set as a heading under an empty heading ('Mitigation', then 'N/A') as that heading's text", () => {
    const chunks = chunkDocument(
      [
        '## Threat 6',
        '',
        '### Impact',
        '',
        'An admin can bypass the controller.',
        '',
        '### Mitigation',
        '',
        '### N/A',
        '',
        '## Threat 7',
        '',
        'Text.',
      ].join('\n'),
    );
    expect(chunks.find((chunk) => chunk.content === 'N/A')?.heading).toBe('Threat 6 › Mitigation');
  });

  it('leaves out a contents table, titles and page numbers, but keeps a table of figures', () => {
    const chunks = chunkDocument(
      [
        '# Threat Model',
        '',
        '| Introduction | 2 |',
        '| --- | --- |',
        '| Threats | 5 |',
        '| Mitigation ID 2 - Webhook fails closed | 11 |',
        '| Mitigation ID 3 - Webhook authenticates callers | 12 |',
        '',
        '## Mitigations',
        '',
        'Webhooks can be set to fail closed.',
        '',
        '| Year | Releases |',
        '| --- | --- |',
        '| 2019 | 4 |',
        '| 2020 | 6 |',
      ].join('\n'),
    );
    const content = chunks.map((chunk) => chunk.content).join('\n');
    expect(content).not.toContain('| 11 |');
    expect(content).toContain('Webhooks can be set to fail closed.');
    expect(content).toContain('| 2020 | 6 |');
  });

  it("keeps a table's caption with its table, so a row is searched with the caption", () => {
    const chunks = chunkDocument(
      [
        '## 4 Testing',
        '',
        'The suites are run before each release.',
        '',
        'Table 2: Run times of the test suites',
        '',
        '| Suite | Run time |',
        '| --- | --- |',
        '| full | 40 minutes |',
      ].join('\n'),
    );
    expect(chunks.find((chunk) => chunk.content.includes('| full |'))?.content).toContain('Table 2: Run times of the test suites');
  });

  it('gives each passage the path of headings it sits under, so a section title is searched with every passage of it', () => {
    const chunks = chunkDocument(
      '# 7 Identifiers\n\n## 7.1 Global Unique Identifier (GUID)\n\nEach dataset has one.\n\n## 7.2 Names\n\nNames are short.\n\n# 8 Other\n\nThe end.',
    );
    expect(chunks.map((chunk) => chunk.heading)).toEqual([
      '7 Identifiers › 7.1 Global Unique Identifier (GUID)',
      '7 Identifiers › 7.2 Names',
      '8 Other',
    ]);
    // Plain text: the depth of a clause number says which heading a heading sits under.
    const plain = chunkDocument('1 Fees\n\nFees are monthly.\n\n1.1 Late payment\n\nInterest runs.\n\n2 Records\n\nKept six years.');
    expect(plain.map((chunk) => chunk.heading)).toEqual(['1 Fees', '1 Fees › 1.1 Late payment', '2 Records']);
  });

  it('does not take an ordered list item for a clause number', () => {
    const chunks = chunkDocument('## Steps\n\nDo this:\n1. Open the file.\n2. Save it.');
    expect(chunks.map((chunk) => [chunk.sectionRef, chunk.content])).toEqual([['Steps', 'Do this:\n1. Open the file.\n2. Save it.']]);
  });

  it('splits a long code block at line ends, each piece fenced', () => {
    const code = ['```', ...Array.from({ length: 80 }, (_, n) => `line ${n}: ${'x'.repeat(30)}`), '```'].join('\n');
    const chunks = chunkDocument(`## Listing\n\n${code}`);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.content).toMatch(/^```\nline \d+: x+\n[\s\S]*\n```$/);
      expect(chunk.content.length).toBeLessThanOrEqual(MAX_CHUNK_CHARS);
    }
  });
});
