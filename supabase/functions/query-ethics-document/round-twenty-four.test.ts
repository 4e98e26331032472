// The twenty-fourth round's general causes, met on an incident procedure made
// in Google Docs: a reader asks for the 'write-up' a procedure calls its
// report. (The round's layout cause, a note mark Google Docs draws after the
// rest of its line, is tested with the layout reader in shared/document-text
// and with the evaluation's judge, evaluation/real/extract.test.ts.)
import { describe, expect, it } from 'vitest';
import { coreTerms, readQuestion, termsIn } from './search.ts';

describe('everyday words for what a document names otherwise', () => {
  it.each([
    ['What has to be in the final write-up we send?', 'A report must describe what occurred and the root cause.'],
    ['Who reads the write-up?', 'The official evaluates the report.'],
  ])('%j reaches %j', (question, text) => {
    expect(termsIn(text, coreTerms(readQuestion(question))).length).toBeGreaterThan(0);
  });
});
