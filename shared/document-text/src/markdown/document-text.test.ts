// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { markdownToDocumentText } from './document-text.ts';

describe('markdownToDocumentText', () => {
  it('reads links, emphasis, code spans and escapes as the words a page shows', () => {
    const markdown = [
      '# Response process',
      '',
      'The [distros mailing list](https://oss-security.openwall.org/wiki/mailing-lists/distros) prefers less than 7 days.',
      'Reporters use [personas](<https://en.wikipedia.org/wiki/Persona_(user_experience)>) and a [finder][f], see <https://example.org/a.b>.',
      '- **CVE issuance**: _Very_ broadly, run `make check` on snake_case_names, not \\*this\\*.',
      '',
      '[f]: https://example.org/finder "Finder"',
    ].join('\n');
    expect(markdownToDocumentText(markdown)).toBe(
      [
        '# Response process',
        '',
        'The distros mailing list prefers less than 7 days.',
        'Reporters use personas and a finder, see https://example.org/a.b.',
        '- CVE issuance: Very broadly, run make check on snake_case_names, not *this*.',
        '',
      ].join('\n'),
    );
  });

  it("reads a setext heading ('Overview' over '----') as a heading, not a front matter's closing line or a list's", () => {
    const markdown = [
      '---',
      'title: Policy',
      '---',
      'Policy for staff',
      '================',
      '',
      'Overview',
      '--------',
      '',
      'Text here.',
      '- an item',
      '---',
    ].join('\n');
    expect(markdownToDocumentText(markdown).split('\n')).toEqual([
      'Title: Policy',
      '',
      '# Policy for staff',
      '',
      '## Overview',
      '',
      'Text here.',
      '- an item',
      '---',
    ]);
  });

  it('reads a front matter field as a line of its own, its name in words, and leaves out its fences, lists and maps', () => {
    const markdown = [
      '---',
      'owner_slack: "#tda-and-solution-surgery"',
      'last_reviewed_on: 2025-12-12',
      'tags:',
      '  - policy',
      'review-in: 3 months',
      '---',
      '',
      '# Framework',
    ].join('\n');
    expect(markdownToDocumentText(markdown).split('\n')).toEqual([
      'Owner slack: #tda-and-solution-surgery',
      '',
      'Last reviewed on: 2025-12-12',
      '',
      'Review in: 3 months',
      '',
      '',
      '# Framework',
    ]);
  });

  it('reads a body written in HTML as HTML: its headings, paragraphs and lists, custom elements holding blocks as a div does', () => {
    const markdown = [
      '---',
      'title: Harassment Report Tool',
      '---',
      '<div class="grid" role="main">',
      '  <h1>Report harassment</h1>',
      '  <va-alert status="info">',
      '    <h2 slot="headline">How to get help</h2>',
      '    <ul>',
      '      <li><strong>If you are at risk:</strong> Call 911.</li>',
      '      <li>To file a report, call us at 800-488-8244.</li>',
      '    </ul>',
      '  </va-alert>',
      '  <p>We respect your need for confidentiality.</p>',
      '</div>',
    ].join('\n');
    expect(markdownToDocumentText(markdown).split('\n')).toEqual([
      'Title: Harassment Report Tool',
      '',
      '# Report harassment',
      '',
      '## How to get help',
      '',
      '- If you are at risk: Call 911.',
      '- To file a report, call us at 800-488-8244.',
      '',
      'We respect your need for confidentiality.',
    ]);
  });

  it('keeps Markdown with a little HTML in it as Markdown, a logo in HTML above its prose too', () => {
    expect(markdownToDocumentText('# Leave\n\nStaff get <b>25 days</b> a year.<br>\n\n<!-- note -->')).toBe(
      '# Leave\n\nStaff get 25 days a year. \n\n',
    );
    const readme = ['<p align="center"><img src="logo.png"></p>', '', '# Handbook', '', 'Read this first.', '', '- Be kind.'].join('\n');
    expect(markdownToDocumentText(readme)).toBe(['', '', '# Handbook', '', 'Read this first.', '', '- Be kind.'].join('\n'));
  });

  it("reads character references as the characters a page shows ('&lt;=5', '&amp;'), not inside code", () => {
    const markdown = 'Staff with &lt;=5 days &amp; interns get &#8220;leave&#8221; &mdash; see `a &amp; b`.';
    expect(markdownToDocumentText(markdown)).toBe('Staff with <=5 days & interns get “leave” — see a &amp; b.');
  });

  it('reads a short bold line standing alone as a heading one level under the last, not an emphasised sentence or lead-in', () => {
    const markdown = [
      '## Identities',
      '',
      '**Identity matters a great deal when deciding who may have access to data**',
      '',
      '**A directory should be able to:**',
      '',
      '- Create groups',
      '',
      '**External access**',
      '',
      'Services could federate with external identity providers.',
      '**Not alone** on its line.',
    ].join('\n');
    expect(markdownToDocumentText(markdown).split('\n')).toEqual([
      '## Identities',
      '',
      'Identity matters a great deal when deciding who may have access to data',
      '',
      'A directory should be able to:',
      '',
      '- Create groups',
      '',
      '### External access',
      '',
      'Services could federate with external identity providers.',
      'Not alone on its line.',
    ]);
  });

  it("ends a list at a capitalised line after a short item, where its author began a paragraph ('- Support tools' then 'We do not sell…')", () => {
    const markdown = ['We share data with:', '- Payment processors', '- Support tools', 'We do not sell personal information.'].join('\n');
    expect(markdownToDocumentText(markdown)).toBe(
      ['We share data with:', '- Payment processors', '- Support tools', '', 'We do not sell personal information.'].join('\n'),
    );
    // A long item wraps onto the next line, a name with a capital or not: the line goes on with it.
    const wrapped = ['- Send every request for a copy of the records to the', 'Data Protection Officer within five days.'].join('\n');
    expect(markdownToDocumentText(wrapped)).toBe(wrapped);
  });

  it('reads raw HTML as the words a page shows: tags dropped, a line break a space, a comment gone', () => {
    const markdown = [
      'Use it for the <span class="coverpage_link">Purpose</span> only.<!-- internal note -->',
      'First line<br/>second line, and a <em>stressed</em> word; 3 < 5 and <this> kept as markup too.',
    ].join('\n');
    expect(markdownToDocumentText(markdown)).toBe(
      ['Use it for the Purpose only.', 'First line second line, and a stressed word; 3 < 5 and  kept as markup too.'].join('\n'),
    );
  });

  it('reads a table written in HTML as the table a page shows, each row one line of cells', () => {
    const markdown = [
      'Incidents are classed by severity:',
      '',
      '<table>',
      '  <tr>',
      '    <td>High</td>',
      '    <td>',
      '    Partial outage of some production functionality.',
      '    </td>',
      '  </tr>',
      '  <tr>',
      '    <td>Low</td>',
      '    <td>',
      '    No current or known customer impact.',
      '    </td>',
      '  </tr>',
      '</table>',
      '',
      '### Roles',
    ].join('\n');
    const text = markdownToDocumentText(markdown);
    expect(text).toContain('| Low | No current or known customer impact. |');
    expect(text).toContain('| High | Partial outage of some production functionality. |');
    expect(text).not.toMatch(/^\s*Low\s*$/m);
    expect(text).toMatch(/\n### Roles$/);
  });

  it('reads a link or a bold span the wrapping carried onto the next line as its words', () => {
    const markdown = [
      'PRIVATE track issues are **fixed in the next scheduled [minor',
      'releases](/wiki/MinorReleases)**, and are kept private until then.',
      '',
      '```',
      'echo **[not',
      'joined](x)',
      '```',
    ].join('\n');
    const text = markdownToDocumentText(markdown);
    expect(text).toContain('PRIVATE track issues are fixed in the next scheduled minor releases, and are kept private until then.');
    expect(text).toContain('echo **[not\njoined](x)');
  });

  it('leaves code blocks and their markup as written', () => {
    const markdown = ['```sh', 'echo **[x](y)**', '```', 'After **the** block.'].join('\n');
    expect(markdownToDocumentText(markdown)).toBe(['```sh', 'echo **[x](y)**', '```', 'After the block.'].join('\n'));
  });

  it('reads a block quote as its text set apart, without the markers', () => {
    const markdown = [
      '### Executive Swoop',
      '> Executive: Ignore the incident commander, do what I say!',
      '',
      'This is an extreme example of an **executive swoop**.',
      'A line of the same paragraph.',
      '> > IC: Stop.',
      '>',
      '> IC: Leave the call.',
    ].join('\n');
    expect(markdownToDocumentText(markdown)).toBe(
      [
        '### Executive Swoop',
        '',
        'Executive: Ignore the incident commander, do what I say!',
        '',
        'This is an extreme example of an executive swoop.',
        'A line of the same paragraph.',
        '',
        'IC: Stop.',
        '',
        'IC: Leave the call.',
      ].join('\n'),
    );
  });

  it('reads a table written without its outer pipes, as GFM allows, as a pipe table', () => {
    const markdown = ['The rubric:', '', 'Item | Score', '-- | --', 'Reason: **Presenting** | +5', 'Role: TSC | +1', '', 'After.'].join(
      '\n',
    );
    expect(markdownToDocumentText(markdown)).toBe(
      ['The rubric:', '', '| Item | Score |', '| --- | --- |', '| Reason: Presenting | +5 |', '| Role: TSC | +1 |', '', 'After.'].join(
        '\n',
      ),
    );
  });

  it('leaves a line with a pipe that heads no delimiter row as text', () => {
    expect(markdownToDocumentText('Use a | b to pipe.\nNext line.')).toBe('Use a | b to pipe.\nNext line.');
  });

  it('reads a list item holding a heading as that heading, its number before its words', () => {
    const markdown = [
      '# Terms',
      '',
      '1. ### Parties',
      '',
      '    These terms are between us.',
      '',
      '21. ### Changes to **these** terms',
      '- ## Scope',
    ];
    expect(markdownToDocumentText(markdown.join('\n'))).toBe(
      ['# Terms', '', '### 1. Parties', '', '    These terms are between us.', '', '### 21. Changes to these terms', '## Scope'].join('\n'),
    );
  });

  it('leaves a list item that only mentions a hash as an item', () => {
    expect(markdownToDocumentText('1. #hashtag in an item')).toBe('1. #hashtag in an item');
  });
});
