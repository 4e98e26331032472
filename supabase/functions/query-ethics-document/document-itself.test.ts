import { describe, expect, it } from 'vitest';
import { asksOfDocumentItself, withoutDocumentNoun } from './document-itself.ts';

describe('withoutDocumentNoun', () => {
  it('takes out the noun the visitor calls the whole document by', () => {
    expect(withoutDocumentNoun('How does the booklet define a hazard?')).not.toMatch(/booklet/);
    expect(withoutDocumentNoun('What does this user guide say about backups?')).toMatch(/user/);
    expect(withoutDocumentNoun('What does this user guide say about backups?')).not.toMatch(/guide/);
  });

  it('keeps it when the question asks of the document itself, whose front matter names it', () => {
    expect(withoutDocumentNoun('Who are the authors of this presentation?')).toMatch(/presentation/);
  });

  it('keeps the word naming what the document is about, and nouns that may name a thing inside it', () => {
    expect(withoutDocumentNoun('Which version of the OpenChain spec is it built around?')).toMatch(/OpenChain spec/);
    expect(withoutDocumentNoun('What does the policy say about gifts?')).toMatch(/policy/);
    expect(withoutDocumentNoun('Which guideline applies?')).toMatch(/guideline/);
  });
});

describe('asksOfDocumentItself', () => {
  it('reads the front matter asked of "the booklet" as of "this booklet"', () => {
    expect(asksOfDocumentItself('Which Secretary of Labor is named at the front of the booklet?')).toBe(true);
    expect(asksOfDocumentItself("What's the publication number of this guide and when did it come out?")).toBe(true);
  });

  it('leaves questions about the content alone', () => {
    expect(asksOfDocumentItself('How does the booklet define a hazard?')).toBe(false);
  });
});
