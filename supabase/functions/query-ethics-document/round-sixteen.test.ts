// The sixteenth visitor set's general causes, each on a small inline document:
// a list whose items stand a blank line apart under lower-case markers ('i.',
// 'a.') is cut into one item a line, so the list is quoted item by item and
// not as one run-on sentence.
import { describe, expect, it } from 'vitest';
import { chunkDocument } from '../_shared/document-chunks.ts';

describe('a list whose items stand a blank line apart', () => {
  it('keeps each lower-case item on a line of its own, not run on into the item before', () => {
    const text = [
      '# Procedure',
      '',
      'a. Users must notify their manager within 24 hours. The following information must be included:',
      '',
      '    i. Description of the incident',
      '',
      '    i. Date, time, and location of the incident',
      '',
      '    i. Person who discovered the incident',
      '',
      'a. The procedure must be tested at least twice per year',
      '',
      'a. The logs must be reviewed once per month.',
    ].join('\n');
    const lines = chunkDocument(text).flatMap((chunk) => chunk.content.split('\n'));
    expect(lines).toContain('i. Date, time, and location of the incident');
    expect(lines).toContain('a. The procedure must be tested at least twice per year');
    expect(lines).toContain('a. The logs must be reviewed once per month.');
  });

  it('still joins a sentence the reader broke before a lower-case word that is no item marker', () => {
    const text = ['# Policy', '', 'Incidents must be reported to the', '', 'security manager at once.'].join('\n');
    expect(chunkDocument(text)[0]!.content).toBe('Incidents must be reported to the security manager at once.');
  });
});
