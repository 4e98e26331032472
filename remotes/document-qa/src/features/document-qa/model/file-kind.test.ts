import { describe, expect, it } from 'vitest';
import { fileKind } from './file-kind';

describe('fileKind', () => {
  it.each([
    ['notes.txt', '', 'text'],
    ['README.md', '', 'text'],
    ['export', 'text/plain', 'text'],
    ['Standard.PDF', '', 'pdf'],
    ['letter.docx', '', 'docx'],
    ['letter.doc', 'application/msword', 'unsupported'],
    ['photo.png', 'image/png', 'unsupported'],
  ])('%s (%s) is %s', (name, type, kind) => {
    expect(fileKind({ name, type })).toBe(kind);
  });
});
