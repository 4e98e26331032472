// Characters a file's fonts put in its text that stand for nothing a reader
// sees: a glyph mapped to U+0000 or another control character, U+FFFD where a
// glyph had no mapping, a private-use code point from a symbol font. The
// server refuses NUL (Postgres text cannot hold it) and the others only spoil
// quotes and search, and the visitor can do nothing about any of them, so the
// reader drops them silently as the text leaves it.
//
// Controls (C0 but tab and newline, DEL, C1) never carry text: always
// dropped, a carriage return read as a newline. U+FFFD and private-use
// characters are dropped where they stand alone (between spaces, at a line's
// start or end, at a word's edge, next to punctuation). Inside a word
// ('de\uFFFDne', an unmapped ligature) they are kept: dropping them would
// silently make another word ('dene'), while the mark at least shows a
// character is missing there. The layout has already read the symbol fonts'
// private-use bullets as list items before this runs.

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const LINE_BREAK = /\r\n?/g;
/** A run of artefacts (controls, U+FFFD, private use in the BMP and planes 15 and 16), with the spaces around it. */
/* eslint-disable no-control-regex -- control characters are among the artefacts */
const ARTEFACT_RUN =
  /([ \t]*)[\u0000-\u0008\u000B-\u001F\u007F-\u009F\uFFFD\uE000-\uF8FF\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]+([ \t]*)/gu;
/* eslint-enable no-control-regex */
const WORD = /[\p{L}\p{M}\p{N}]/u;

/** What stands in the run's place: its non-control characters inside a word, else a space at most. */
function replaceRun(run: string, before: string, after: string, offset: number, line: string): string {
  const previous = line[offset - 1];
  const next = line[offset + run.length];
  if (!before && !after && previous !== undefined && next !== undefined && WORD.test(previous) && WORD.test(next))
    return run.replace(CONTROL, '');
  // A line's indent stays; at its end nothing; between words, one of the spaces.
  if (previous === undefined) return before;
  if (next === undefined) return '';
  return before || after;
}

/** The text without its font artefacts; a line that held nothing else goes too. */
export function withoutFontArtefacts(text: string): string {
  const kept: string[] = [];
  let dropBlank = false;
  for (const line of text.replace(LINE_BREAK, '\n').split('\n')) {
    const cleaned = line.replace(ARTEFACT_RUN, replaceRun);
    if (cleaned.trim() === '' && line.trim() !== '') {
      // The blank line that separated it from its neighbours goes with it, once.
      if (kept.at(-1)?.trim() === '') kept.pop();
      else dropBlank = true;
      continue;
    }
    if (dropBlank && cleaned.trim() === '') {
      dropBlank = false;
      continue;
    }
    dropBlank = false;
    kept.push(cleaned);
  }
  return kept.join('\n');
}
