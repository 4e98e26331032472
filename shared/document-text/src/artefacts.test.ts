// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withoutFontArtefacts } from './artefacts.ts';
import { docxHtmlToDocumentText } from './docx/document-text.ts';

describe('withoutFontArtefacts', () => {
  it.each([
    ['a NUL between words', 'Press \u0000 to start', 'Press to start'],
    ['a NUL inside a word', 'sta\u0000rt', 'start'],
    ['other C0 controls, DEL and C1', 'a\u0001b\u0008c\u000Bd\u000Ce\u001Ff\u007Fg\u0085h', 'abcdefgh'],
    ['carriage returns', 'one\r\ntwo\rthree', 'one\ntwo\nthree'],
    ['a replacement character standing alone', 'the pump \uFFFD starts', 'the pump starts'],
    ['a replacement character at a word’s edge', 'the pump\uFFFD starts\uFFFD.', 'the pump starts.'],
    ['a private-use bullet at a line’s start, keeping the indent', '  \uF0B7 first item', '  first item'],
    ['private use at a line’s end', 'the end \uE000\uE001', 'the end'],
    ['supplementary private use', 'a \u{F0001} b \u{10FFFD} c', 'a b c'],
  ])('drops %s', (_, text, expected) => {
    expect(withoutFontArtefacts(text)).toBe(expected);
  });

  it('keeps a replacement or private-use character inside a word, where it stands for a missing letter', () => {
    expect(withoutFontArtefacts('de\uFFFDne the e\uE000ect')).toBe('de\uFFFDne the e\uE000ect');
  });

  it('keeps tabs, newlines, blank lines, indents and every other character', () => {
    const text = '# Heading\n\n2.1\tDirectory layout\n\n```\n  indented code\n```\n\n| a | b |\n\nÉire — “quoted” ✓ 😀 €5';
    expect(withoutFontArtefacts(text)).toBe(text);
  });

  it('drops a line of artefacts alone, with one of the blank lines around it', () => {
    expect(withoutFontArtefacts('First.\n\n\u0000\uFFFD\n\nSecond.')).toBe('First.\n\nSecond.');
    expect(withoutFontArtefacts('\uF0B7\n\nFirst.')).toBe('First.');
    expect(withoutFontArtefacts('- one\n\uE000\n- two')).toBe('- one\n- two');
  });

  it('cleans a Word file’s text as it leaves the reader too', () => {
    expect(docxHtmlToDocumentText('<p>\uF0A7 Check the guard \uFFFD daily.</p><p>\uF0B7</p><p>Report\u0007 faults.</p>')).toBe(
      'Check the guard daily.\n\nReport faults.',
    );
  });
});
