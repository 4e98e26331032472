import { describe, expect, it } from 'vitest';
import { composeOverview } from './overview.ts';

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
