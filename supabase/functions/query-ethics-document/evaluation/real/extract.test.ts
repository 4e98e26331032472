// The judge's own reading of a PDF's printed lines (extract.ts), read independently of the layout reader under test,
// and what the judge makes of the quotes it then finds there.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPdf, type PdfRun } from '@meitheal/document-text/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocument } from './extract.ts';
import { quoteFaults } from './judge.ts';
import { buildReference } from './reference.ts';

// As Google Docs draws a page with notes: each line's text first, then its notes' raised marks in small type, back
// over the line where they are printed. Courier, 6 units a character at 10 points, so each mark's x is exact:
// after 'successful.' (36 characters) at the end of an item, and after '(FISMA)' (23) inside one.
const runs: PdfRun[] = [
  { x: 72, y: 700, size: 10, font: 'mono', text: 'Only 13% of projects are successful.' },
  { x: 298, y: 700, size: 10, font: 'mono', text: 'State IT projects, in' },
  { x: 288, y: 704, size: 6, font: 'mono', text: '1' },
  { x: 72, y: 686, size: 10, font: 'mono', text: 'turn, fail more often.' },
  { x: 72, y: 660, size: 10, font: 'mono', text: 'The Act of 2014 (FISMA) is the source for incident' },
  { x: 210, y: 664, size: 6, font: 'mono', text: '2' },
  { x: 72, y: 646, size: 10, font: 'mono', text: 'definitions.' },
];

describe("the judge's printed lines", () => {
  let directory = '';
  let path = '';
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'printed-lines-'));
    path = join(directory, 'notes.pdf');
    await writeFile(path, buildPdf([{ runs }]));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('keeps a note mark drawn after its line in that line, after the word it is printed after', async () => {
    const read = await readDocument(path);
    expect(read.printedPages[0]).toEqual([
      'Only 13% of projects are successful.1 State IT projects, in',
      'turn, fail more often.',
      'The Act of 2014 (FISMA)2 is the source for incident',
      'definitions.',
    ]);
    // One page, as pages of a longer document read (a page's lines, then a page break).
    const reference = buildReference([read.printedPages[0]!, ['Notes']]);
    const quote = (text: string) => quoteFaults({ text, ref: 'Page 1' }, reference);
    expect(quote('The Act of 2014 (FISMA)2 is the source for incident definitions.')).toEqual([]);
    // The mark glued to a full stop ends the sentence before it and starts nothing.
    expect(quote('Only 13% of projects are successful.')).toEqual([]);
    expect(quote('State IT projects, in turn, fail more often.')).toEqual([]);
  });
});
