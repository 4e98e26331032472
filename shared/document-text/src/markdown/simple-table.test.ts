// @vitest-environment node
// A Pandoc simple table in a Markdown file (a work statement converted from Word): its columns set by spaces, each
// under a run of dashes, its rows to a blank line. A page shows it as a table; read as lines, each row ran its
// cells together as one line of words ('Transition plan   5 calendar days after…   See Section 5.5.1').
import { describe, expect, it } from 'vitest';
import { markdownToDocumentText } from './document-text.ts';

describe('a Pandoc simple table', () => {
  it('reads each row as a pipe table row under its header, its cells cut where the dashes start', () => {
    const markdown = [
      '#### Table 1 List of Deliverables',
      '',
      '  DELIVERABLE            DUE DATE                                  DESCRIPTION',
      '  ---------------------- ----------------------------------------- --------------------',
      '  Status reports         1 calendar day after each sprint          Progress in a sprint',
      '  Transition plan        5 calendar days after the last sprint     See **Section 5.5.1**',
      '',
      'Code deliverables shall be submitted via the repository.',
    ].join('\n');
    expect(markdownToDocumentText(markdown)).toBe(
      [
        '#### Table 1 List of Deliverables',
        '',
        '| DELIVERABLE | DUE DATE | DESCRIPTION |',
        '| --- | --- | --- |',
        '| Status reports | 1 calendar day after each sprint | Progress in a sprint |',
        '| Transition plan | 5 calendar days after the last sprint | See Section 5.5.1 |',
        '',
        'Code deliverables shall be submitted via the repository.',
      ].join('\n'),
    );
  });

  it('reads a setext heading’s single run of dashes as its heading, not a table, and leaves a rule as it was', () => {
    const markdown = ['Scope of work', '-------------', '', 'The contractor shall deliver.', '', '---', 'After the rule.'].join('\n');
    expect(markdownToDocumentText(markdown)).toBe(
      ['## Scope of work', '', 'The contractor shall deliver.', '', '---', 'After the rule.'].join('\n'),
    );
  });
});
