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
    expect(answer?.guidance).toContain('*working_with.docx* is titled “Working with OSCAL Files”. Here is how it introduces itself:');
    expect(answer?.guidance).toMatch(
      /^> This section summarises the concepts that apply to OSCAL\\?-based SSP files\. Readers should know the main guide before they start on this one\.$/m,
    );
    expect(answer?.guidance).toContain('> — Introduction');
    expect(answer?.guidance).not.toContain('Short.');
    expect(answer?.citations).toEqual([expect.objectContaining({ sectionRef: 'Introduction' })]);
  });

  it('names a title set as a short line of its own, but not a version or a date', () => {
    const opening = (first: string) =>
      composeOverview(
        [
          { position: 0, sectionRef: 'Page 1', heading: '', content: first },
          passage(1, 'Article I', 'The name of the corporation is Couchers, Inc. and its office is in Delaware.'),
        ],
        'bylaws.pdf',
      )?.guidance;
    expect(opening('By Laws of Couchers, Inc.')).toMatch(
      /^\*bylaws\.pdf\* is titled “By Laws of Couchers, Inc\.”\. Here is how it introduces itself:/,
    );
    expect(opening('Version 1')).toMatch(/^Here is how \*bylaws\.pdf\* introduces itself:/);
    expect(opening('April 24, 2024')).toMatch(/^Here is how \*bylaws\.pdf\* introduces itself:/);
  });

  it('quotes too the sentence of the opening saying what the document is for, when the first prose does not', () => {
    const answer = composeOverview(
      [
        passage(
          0,
          'Medical Waste Management Plan',
          'For compliance with the State of California Medical Waste Management Act, Division 20',
        ),
        passage(1, 'Facility Information', 'Medical Facility Address: Millie Clinic - All Locations'),
        passage(
          2,
          'Introduction',
          'As a small quantity generator our facility has developed and will maintain this plan. The Medical Waste Management Plan establishes procedures for the proper collection and storage of medical waste.',
        ),
      ],
      'waste-plan.docx',
    );
    expect(answer?.guidance).toContain('> For compliance with the State of California Medical Waste Management Act, Division 20');
    expect(answer?.guidance).toMatch(
      /^> The Medical Waste Management Plan establishes procedures for the proper collection and storage of medical waste\.$/m,
    );
    expect(answer?.guidance).not.toContain('small quantity generator');
    expect(answer?.citations.map((citation) => citation.sectionRef)).toEqual(['Medical Waste Management Plan', 'Introduction']);
  });

  it('stops before a sentence the passage leaves unfinished, unless it is the first', () => {
    const answer = composeOverview(
      [
        passage(
          0,
          'Introduction',
          'The playbooks help you understand the decisions managers make in adopting the standard. We cover examples from small, medium and large companies. Our examples are based on companies in the middle of the supply chain and',
        ),
      ],
      'playbook.pdf',
    );
    expect(answer?.guidance).toContain('We cover examples from small, medium and large companies.\n>\n> — Introduction');
    expect(answer?.guidance).not.toContain('supply chain and');
  });

  it('takes no name spaced out letter by letter for prose, and quotes the purpose with the sentence going on about it', () => {
    const answer = composeOverview(
      [
        { position: 0, sectionRef: 'Page 1', heading: '', content: 'J E R E M Y R . M A N N I N G , P H . D .' },
        passage(
          1,
          'Introduction',
          [
            'We are glad that you joined our group this year and hope you enjoy it.',
            'Our lab studies how people remember and forget the events of their lives.',
            'Most of our work is done in small teams of two or three people.',
            'This lab manual is intended to provide a crash course in doing research here.',
            'It describes your rights and responsibilities as a member of the lab.',
          ].join(' '),
        ),
      ],
      'lab-manual.pdf',
    );
    expect(answer?.guidance).not.toContain('J E R E M Y');
    expect(answer?.guidance).toContain(
      '> This lab manual is intended to provide a crash course in doing research here. It describes your rights and responsibilities as a member of the lab.',
    );
  });

  it('gives nothing when the opening holds no prose', () => {
    expect(composeOverview([passage(0, 'Title', 'A Title'), passage(1, 'Contents', '- One\n- Two')], 'a.pdf')).toBeUndefined();
  });
});
