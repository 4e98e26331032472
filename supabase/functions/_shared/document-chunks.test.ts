import { describe, expect, it } from 'vitest';
import { chunkDocument, MAX_CHUNK_CHARS, splitSentences } from './document-chunks.ts';

describe('chunkDocument', () => {
  it('keeps numbered clauses apart, each with its reference and heading', () => {
    const chunks = chunkDocument('Section 3 Fees\n\n3.1 Fees are charged by time.\n\n3.2 Invoices are monthly.\nThey are payable in 30 days.');
    expect(chunks).toEqual([
      { position: 0, sectionRef: 'Section 3.1', heading: 'Section 3 Fees', content: '3.1 Fees are charged by time.' },
      { position: 1, sectionRef: 'Section 3.2', heading: 'Section 3 Fees', content: '3.2 Invoices are monthly. They are payable in 30 days.' },
    ]);
  });

  it('cites headings, markdown headings and plain paragraphs', () => {
    const chunks = chunkDocument('# Confidentiality\n\nWe keep your affairs private.\n\nNo heading here at all, just words.');
    expect(chunks.map((chunk) => chunk.sectionRef)).toEqual(['Confidentiality']);
    expect(chunkDocument('First paragraph of plain prose.\n\n' + 'x'.repeat(950)).map((c) => c.sectionRef)).toEqual(['Paragraph 1', 'Paragraph 2']);
  });

  it('keeps a list with its lead-in, one item per line', () => {
    const [chunk] = chunkDocument('The firm must not provide:\n- bookkeeping\n- payroll services');
    expect(chunk!.content).toBe('The firm must not provide:\n- bookkeeping\n- payroll services');
  });

  it('splits a long paragraph at sentence ends, repeating the sentence before each cut', () => {
    const sentence = (n: number) => `Sentence number ${n} explains one rule of the engagement in some detail.`;
    const text = Array.from({ length: 60 }, (_, n) => sentence(n)).join(' ');
    const chunks = chunkDocument(text);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.every((chunk) => chunk.content.length <= MAX_CHUNK_CHARS)).toBe(true);
    const lastOfFirst = splitSentences(chunks[0]!.content).at(-1)!;
    expect(chunks[1]!.content.startsWith(lastOfFirst)).toBe(true);
  });

  it('cuts text with no sentence ends by length', () => {
    const chunks = chunkDocument('word'.repeat(2000));
    expect(chunks.every((chunk) => chunk.content.length <= MAX_CHUNK_CHARS)).toBe(true);
    expect(chunks.map((chunk) => chunk.content).join('')).toBe('word'.repeat(2000));
  });
});
