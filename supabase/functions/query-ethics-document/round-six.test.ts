// The sixth visitor set's general causes, each on a small inline document:
// a reader's everyday words for the ones documents are written in, and a
// lead-in's list whose items run to more than one sentence, and an acronym
// the document defines for words a question spells out.
import { describe, expect, it } from 'vitest';
import { definedAcronyms, withDefinedAcronyms } from './document-acronyms.ts';
import { composedGuidance, passage } from './testing/inline-passages.ts';
import { coreTerms, readQuestion, termsIn } from './search.ts';

const found = (question: string, text: string) => termsIn(text, coreTerms(readQuestion(question))).map((term) => term.key);

describe("a reader's everyday words", () => {
  it('find the words a document names a lawyer, an outsider, a fix, idleness, signing in, a home and an audience by', () => {
    expect(found('Does the company have its own lawyer?', 'We have no in-house legal staff.')).toContain('lawyer');
    expect(found('How can outsiders reach us?', 'The external contact is named on the site.')).toContain('outsid');
    expect(found("What's the fix for this threat?", 'Mitigation: restrict access.')).toContain('fix');
    expect(found('How long can a session sit idle?', 'Sessions end after thirty minutes of inactivity.')).toContain('idl');
    expect(found('When must I sign in again?', 'Re-authentication is needed after thirty minutes.')).toContain('sign in');
    expect(found('Can kids live in a nursing home?', 'No child may reside in nursing facilities.')).toContain('nurs home');
    expect(found('Who is this model meant for?', 'Target audience: developers.')).toContain('meant for');
    expect(found('What was the overall budget of the trial run?', 'The total budget of the test was 0.25.')).toEqual(
      expect.arrayContaining(['overal', 'trial run']),
    );
  });
});

describe("a lead-in's list", () => {
  it('quotes the first sentence of each item after a lead-in ending on a colon and a dash, though items run on', () => {
    const content = [
      'There are a number of groups who may find this threat model useful :-',
      '- Authors of admission controllers. A general threat model could help people who develop them.',
      '- Organizations deploying admission controllers. It could help them review their configuration.',
      '- Security assessors who assess the security of clusters.',
    ].join('\n');
    const guidance = composedGuidance('Which groups may find this threat model useful?', [passage(content)], 'model.pdf');
    expect(guidance).toContain('> Authors of admission controllers.');
    expect(guidance).toContain('> Security assessors who assess the security of clusters.');
  });
});

describe('an acronym the document defines', () => {
  it('is read with the words its letters stand for, short words and hyphens allowed, and not from any bracket', () => {
    expect(definedAcronyms('shared through a Software Bill of Materials (SBOM) and a privacy-loss budget (PLB).')).toEqual([
      { acronym: 'SBOM', words: ['software', 'bill', 'of', 'materials'] },
      { acronym: 'PLB', words: ['privacy', 'loss', 'budget'] },
    ]);
    expect(definedAcronyms('Members of the board (EU) meet monthly.')).toEqual([]);
  });

  it('joins the spelled-out words of a question, so a sentence naming only the acronym is quoted', () => {
    const question = 'What kind of software bill of materials did the company choose?';
    const defined = passage('Records are shared through a Software Bill of Materials (SBOM).');
    const chosen = passage('When it came to using an SBOM, we decided to use SPDX Lite.', { position: 1 });
    const query = withDefinedAcronyms(readQuestion(question), [defined]);
    expect(query.terms.find((term) => term.key === 'bill')?.variants).toContain('sbom');
    const found = (text: string) => termsIn(text, coreTerms(query)).map((term) => term.key);
    expect(found(chosen.content)).toEqual(expect.arrayContaining(['softwar', 'bill', 'materi']));
    expect(withDefinedAcronyms(readQuestion('What is an SBOM?'), [defined]).terms.find((term) => term.key === 'bill')).toBeUndefined();
  });
});
