import { describe, expect, it } from 'vitest';
import { asksForOverview, composeOverview } from './overview.ts';

describe('asksForOverview', () => {
  it.each([
    'What is this document about?',
    "What's the file about",
    'Can you give me a summary?',
    'Tell me what this guide is about.',
    'What does this policy cover?',
  ])('takes "%s" for a question about the whole document', (question) => expect(asksForOverview(question)).toBe(true));

  it.each([
    'What is the policy about gifts?',
    'What does the document say about fees?',
    'Summarise section 4 of the standard',
    'How much is the fee?',
    'In the overall summary, what is the step after enabling sudo?',
    'According to the summary, which tool is installed last?',
  ])('leaves "%s" to the search', (question) => expect(asksForOverview(question)).toBe(false));
});

describe('composeOverview', () => {
  const passage = (position: number, sectionRef: string, content: string) => ({ position, sectionRef, heading: sectionRef, content });

  it('quotes the first sentences of prose, past the title and the contents, and cites their passage', () => {
    const answer = composeOverview(
      [
        passage(0, 'Working with OSCAL Files', 'Working with OSCAL Files'),
        passage(1, 'Contents', '- Introduction\n- Formats'),
        passage(
          2,
          'Introduction',
          'This section summarises the concepts that apply to OSCAL-based SSP files. Readers should know the main guide before they start on this one. Short.',
        ),
      ],
      'working_with.docx',
    );
    expect(answer?.guidance).toContain('Here is how *working_with.docx* introduces itself:');
    expect(answer?.guidance).toMatch(
      /^> This section summarises the concepts that apply to OSCAL\\?-based SSP files\. Readers should know the main guide before they start on this one\.$/m,
    );
    expect(answer?.guidance).toContain('> — Introduction');
    expect(answer?.guidance).not.toContain('Short.');
    expect(answer?.citations).toEqual([expect.objectContaining({ sectionRef: 'Introduction' })]);
  });

  it('gives nothing when the opening holds no prose', () => {
    expect(composeOverview([passage(0, 'Title', 'A Title'), passage(1, 'Contents', '- One\n- Two')], 'a.pdf')).toBeUndefined();
  });
});
