// The judge of the real-document evaluation must fail what a reader would
// call broken: a quote that starts or stops mid-sentence, carries a page's
// running header or number, keeps a word split at a line end, is a line of the
// table of contents, or cites half a heading, a line that is no heading, or
// a paragraph other than the one it quotes.
import { describe, expect, it } from 'vitest';
import { boundaryIsWhole, isRealRef, judgeAnswer, quoteFaults, quotesOf } from './judge.ts';
import { buildReference } from './reference.ts';

const words = ['one', 'two', 'three', 'four'];
const pages = [1, 2, 3, 4].map((page) => [
  'Shared MIME-info Database',
  `${page}.1. Glob weights`,
  'There is also an optional weight attribute. The default weight value is',
  `50, and the maximum is 100. Files such as Data.tar.gz match the longest extension, e.g. the`,
  'pattern *.tar.gz wins. Tools for the man-',
  'agement of types read the management guide.',
  `2.${page} Why does the official stable released CD-ROM contain sym-`,
  'links for frozen and unstable?',
  `Paragraph ${words[page - 1]} starts here.`,
  String(page),
]);
// What the print sets as headings: each page's numbered title and its wrapped question.
const headings = [1, 2, 3, 4].flatMap((page) => [
  `${page}.1. Glob weights`,
  `2.${page} Why does the official stable released CD-ROM contain sym-`,
  'links for frozen and unstable?',
]);
const reference = buildReference(pages, headings);
const quote = (text: string, ref = 'Section 1.1') => ({ text, ref });

describe('real-document judge', () => {
  it('sets running headers and page numbers aside', () => {
    expect(reference.running).toEqual(expect.arrayContaining(['Shared MIME-info Database', '1', '4']));
    expect(reference.body).not.toContain('Shared MIME-info Database');
  });

  it('keeps a numbered step in the body though steps stand at the foot of several pages', () => {
    const guide = buildReference(
      [1, 2, 3, 4].map((page) => [
        'simplereport.gov',
        `Step ${page} comes first on this page.`,
        'Follow these steps:',
        page === 3 ? '1. Click the Activate button. You’ll need to click it within 7 days.' : `${page}. Click Next on this screen.`,
        String(page),
      ]),
    );
    expect(guide.running).toEqual(expect.arrayContaining(['simplereport.gov', '3']));
    expect(quoteFaults(quote('You’ll need to click it within 7 days.'), guide).join()).not.toMatch(/not in the document/);
  });

  it('accepts a whole sentence joined across print lines', () => {
    expect(quoteFaults(quote('The default weight value is 50, and the maximum is 100.'), reference)).toEqual([]);
  });

  it('fails a quote that stops where the print line stops', () => {
    expect(quoteFaults(quote('The default weight value is'), reference).join()).toMatch(/not a whole sentence/);
  });

  it('fails a quote that starts mid-sentence', () => {
    expect(quoteFaults(quote('and the maximum is 100.'), reference).join()).toMatch(/not a whole sentence/);
  });

  it('fails a sentence cut at a file name or after e.g.', () => {
    expect(quoteFaults(quote('Files such as Data.'), reference).join()).toMatch(/not a whole sentence/);
    expect(quoteFaults(quote('Files such as Data.tar.gz match the longest extension, e.g.'), reference).join()).toMatch(
      /not a whole sentence/,
    );
  });

  it('fails a quote holding a running header or a page number', () => {
    expect(quoteFaults(quote('Paragraph one starts here. 1 Shared MIME-info Database'), reference).join()).toMatch(/running header/);
    expect(quoteFaults(quote('Paragraph one starts here. 1 There is also an optional weight attribute.'), reference).join()).toMatch(
      /not in the document/,
    );
  });

  it('fails a word split by hyphenation, spaced or kept', () => {
    expect(quoteFaults(quote('Tools for the man- agement of types read the management guide.'), reference).join()).toMatch(
      /hyphenation split 'man- agement'/,
    );
    expect(quoteFaults(quote('Tools for the man-agement of types read the management guide.'), reference).join()).toMatch(
      /hyphenation split 'man-agement'/,
    );
    expect(quoteFaults(quote('Tools for the management of types read the management guide.'), reference)).toEqual([]);
  });

  it("takes a form's blank to fill in for no split word, and a sentence after an address that ends its own", () => {
    const form = buildReference([
      [
        'Each Member acknowledges the Good Standing Policy, available at',
        'https://www.example.org/good-standing-policy.',
        'Notice of any increase in fees will be given on or before October 15.',
        'See https://packages.',
        'debian.org/ for the list.',
        'Standards are available online at www.osha.gov.',
        'Twenty-four states run their own programs.',
        'Or try https://www.debian.',
        'org/ for more.',
      ],
    ]);
    expect(boundaryIsWhole('Notice of any increase in fees will be given on or before October 15.', form, 'start')).toBe(true);
    expect(boundaryIsWhole('debian.org/ for the list.', form, 'start')).toBe(false);
    // A whole host before the dot ends the sentence; a host with no dot of its own yet goes on.
    expect(boundaryIsWhole('Twenty-four states run their own programs.', form, 'start')).toBe(true);
    expect(boundaryIsWhole('org/ for more.', form, 'start')).toBe(false);
    const table = '| Name: | ______________ |\n| --- | --- |\n| E-mail: | ______________ |';
    expect(quoteFaults(quote(table), reference).join()).not.toMatch(/hyphenation split/);
    expect(quoteFaults(quote('The limit is ASN1_MAX_ NAME_SIZE bytes.'), reference).join()).toMatch(
      /hyphenation split 'ASN1_MAX_ NAME_SIZE'/,
    );
  });

  it("lets a sentence start after a code sample's closing brace", () => {
    const print = [['void f() {', '  g();', '}', 'Here again, users is the hash table.', '}', 'is used in the loop.'], ['x']];
    const faults = (text: string) => quoteFaults(quote(text, 'Page 1'), buildReference(print, [], []));
    expect(faults('Here again, users is the hash table.')).toEqual([]);
    expect(faults('is used in the loop.').join()).toMatch(/not a whole sentence/);
  });

  it('takes a hyphen and space printed inside one line as the author wrote them', () => {
    const print = [['Free all items:', '  free(user);  /* optional- if you want */', 'Done.'], ['x']];
    const code = ['  free(user);  /* optional- if you want */'];
    const faults = quoteFaults(quote('```\n  free(user);  /* optional- if you want */\n```', 'Page 1'), buildReference(print, [], code));
    expect(faults).toEqual([]);
  });

  it('takes a table row quoted under its header row when both are printed', () => {
    const table = buildReference(
      [['Award data', 'Data Element', 'Description', 'awardID', 'Links the award', 'awardee', 'Names who receives it']],
      ['Award data'],
    );
    const row = '| Data Element | Description |\n| --- | --- |\n| awardID | Links the award |';
    expect(quoteFaults(quote(row, 'Award data'), table)).toEqual([]);
    expect(
      quoteFaults(quote('| Data Element | Description |\n| --- | --- |\n| awardID | Never printed |', 'Award data'), table).join(),
    ).toMatch(/not in the document/);
  });

  it('fails a line of the table of contents', () => {
    const withContents = buildReference([['Contents', 'Error-free rate\t7', 'Completion Rate . . . . . 6', 'Body text follows here.']]);
    expect(quoteFaults(quote('Error-free rate 7', 'Contents'), withContents).join()).toMatch(/table of contents/);
  });

  it('takes no ellipsis of a formula, its subscripts set on another line, for a line of the table of contents', () => {
    const formula = buildReference([
      ['2 Compression', 'The function applies a keyed permutation to the state v0 ... v15 in seven rounds.', '0 15', '... v'],
      ['Body text follows here.'],
    ]);
    expect(formula.contents).toEqual([]);
    expect(
      quoteFaults(quote('The function applies a keyed permutation to the state v0 ... v15 in seven rounds.', '2 Compression'), formula),
    ).not.toContainEqual(expect.stringMatching(/table of contents/));
  });

  it("takes 'Section 2' for a heading printed 'Section 2: Definitions', not for 'Section 23'", () => {
    const named = buildReference([['Section 2: Definitions', 'Section 23: Notes', 'Body text follows here.']]);
    expect(isRealRef('Section 2', named)).toBe(true);
    expect(isRealRef('Section 23', named)).toBe(true);
    expect(isRealRef('Section 3', named)).toBe(false);
    expect(isRealRef('Section 2.1', named)).toBe(false);
  });

  it("takes a paper's section cited with or without its roman number ('IV. Summary', 'Summary')", () => {
    const paper = buildReference(
      [['II. Methodology', 'The scenario is the same for every model.', 'IV. Summary', 'Both models fit.']],
      ['II. Methodology', 'IV. Summary'],
    );
    expect(isRealRef('IV. Summary', paper)).toBe(true);
    expect(isRealRef('Summary', paper)).toBe(true);
    expect(isRealRef('Methodology', paper)).toBe(true);
    expect(isRealRef('Results', paper)).toBe(false);
  });

  it('takes a Markdown heading after a long numbered list item, which it does not go on from', () => {
    const guide = buildReference(
      [
        [
          '# Tests',
          '3. Fumes were still coming out for 7 minutes at the cold press stage',
          '# Tips',
          'Wash plastic well before melting it.',
        ],
      ],
      ['# Tests', '# Tips'],
    );
    expect(isRealRef('Tips', guide)).toBe(true);
    expect(isRealRef('Hints', guide)).toBe(false);
  });

  it("takes 'Section 3.2' for a Markdown heading '### 3.2 Timekeeping requirements', printed without its marks", () => {
    const policy = buildReference([['### 3.2 Timekeeping requirements', 'Hours are entered daily.', '#### 3.21 Notes']]);
    expect(isRealRef('Section 3.2', policy)).toBe(true);
    expect(isRealRef('Section 3.21', policy)).toBe(true);
    expect(isRealRef('Section 3.3', policy)).toBe(false);
  });

  it('takes a clause number printed above its term, and one after a box glyph the font maps to a control character', () => {
    const spec = buildReference([
      [
        '2 Terms and definitions',
        '2.1',
        'compliance artifacts',
        'a collection of artifacts',
        '\u0000 3.2.2.1 Document with name of persons.',
      ],
    ]);
    expect(isRealRef('Section 2.1', spec)).toBe(true);
    expect(isRealRef('Section 3.2.2.1', spec)).toBe(true);
    expect(isRealRef('Section 2.2', spec)).toBe(false);
  });

  it('takes a heading, a numbered section or a page as a reference, not the second half of a wrapped heading', () => {
    expect(isRealRef('Section 2.3', reference)).toBe(true);
    expect(isRealRef('Section 9.9', reference)).toBe(false);
    expect(isRealRef('Page 2', reference)).toBe(true);
    expect(isRealRef('Page 9', reference)).toBe(false);
    expect(isRealRef('1.1. Glob weights', reference)).toBe(true);
    expect(isRealRef('links for frozen and unstable?', reference)).toBe(false);
    expect(isRealRef('A heading the document never had', reference)).toBe(false);
  });

  it('takes as a named reference only a line the document prints as a heading', () => {
    // The old rule took any printed line that a reference began.
    expect(isRealRef('There is also an optional weight attribute', reference)).toBe(false);
    expect(isRealRef('agement of types read the management guide', reference)).toBe(false);
    expect(isRealRef('Glob weights', reference)).toBe(true);
    expect(isRealRef('2.2 Why does the official stable released CD-ROM contain symlinks for frozen and unstable?', reference)).toBe(true);
  });

  it('lets a sentence start after a printed heading, not after any short line', () => {
    const lines = ['Before you start the program', 'make a backup of your files.'];
    // The old rule took any short line without a full stop for a heading.
    expect(quoteFaults(quote('make a backup of your files.', 'Page 1'), buildReference([lines, ['x']])).join()).toMatch(
      /not a whole sentence/,
    );
    expect(
      quoteFaults(quote('make a backup of your files.', 'Page 1'), buildReference([lines, ['x']], ['Before you start the program'])),
    ).toEqual([]);
  });

  it('lets a block start after a list item, a line printed as code or a caption label, but not a sentence going on', () => {
    const print = [
      [
        '\uF0B7 Source code',
        'Like the data itself, the guide must be approved.',
        '</xsl:stylesheet>',
        "'select' option avoids writing a stylesheet.",
        'TABLE I',
        'MATH SPACINGS',
        'For example,',
        '\\documentclass[9pt]{IEEEtran}',
        'is used with technote papers.',
      ],
      ['x'],
    ];
    const code = ['</xsl:stylesheet>', '\\documentclass[9pt]{IEEEtran}'];
    const faults = (text: string) => quoteFaults(quote(text, 'Page 1'), buildReference(print, [], code));
    expect(faults('Like the data itself, the guide must be approved.')).toEqual([]);
    expect(faults("'select' option avoids writing a stylesheet.")).toEqual([]);
    expect(faults('MATH SPACINGS')).toEqual([]);
    expect(faults('is used with technote papers.').join()).toMatch(/not a whole sentence/);
  });

  it("takes a list item closing on '; and' before the next item as whole, not a line stopping on 'and' mid-sentence", () => {
    const print = [
      [
        'Additional costs:',
        '* Tolls;',
        '* Meals while traveling (up to $40/day; no alcohol); and',
        '* Use of personal cars at the standard rate.',
        'Staff may claim meals and',
        'taxis when they travel.',
      ],
      ['x'],
    ];
    const faults = (text: string) => quoteFaults(quote(text, 'Page 1'), buildReference(print));
    expect(faults('Meals while traveling (up to $40/day; no alcohol); and')).toEqual([]);
    expect(faults('Staff may claim meals and').join()).toMatch(/not a whole sentence/);
  });

  it('lets a sentence opening on a currency sign or a mark start after a list bullet, as one opening on a letter does', () => {
    const print = [
      [
        'Meals',
        '- All teammates will be able to spend a maximum of:',
        '- $80 per day for all 3 meals, alcoholic beverages included.',
        '+ This means you should not connect it while it is powered.',
        'Spend at most $25 USD on a taxi.',
      ],
      ['x'],
    ];
    const faults = (text: string) => quoteFaults(quote(text, 'Meals'), buildReference(print, ['Meals']));
    expect(faults('$80 per day for all 3 meals, alcoholic beverages included.')).toEqual([]);
    expect(faults('+ This means you should not connect it while it is powered.')).toEqual([]);
    // A list quoted with its own bullets starts after the print's bullet as before.
    expect(faults('- $80 per day for all 3 meals, alcoholic beverages included.')).toEqual([]);
    // The sign is the quote's own only where the quote holds it: cut after it, a quote still starts mid-sentence.
    expect(faults('25 USD on a taxi.').join()).toMatch(/not a whole sentence/);
    expect(faults('$25 USD on a taxi.').join()).toMatch(/not a whole sentence/);
  });

  it("lets a sentence start after a designer's private-use bullet glyph, or after a field and its one-word value", () => {
    const print = [
      [
        'After closing',
        '\uE103 Servicing changes. The servicer is where you send your payments.',
        'The default login account is:',
        'Username: setup',
        'Password: setup123',
        'Once logged in, you can change your password.',
        'Note: see the',
        'Guide for the options.',
      ],
      ['x'],
    ];
    const faults = (text: string) => quoteFaults(quote(text, 'After closing'), buildReference(print, ['After closing']));
    expect(faults('Servicing changes. The servicer is where you send your payments.')).toEqual([]);
    expect(faults('Once logged in, you can change your password.')).toEqual([]);
    // A label with more than one word after it may be a sentence going on over the line.
    expect(faults('Guide for the options.').join()).toMatch(/not a whole sentence/);
  });

  it('takes the text of an ISO-style definition, under its clause number and its term, as whole', () => {
    const print = [
      [
        'Definitions',
        'copyright information (see spdx.org)',
        '2.8',
        'supplied software',
        'software that an organization distributes to third parties (e.g., other organizations or individuals)',
        '2.9',
        'verification materials',
        'materials that demonstrate that a given requirement is met',
        'The program keeps records of',
        'supplied software',
        'for each release.',
      ],
      ['x'],
    ];
    const faults = (text: string) => quoteFaults(quote(text, 'Definitions'), buildReference(print, ['Definitions']));
    expect(faults('software that an organization distributes to third parties (e.g., other organizations or individuals)')).toEqual([]);
    // Under a term with no clause number above it, the text goes on a sentence.
    expect(faults('for each release.').join()).toMatch(/not a whole sentence/);
  });

  it("reads a dash opening a printed line as a list item's bullet, as LaTeX sets a second-level item", () => {
    const print = [
      [
        'Duties',
        '• Treasurer — The Treasurer shall:',
        '– supervise fiscal affairs.',
        '– represent the group in conferences and',
        'larger meetings',
        '– prepare an annual budget.',
        'The Treasurer — and only the Treasurer — signs cheques.',
      ],
      ['x'],
    ];
    const faults = (text: string) => quoteFaults(quote(text, 'Duties'), buildReference(print, ['Duties']));
    expect(faults('supervise fiscal affairs.')).toEqual([]);
    expect(faults('represent the group in conferences and larger meetings')).toEqual([]);
    // Inside a line a dash is the author's, and what follows it goes on with the sentence.
    expect(faults('and only the Treasurer — signs cheques.').join()).toMatch(/not a whole sentence/);
  });

  it('takes a paragraph reference only for the paragraph that holds the quote', () => {
    const letter = buildReference([
      ['First paragraph opens here and says one thing.', '', 'Second paragraph says the other thing.', 'It goes on here.'],
    ]);
    const second = 'Second paragraph says the other thing.';
    // The old rule took any opening words the document had.
    expect(quoteFaults(quote(second, 'Paragraph beginning “First paragraph opens here and says…”'), letter).join()).toMatch(
      /not the paragraph that holds/,
    );
    expect(quoteFaults(quote(second, 'Paragraph beginning “Second paragraph says the other thing.”'), letter)).toEqual([]);
    expect(quoteFaults(quote('It goes on here.', 'Paragraph beginning “Second paragraph says the other thing.”'), letter)).toEqual([]);
    expect(isRealRef('Paragraph beginning “Second paragraph says…”', letter)).toBe(false);
  });

  it('takes a paragraph reference opening on a Word table’s header for the table holding the row, its cells paragraphs', () => {
    const report = buildReference(
      [['The risks found are listed below.', '', 'Risk ID', '', 'Asset', '', 'R-001', '', 'Laptops', '', 'R-002', '', 'VPN Gateway']],
      ['Risk ID', 'Asset'],
    );
    const row = '| Risk ID | Asset |\n| --- | --- |\n| R-002 | VPN Gateway |';
    expect(isRealRef('Paragraph beginning “| Risk ID | Asset |”', report, row)).toBe(true);
    expect(isRealRef('Paragraph beginning “| Risk ID | Asset |”', report, '| Risk ID | Asset |\n| --- | --- |\n| R-003 | Printer |')).toBe(
      false,
    );
  });

  it('tells a passage edge that falls inside a printed sentence', () => {
    const manual = buildReference(
      [
        [
          'asn1 parser2tree',
          '[Function] int asn1_parser2tree (const char * file)',
          '• <MIME>/globs (names to types)',
          'Returns: ASN1_SUCCESS if successful, ASN1_ELEMENT_NOT_FOUND if the element_name',
          'was not found.',
        ],
      ],
      ['asn1 parser2tree'],
    );
    expect(boundaryIsWhole('[Function] int asn1_parser2tree (const char * file)', manual, 'start')).toBe(true);
    expect(boundaryIsWhole('<MIME>/globs (names to types)', manual, 'start')).toBe(true);
    // Slides and Word lists bullet with a black circle or square as often as with '•'.
    const slide = buildReference([['Why agile is hard here:', '● Firm Fixed Price is a poor choice for Agile.', '■ Habit and tradition.']]);
    expect(boundaryIsWhole('Firm Fixed Price is a poor choice for Agile.', slide, 'start')).toBe(true);
    expect(boundaryIsWhole('Habit and tradition.', slide, 'start')).toBe(true);
    // A symbol font's private-use bullet glyph, which LIST_ITEM already reads as a bullet, counts before a quote too.
    const symbolFont = buildReference([['Protect the system by:', '\uF0B7 Encrypting the data at rest.']]);
    expect(boundaryIsWhole('Encrypting the data at rest.', symbolFont, 'start')).toBe(true);
    // An item without a full stop ends where the next item's private-use bullet glyph opens, as before a '•'.
    const criteria = buildReference([['Criteria:', '\uF0B7 Impact: Relationship to the High Impact List', '\uF0B7 Cost: Rising costs']]);
    expect(boundaryIsWhole('Impact: Relationship to the High Impact List', criteria, 'end')).toBe(true);
    // Any glyph of a symbol font's private-use range is such a bullet (Wingdings' U+F03C as well as Symbol's U+F0B7).
    const wingdings = buildReference([
      ['Notify:', '\uF03C System owner', '\uF03C Human resources (for cases involving employees)', '\uF03C Public affairs'],
    ]);
    expect(boundaryIsWhole('Human resources (for cases involving employees)', wingdings, 'start')).toBe(true);
    expect(boundaryIsWhole('Human resources (for cases involving employees)', wingdings, 'end')).toBe(true);
    // A memo's header field starts a block on its own line, under an addressee line without a full stop.
    const memo = buildReference([['MEMORANDUM FOR THE HEADS OF AGENCIES', 'FROM: Shaun Donovan', 'SUBJECT: Modernization']]);
    expect(boundaryIsWhole('FROM: Shaun Donovan', memo, 'start')).toBe(true);
    expect(boundaryIsWhole('SUBJECT: Modernization', memo, 'start')).toBe(true);
    // A title page's copyright notice is a line of its own, never the first half of a sentence.
    const title = buildReference([['2007 UPDATE', '© 2002-2007 OWASP Foundation', 'This document is licensed under the CC license']]);
    expect(boundaryIsWhole('This document is licensed under the CC license', title, 'start')).toBe(true);
    expect(boundaryIsWhole('Returns: ASN1_SUCCESS if successful, ASN1_ELEMENT_NOT_FOUND if the element_name', manual, 'end')).toBe(false);
    expect(boundaryIsWhole('was not found.', manual, 'start')).toBe(false);
    expect(boundaryIsWhole('Never printed.', manual, 'start')).toBeUndefined();
    // Footnote marks and a footnote's own number are no part of a sentence.
    const footnoted = buildReference([['It may offer a good starting point:⁵', '$ mkdir -p hello-sh', '10If you use dch, save the file.']]);
    expect(boundaryIsWhole('It may offer a good starting point:', footnoted, 'end')).toBe(true);
    expect(boundaryIsWhole('If you use dch, save the file.', footnoted, 'start')).toBe(true);
    // A line set in another type size than the body under it (a strapline, a label) or a line of figures alone (a
    // table's last row) ends its block: a capital after it starts one; without the size, the line runs on.
    const strap = [
      [
        'STEP 1',
        '10 minutes // 1-2 business days to approve // free',
        'A D-U-N-S number is a unique code.',
        '60% 42 42 33–50',
        'Table 1 is a reproduction.',
      ],
    ];
    expect(
      boundaryIsWhole(
        'A D-U-N-S number is a unique code.',
        buildReference(strap, [], [], ['10 minutes // 1-2 business days to approve // free']),
        'start',
      ),
    ).toBe(true);
    expect(boundaryIsWhole('A D-U-N-S number is a unique code.', buildReference(strap), 'start')).toBe(false);
    expect(boundaryIsWhole('Table 1 is a reproduction.', buildReference(strap), 'start')).toBe(true);
    // A field's label opening a printed line starts a block under a strapline; the same words mid-line do not.
    const fields = buildReference([['1 hour // 4 days or less to approve // free', 'Pre-requisites: D-U-N-S number; Tax ID number']]);
    expect(boundaryIsWhole('Pre-requisites: D-U-N-S number; Tax ID number', fields, 'start')).toBe(true);
    expect(boundaryIsWhole('free Pre-requisites: D-U-N-S number; Tax ID number', fields, 'start')).toBe(false);
    // An article's dated history field on a title page starts a block under the date above it; a word alone does not.
    const history = buildReference([['Received', '17 February 2020', 'Published', '24 July 2020', 'DOI', '10.5281/zenodo.3959516']]);
    expect(boundaryIsWhole('Published 24 July 2020', history, 'start')).toBe(true);
    expect(boundaryIsWhole('DOI 10.5281/zenodo.3959516', history, 'start')).toBe(false);
    // A Word file's blank line ends its paragraph, an address last; a paragraph stopping on 'the' ends no sentence.
    const word = buildReference([
      ['You may copy the work. See https://creativecommons.org/publicdomain/zero/1.0/', '', 'File docx.py is an exception.'],
    ]);
    expect(boundaryIsWhole('See https://creativecommons.org/publicdomain/zero/1.0/', word, 'end')).toBe(true);
    // Word sets a second-level item's bullet as an 'o' in Courier New: an item of its own, whole without a full stop.
    const nested = buildReference([
      [
        '3.5 Error Messages',
        '• Handling of error messages in different scenarios',
        'o Erroneous user credentials',
        'o User is not authenticated.',
      ],
    ]);
    expect(boundaryIsWhole('Erroneous user credentials', nested, 'start')).toBe(true);
    expect(boundaryIsWhole('Erroneous user credentials', nested, 'end')).toBe(true);
    expect(boundaryIsWhole('User is not authenticated.', nested, 'start')).toBe(true);
    expect(boundaryIsWhole('user credentials', nested, 'start')).toBe(false);
    // A slide deck exported from Google Slides sets its second level with '○': each item is whole without a full stop.
    const deck = buildReference([
      [
        '●   OpenSSF advocates with targeted personas in the ecosystem',
        '      ○    OSS Supplier - OpenSSF members',
        '      ○    OSS Consumer - Downstream enterprise defenders',
        '      ○    CISO/OSS Regulator - Enterprise security leadership',
      ],
    ]);
    expect(boundaryIsWhole('OSS Consumer - Downstream enterprise defenders', deck, 'start')).toBe(true);
    expect(boundaryIsWhole('OSS Consumer - Downstream enterprise defenders', deck, 'end')).toBe(true);
    expect(boundaryIsWhole('enterprise defenders', deck, 'start')).toBe(false);
    // An address printed last on its own line ends the block before the next heading, closing slash and all.
    const address = buildReference([
      ['How to check: enter the hex codes using', 'https://whocanuse.com/', '2.11.4 Font size guidelines', 'Text may grow.'],
    ]);
    expect(boundaryIsWhole('How to check: enter the hex codes using https://whocanuse.com/', address, 'end')).toBe(true);
    expect(boundaryIsWhole('How to check: enter the hex codes using https://', address, 'end')).toBe(false);
    const dangling = buildReference([['It depends on the', '', 'Next paragraph.']]);
    expect(boundaryIsWhole('It depends on the', dangling, 'end')).toBe(false);
  });

  it('reads the quotes out of an answer and asks for the figure first', () => {
    const guidance = [
      'Here is what *spec.pdf* says:',
      '> There is also an optional weight attribute.\n>\n> — Section 1.1',
      '> The default weight value is **50**, and the maximum is 100.\n>\n> — Section 1.1',
    ].join('\n\n');
    expect(quotesOf(guidance).map((item) => item.text)).toEqual([
      'There is also an optional weight attribute.',
      'The default weight value is 50, and the maximum is 100.',
    ]);
    const testCase = { document: 'spec.pdf', question: 'What is the default weight?', expect: ['50'], figureFirst: true };
    expect(judgeAnswer(testCase, guidance, reference).join()).toMatch(/first quote does not hold '50'/);
    expect(judgeAnswer({ ...testCase, figureFirst: false }, guidance, reference)).toEqual([]);
    expect(judgeAnswer({ ...testCase, expect: ['60'] }, guidance, reference).join()).toMatch(/missing '60'/);
  });

  it('takes a fact only as a whole word or figure, and any one of its alternatives', () => {
    const guidance = '> The default weight value is **50**, and the maximum is 100.\n>\n> — Section 1.1';
    const testCase = { document: 'spec.pdf', question: 'What is the default weight?', expect: ['5'], figureFirst: true };
    // '5' is inside '50', which a bare substring test took for it.
    expect(judgeAnswer(testCase, guidance, reference).join()).toMatch(/missing '5'/);
    expect(judgeAnswer({ ...testCase, expect: ['max'] }, guidance, reference).join()).toMatch(/missing 'max'/);
    expect(judgeAnswer({ ...testCase, expect: [['fifty', '50'], 'maximum'] }, guidance, reference)).toEqual([]);
  });
});
