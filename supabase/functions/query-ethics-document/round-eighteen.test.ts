// Classes of misses mended on 29 November 2026 (evening), each on a small inline document: asked why, the sentence
// after the one that answers goes with it when it goes on about it (the reason is as often stated next); and a period
// in words or a time of day ('at least a full week', '9am to 5pm') answers 'how long' or 'when' as a figure does.
import { describe, expect, it } from 'vitest';
import { composedGuidance, passage } from './testing/inline-passages.ts';

describe('asked why, the sentence going on about the one that answers', () => {
  const content =
    'Ventilation systems should be serviced regularly. Cooling towers may be a favourable environment for bacteria if they are not properly maintained. Exposure to these bacteria can cause a potentially fatal disease. Further information is available in the standard.';

  it('is quoted with it, as the reason', () => {
    const guidance = composedGuidance(
      'Why should I bother getting the cooling tower maintained properly?',
      [passage(content, { position: 0, sectionRef: 'Section 2.7' })],
      'code.pdf',
    );
    expect(guidance).toContain(
      'Cooling towers may be a favourable environment for bacteria if they are not properly maintained. Exposure to these bacteria can cause a potentially fatal disease.',
    );
  });

  // Printed as a paragraph of its own: in the same paragraph, the answer's lead sentence goes on with the next one
  // whatever was asked (round 55, round-fifty-five.test.ts).
  const apart = content.replace('maintained. Exposure', 'maintained.\nExposure');

  it('is not added when the next sentence is about something else, nor when the question does not ask why', () => {
    const unrelated = composedGuidance(
      'Why should I bother getting the cooling tower maintained properly?',
      [passage(apart.replace('Exposure to these bacteria', 'Exposure to bacteria'), { position: 0, sectionRef: 'Section 2.7' })],
      'code.pdf',
    );
    expect(unrelated).not.toContain('maintained. Exposure');
    const notWhy = composedGuidance(
      'Should the cooling tower be maintained properly?',
      [passage(apart, { position: 0, sectionRef: 'Section 2.7' })],
      'code.pdf',
    );
    expect(notWhy).not.toContain('maintained. Exposure');
  });
});

describe('a period in words or a time of day', () => {
  it('answers a question asking how long, as a figure in digits does', () => {
    const guidance = composedGuidance(
      'How long must a new commander shadow an experienced commander?',
      [
        passage('A new commander must shadow an experienced commander before taking over a call. Shadowing lasts at least a full week.', {
          position: 0,
          sectionRef: 'Training',
        }),
      ],
      'training.md',
    );
    const firstQuote = guidance.split('\n\n').find((block) => block.startsWith('> '))!;
    expect(firstQuote).toContain('at least a full week');
  });

  it('answers a question asking when someone can be reached', () => {
    const guidance = composedGuidance(
      'When is the support team available?',
      [
        passage('If you need help using the service, contact the support team by email. Lines are open Monday to Friday, 9am to 5pm.', {
          position: 0,
          sectionRef: 'Get help',
        }),
      ],
      'guidance.pdf',
    );
    expect(guidance).toContain('Monday to Friday, 9am to 5pm');
  });
});
