// The eleventh visitor set's general causes in the composer, each on a small inline document:
// a document dated only in its title (a slide deck's 'OpenSSF Nov 2024 GB Meeting'), asked when.
import { describe, expect, it } from 'vitest';
import { composedGuidance, passage } from './testing/inline-passages.ts';

const quotes = (guidance: string) => guidance.split('\n\n').filter((block) => block.startsWith('> '));

describe('a document dated only in its title', () => {
  const title = 'Parish Council March 2023 Meeting';
  const opening = (content: string) => passage(content, { position: 0, heading: title, sectionRef: title, frontMatter: true });

  it('quotes its title first when asked when the document was presented', () => {
    const guidance = composedGuidance(
      'When were these slides shown to the council?',
      [opening('Proposed 2024 budget and plans')],
      'slides.pdf',
    );
    expect((quotes(guidance)[0] ?? '').replace(/\*\*/g, '')).toContain('Parish Council March 2023 Meeting');
  });

  it('leaves the title out when the text itself is dated to the month', () => {
    const guidance = composedGuidance(
      'When were these slides shown to the council?',
      [opening('Presented on 4 March 2023.')],
      'slides.pdf',
    );
    expect(guidance).not.toContain('> Parish Council March 2023 Meeting');
  });
});
