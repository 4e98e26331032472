// The eighth visitor set's general causes, each on a small inline document:
// a table's caption cut after its label, and a row the question names by its label;
// a list item at a section's end that stops on a whole word;
// a sentence that only counts what it announces, and the value something was changed to;
// a title page's dated line asked of the document itself; the writer and a list's importance in the question.
import { describe, expect, it } from 'vitest';
import { statesCount } from './counted.ts';
import { asksCapacity, asksNewValue, prerequisitesAsked, questionKind, withoutDocumentNoun } from './question-kinds.ts';
import { composedGuidance, passage } from './testing/inline-passages.ts';

const quotes = (guidance: string) => guidance.split('\n\n').filter((block) => block.startsWith('> '));

describe('a table', () => {
  const table = [
    'Table 1. Reproduction of Table 2, proportion of essential genes.',
    '| Rule | Estimate (%) | 95% credible interval |',
    '| --- | --- | --- |',
    '| 100% | 34 | 27–39 |',
    '| 80% | 40 | 33–46 |',
    '| 60% | 42 | 33–50 |',
  ].join('\n');

  it('leads with the row the question names by its label, its whole caption after it when a figure is asked', () => {
    const [first, second] = quotes(
      composedGuidance('In the table of estimates, what percentage and interval does the 80% rule give?', [passage(table)], 'paper.pdf'),
    );
    expect(first).toContain('| 80% | 40 | 33–46 |');
    expect(first).not.toContain('| 60% |');
    expect(second).toContain('Table 1. Reproduction of Table 2, proportion of essential genes.');
  });
});

describe('a list item at the end of its passage', () => {
  it('is quoted when it stops on a whole word, not taken for one the passage cut', () => {
    const content = [
      'To qualify as a small business you must fall below the maximum size for your code, in revenue per year.',
      '- 511210 Software publishers - $38.5M max/year',
      '- 541511 Computer software programming services - $27.5M max/year',
    ].join('\n');
    const guidance = composedGuidance(
      'What is the most a custom software programming company can earn a year and still count as small?',
      [passage(content)],
      'guide.pdf',
    );
    expect(guidance).toContain('$27.5');
  });
});

describe('a line of its own stating a figure', () => {
  it('is quoted though it has no full stop, as a strapline under a title is', () => {
    const content = [
      'Register for a Data Universal Number System, known as D-U-N-S.',
      '10 minutes // 1-2 business days to approve // free',
      'A D-U-N-S number is a unique code used to identify your business.',
    ].join('\n');
    const guidance = composedGuidance('How long does the D-U-N-S number take to approve?', [passage(content)], 'guide.pdf');
    expect((quotes(guidance)[0] ?? '').replace(/\*\*/g, '')).toContain('1-2 business days to approve');
  });
});

describe('a count stated by name', () => {
  it("reads 'Number_of_cross_sections | An integer in the range 0 to 26' as stating a number of sections", () => {
    const sections = new Set(['section']);
    expect(statesCount('| Number_of_cross_sections | An integer in the range 0 to 26. | Long |', sections)).toBe(true);
    expect(statesCount('The number of sections depends on the map.', sections)).toBe(false);
  });
});

describe('how many are allowed', () => {
  it('is answered by the range or limit stated, before a sentence giving one value', () => {
    expect(asksCapacity('How many cross sections can I ask for when making a new database?')).toBe(true);
    expect(asksCapacity('How many cross sections does the map have?')).toBe(false);
    const content = [
      'Change the number of cross sections to 1 (or more) to create feature datasets for cross sections.',
      '| Parameter | Explanation |',
      '| --- | --- |',
      '| Number_of_cross_sections | An integer in the range 0 to 26. |',
      '| Output_name | Name of the new database. |',
    ].join('\n');
    const guidance = composedGuidance(
      'How many cross sections can I ask for when making a new database?',
      [passage(content)],
      'manual.docx',
    );
    expect(quotes(guidance)[0]).toContain('0 to 26');
  });
});

describe('what must come first', () => {
  it("is the 'Pre-requisites:' line under the heading naming what is done, not one naming it as another's prerequisite", () => {
    expect(prerequisitesAsked('What do I need to have ready before I sign up in SAM?')).toBe('I sign up in SAM');
    expect(prerequisitesAsked('What does SAM do?')).toBeUndefined();
    const guidance = composedGuidance(
      'What do I need to have ready before I sign up in SAM?',
      [
        passage('Pre-requisites: SAM Registration, a purchase card\nAgencies may buy directly without competition.', {
          heading: 'Micro-Purchasing',
          sectionRef: 'Micro-Purchasing',
        }),
        passage('1 hour // free\nPre-requisites: D-U-N-S number; Tax ID number (TIN), NAICS Code(s)\nSAM is the system of record.', {
          position: 1,
          heading: 'Register your business with the System of Award Management (SAM)',
          sectionRef: 'Register with SAM',
          score: 0.9,
        }),
      ],
      'guide.pdf',
    );
    expect(quotes(guidance)[0]).toContain('Tax ID number');
  });
});

describe('a sentence that counts what it announces', () => {
  it('is quoted with the sentence after it, which says what that is', () => {
    const content =
      'The analysis scripts could be run with only one small modification. The output of table() is now a table, and so I needed to insert a couple of as.numeric() calls. I also changed two cutoffs.';
    const guidance = composedGuidance('What small modification did the analysis scripts need?', [passage(content)], 'paper.pdf');
    expect(quotes(guidance)[0]).toContain('as.numeric()');
  });

  it('stands alone when the question asks how many', () => {
    const content = 'The analysis scripts needed only one small modification. The output of table() changed.';
    const guidance = composedGuidance('How many modifications did the analysis scripts need?', [passage(content)], 'paper.pdf');
    expect(quotes(guidance)[0]).not.toContain('table()');
  });
});

describe('the value something was changed to', () => {
  it("is asked by 'and to what?', and the sentence stating the change from one figure to another leads", () => {
    expect(asksNewValue('Which cutoff had to be changed, and to what?')).toBe(true);
    expect(asksNewValue('To what extent does it apply?')).toBe(false);
    const content =
      'I also needed to make small changes regarding cutoffs shown in two tables. Small differences meant that I needed to change cutoffs from 0.749 to 0.745 to display the same genes.';
    const guidance = composedGuidance(
      'Which cutoff had to be changed to show the same genes in the tables, and to what?',
      [passage(content)],
      'paper.pdf',
    );
    expect(quotes(guidance)[0]).toContain('0.749');
  });
});

describe('a date asked of the document itself', () => {
  it("is answered by the title page's line naming what was asked, not its other dated lines", () => {
    const titlePage = 'Received 17 February 2020\nPublished 24 July 2020\nDOI 10.5281/zenodo.3959516';
    const guidance = composedGuidance('When was this report published?', [passage(titlePage, { frontMatter: true })], 'report.pdf');
    expect(quotes(guidance)).toHaveLength(1);
    expect(quotes(guidance)[0]).toContain('Published 24 July 2020');
  });

  it("reads 'the oldest version' as a figure asked for", () => {
    expect(questionKind("What's the oldest ArcGIS version these tools will work with?")).toBe('number');
  });
});

describe('words that frame a question', () => {
  it("take out the writer, the document's own voice, and the importance a list is asked by", () => {
    expect(withoutDocumentNoun('Where did the author find the code?')).not.toMatch(/author/);
    expect(withoutDocumentNoun('What are the key lessons?')).toBe('What are the lessons?');
  });
});
