import { describe, expect, it } from 'vitest';
import { askedPhrasePattern } from './asked-phrase.ts';
import { composeAnswer } from './compose.ts';
import { coreTerms, readQuestion } from './search.ts';

describe('askedPhrasePattern', () => {
  it('names the kind of thing a which or what question asks for, in two or three words', () => {
    expect(
      askedPhrasePattern('Which media type is used for directories, sockets and device files?')?.('The media type ’inode’ is provided'),
    ).toBe(true);
    expect(askedPhrasePattern('What is the default weight of a glob?')?.('The default weight value is 50')).toBe(true);
    expect(askedPhrasePattern('What completion rate is the goal for each task?')?.('A completion rate of 80% is the goal')).toBe(true);
  });

  it('names nothing for one word or a question without which or what', () => {
    expect(askedPhrasePattern('Which version of the specification is this?')).toBeUndefined();
    expect(askedPhrasePattern('How must cache files be written?')).toBeUndefined();
  });

  it('lets the sentence naming the kind asked for answer, though it shares few other words with the question', () => {
    const content = [
      'Sometimes it is useful to assign MIME types to other objects in the filesystem, such as directories, sockets and device files.',
      'This could be useful when looking up an icon for a type.',
      'The media type ’inode’ is provided for this purpose.',
    ].join(' ');
    const question = 'Which media type is used for directories, sockets and device files?';
    const terms = coreTerms(readQuestion(question));
    const { guidance } = composeAnswer(
      question,
      terms,
      new Map(terms.map((term) => [term.key, 1])),
      [{ position: 0, sectionRef: 'Section 2.13', heading: '', content, score: 1, coverage: 1, matchedTerms: [] }],
      'spec.pdf',
    );
    expect(guidance).toContain('inode');
  });
});
