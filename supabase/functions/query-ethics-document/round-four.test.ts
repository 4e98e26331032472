// The fourth visitor set's general causes, each on a small inline document:
// a count asked for with its thing named, a title page's lines without full
// stops, and a reader's everyday words for the ones documents are written in.
import { describe, expect, it } from 'vitest';
import { asksOfDocumentItself } from './question-kinds.ts';
import type { ScoredPassage } from './retrieval.ts';
import { composedGuidance, passage } from './testing/inline-passages.ts';
import { coreTerms, readQuestion, termsIn } from './search.ts';

const answer = (question: string, passages: ScoredPassage[], fileName = 'guide.pdf') => composedGuidance(question, passages, fileName);

describe('a count asked for', () => {
  it('leads with the sentence stating a number of the thing counted, though another states a figure with a unit', () => {
    const content = [
      'No project should run longer than 6 months, and the backlog of each project is reviewed weekly.',
      'A project backlog should hold 10 to 100 prioritized stories.',
    ].join(' ');
    const guidance = answer('How many stories should a project backlog hold?', [passage(content)]);
    expect(guidance.split('\n\n')[1]).toContain('10 to 100 prioritized stories');
  });
});

describe("a title page's lines", () => {
  it('asks a licence or copyright of the document itself', () => {
    expect(asksOfDocumentItself('What licence is this document under?')).toBe(true);
    expect(asksOfDocumentItself('Who holds the copyright of this guide?')).toBe(true);
  });

  it('quotes a line of its own in the front matter whole, without a full stop', () => {
    const title = passage(
      '© 2002-2007 OWASP Foundation\nThis document is licensed under the Creative Commons Attribution-ShareAlike 2.5 license',
      {
        frontMatter: true,
      },
    );
    const guidance = answer('What licence is this document under?', [title], 'top-ten.pdf');
    expect(guidance).toContain('> This document is licensed under the Creative Commons Attribution-ShareAlike 2.5 license');
  });
});

describe("a reader's everyday words", () => {
  it('find the words a document states a limit, a stage, a kind, a price, a name or a reason against in', () => {
    const found = (question: string, text: string) => termsIn(text, coreTerms(readQuestion(question))).map((term) => term.key);
    expect(found('How many stages does the plan have?', 'The plan is carried out in four phases.')).toContain('stage');
    expect(found('How long can a profile be at most?', 'Profiles are not to exceed 10 pages.')).toContain('at most');
    expect(found('What kinds of scripting are there?', 'There are three types of scripting.')).toContain('kind');
    expect(found('What was the price of the board?', 'The board costs $1795.')).toContain('price');
    expect(found('How are the releases named?', 'Releases are identified by the calendar quarter.')).toContain('name');
    expect(found('Why not build on the board itself?', 'We avoid building on the board.')).toContain('whi not');
  });
});
