// The twentieth round's general causes, on small inline documents: where the
// passage holding the answer ranks first, the composer quoted the wrong
// sentence of it, or another passage's.
import { describe, expect, it } from 'vitest';
import { composedGuidance, passage } from './testing/inline-passages.ts';
import { PHRASING_THRESHOLD } from './threshold.ts';

describe('a section titled in the question’s words, with its number', () => {
  const question = 'Is it still okay to use HALT to stop a program?';
  const halt = passage('The HALT instruction is a deprecated alias for the SYSCALL 0 instruction.', {
    heading: 'Instruction set › 2.5.4 HALT',
    sectionRef: 'Section 2.5.4',
    position: 1,
  });

  it('answers: the section’s number is no word of its title', () => {
    const guidance = composedGuidance(question, [halt], 'simulator.pdf', PHRASING_THRESHOLD);
    expect(guidance).toContain('deprecated alias');
  });

  it('does not answer from a numbered section whose title holds other words too', () => {
    const guidance = composedGuidance(
      question,
      [{ ...halt, heading: 'Instruction set › 2.5.4 HALT and TRAP encodings' }],
      'simulator.pdf',
      PHRASING_THRESHOLD,
    );
    expect(guidance).toMatch(/^\*\*Not covered/);
  });
});

describe('a list item quoted with the rest of its item', () => {
  const question = 'Can I switch the interface to another language? Which ones are available?';
  const content = [
    'The Configure menu provides facilities for customizing the appearance.',
    '',
    '- Settings... Opens the Settings dialog, described in the next sections of this chapter;',
    '- Change Language Allows the user to change the language used by the user interface. Currently only English and Italian are supported.',
    '',
    'The Settings... menu item is not available while a program runs.',
  ].join('\n');

  it('goes on to the item’s next sentence, which names the languages', () => {
    const guidance = composedGuidance(
      question,
      [passage(content, { heading: 'User interface › 3.1.3 Configure', sectionRef: 'Section 3.1.3' })],
      'simulator.pdf',
    );
    expect(guidance).toContain('Currently only English and Italian are supported.');
  });

  it('goes on in a list quoted item by item too', () => {
    const guidance = composedGuidance(
      question,
      [passage(content.replace(' chapter;', ' chapter.'), { heading: 'Menus › 3.1.3 Configure', sectionRef: 'Section 3.1.3' })],
      'simulator.pdf',
    );
    expect(guidance).toContain('Currently only English and Italian are supported.');
  });

  it('adds one sentence of the item, not all it goes on to', () => {
    const guidance = composedGuidance(
      question,
      [
        passage(
          content.replace(
            ' supported.',
            ' supported. This change affects every aspect of the GUI, from the title of the frames to the manual.',
          ),
          { heading: 'User interface › 3.1.3 Configure', sectionRef: 'Section 3.1.3' },
        ),
      ],
      'simulator.pdf',
    );
    expect(guidance).toContain('Currently only English and Italian are supported.');
    expect(guidance).not.toContain('This change affects');
  });

  it('does not add the next item’s text', () => {
    const guidance = composedGuidance(
      question,
      [passage(content, { heading: 'User interface › 3.1.3 Configure', sectionRef: 'Section 3.1.3' })],
      'simulator.pdf',
    );
    expect(guidance).not.toMatch(/interface\. Currently only English and Italian are supported\. The Settings/);
  });
});
