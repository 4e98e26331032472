// Splits a passage into whole sentences, so that a quote never stops half way.
// A full stop followed by a space and a capital usually ends a sentence; the
// exceptions are what makes quotes look broken: abbreviations ('e.g.', 'No. 5',
// 'Mr. Byrne'), initials ('T. Leonard') and a list number or letter at a line start. Dots
// inside a token (versions '1.0.2', files 'Data.tar.gz', figures '3.5', section
// numbers '2.1', URLs) are never followed by a space, so they never end one. A
// footnote mark glued to a full stop ('algorithm.11 Recommended') ends the
// sentence at the stop; after a digit ('version 2.11 The') it is a number.
// A code block (between ``` fences) or a table (pipe rows) is one unit: a quote
// takes all of it or none of it.

/** Abbreviations that never end a sentence, whatever follows them. */
const NEVER_FINAL = new Set([
  'e.g',
  'eg',
  'i.e',
  'ie',
  'cf',
  'viz',
  'vs',
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'fig',
  'figs',
  'approx',
  'incl',
  'esp',
  'resp',
  'ca',
  'jr',
  'sr',
  'rev',
  'hon',
  'sgt',
  'capt',
  'gen',
  'col',
  'lt',
]);
/** Abbreviations that introduce a number ('No. 5', 'para. 4', 's. 322', 'max. 12 words'): they end nothing when a number follows. */
const BEFORE_NUMBER = new Set([
  'max',
  'min',
  'no',
  'nos',
  'para',
  'paras',
  'art',
  'arts',
  's',
  'ss',
  'sec',
  'secs',
  'p',
  'pp',
  'vol',
  'ch',
  'ref',
  'reg',
  'regs',
  'sch',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]);

// A run of sentence-ending marks, closing quotes or brackets, then the space after them; a footnote mark may stand
// between the marks and the space ('…the AES algorithm.11 Recommended choices…').
// ('‖' too: the closing quote some PDFs of Word's map to it, '…of inactivity.‖ Media Access…').
const CANDIDATE = /[.!?]+["'”’)\]‖]*(\d{1,3})?(\s+)/g;

/** A code block or a table as one unit, every other line split into sentences. */
export function splitSentences(text: string): string[] {
  const units: string[] = [];
  for (const unit of textUnits(text)) {
    if (unit.kind === 'prose') units.push(...splitLine(unit.text));
    else units.push(unit.text);
  }
  return units.filter((unit) => unit.trim().length > 0);
}

export interface TextUnit {
  kind: 'prose' | 'code' | 'table';
  text: string;
}

/** Lines of prose, and fenced code blocks and tables kept whole. */
export function textUnits(text: string): TextUnit[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const units: TextUnit[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (isFence(line)) {
      const block = [line];
      index += 1;
      while (index < lines.length && !isFence(lines[index]!)) block.push(lines[index++]!);
      if (index < lines.length) block.push(lines[index]!);
      units.push({ kind: 'code', text: block.join('\n') });
    } else if (isTableRow(line)) {
      const block = [line];
      while (index + 1 < lines.length && isTableRow(lines[index + 1]!)) block.push(lines[++index]!);
      units.push({ kind: 'table', text: block.join('\n') });
    } else if (line.trim()) {
      units.push({ kind: 'prose', text: line.trim() });
    }
  }
  return units;
}

export function isFence(line: string): boolean {
  return /^\s*```/.test(line);
}

export function isTableRow(line: string): boolean {
  return /^\s*\|.*\|\s*$/.test(line);
}

function splitLine(line: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of line.matchAll(CANDIDATE)) {
    const mark = match[1] ?? '';
    const end = match.index + match[0].length - match[2]!.length - mark.length;
    const next = line.slice(match.index + match[0].length);
    if (next.length === 0) break;
    if (mark && !isFootnoteMark(line.slice(start, match.index), next)) continue;
    if (!endsSentence(line.slice(start, end), line.slice(start, match.index), next)) continue;
    sentences.push(line.slice(start, end).trim());
    start = match.index + match[0].length;
  }
  sentences.push(line.slice(start).trim());
  return sentences.filter((sentence) => sentence.length > 0);
}

/**
 * A number glued to a sentence's full stop before a capitalised word is a footnote mark ('algorithm.11 Recommended'):
 * the sentence ends at the stop and the mark starts nothing. A dot after a digit is a decimal or a section number
 * ('version 2.11 The', 'Section 3.2 The'), never a footnote's.
 */
function isFootnoteMark(beforeMarks: string, next: string): boolean {
  // 'No.5 The', 'p.12 The': an abbreviation introducing a number, not a sentence's end.
  const word = (/(\S+)$/.exec(beforeMarks)?.[1] ?? '').replace(/^["'“‘([]+/, '').toLowerCase();
  if (BEFORE_NUMBER.has(word)) return false;
  return /[\p{L}"'”’)\]]$/u.test(beforeMarks) && /^["'“‘([]?\p{Lu}/u.test(next);
}

/**
 * Whether the marks at the end of `upToMarks` end a sentence, given the text
 * before the marks and the text after the space.
 */
function endsSentence(upToMarks: string, beforeMarks: string, next: string): boolean {
  // A sentence starts with a capital, a digit, or an opening quote or bracket.
  if (!/^["'“‘([]?[\p{Lu}\d]/u.test(next)) return false;
  const marks = upToMarks.slice(beforeMarks.length);
  if (!marks.startsWith('.') || marks.startsWith('..')) return true;
  const token = (/(\S+)$/.exec(beforeMarks)?.[1] ?? '').replace(/^["'“‘([]+/, '');
  const word = token.toLowerCase();
  if (NEVER_FINAL.has(word)) return false;
  if (BEFORE_NUMBER.has(word) && /^\d/.test(next)) return false;
  // An initial ('T. Leonard') or a dotted abbreviation ('U.S.', 'a.m.') before a capital.
  if (/^\p{Lu}$/u.test(token) || /^(?:\p{L}\.)+\p{L}$/u.test(token)) return false;
  // A list number or letter opening the line or following a colon ('1. Open the file', 'Steps: 1. Open', 'a. Reservations
  // by members', 'ii. Blocks').
  if (/^(?:\d{1,3}|[a-z]|[ivx]{1,4})$/.test(token) && /(?:^|[:;])\s*$/.test(beforeMarks.slice(0, beforeMarks.length - token.length)))
    return false;
  return true;
}
