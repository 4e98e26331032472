// Splits a plain-text document into passages that follow its own structure:
// numbered clauses, headings, paragraphs and list items. Each passage keeps
// the reference a reader would cite ('Section 3.2', a heading, or
// 'Paragraph 14'), and a passage continuing a long clause repeats the last
// sentence before it, so an answer never loses the sentence that set it up.

export interface DocumentChunk {
  position: number;
  /** What to cite: 'Section 3.2', the heading it sits under, or 'Paragraph 14'. */
  sectionRef: string;
  /** The nearest heading above the passage ('' when there is none). */
  heading: string;
  content: string;
}

/** Passages aim for this many characters: a few paragraphs, one idea. */
export const TARGET_CHUNK_CHARS = 900;
/** A single paragraph longer than this is split at sentence ends. */
export const MAX_CHUNK_CHARS = 1500;

interface Block {
  ref: string;
  heading: string;
  text: string;
  /** A numbered clause or heading starts here: never merge it into the previous passage. */
  startsSection: boolean;
}

// "3.2", "3.2.1", "12." or "(a)" style clause numbers at the start of a line.
const CLAUSE_NUMBER = /^(\d{1,3}(?:\.\d{1,3})+|\d{1,3}\.)\s+(?=\S)/;
// "Section 4", "Part II", "Article 17", "Schedule 1" (optionally followed by a title).
const NAMED_DIVISION = /^(section|part|chapter|article|schedule|appendix|annex|clause)\s+([0-9ivxlcdm]+[a-z]?(?:\.\d+)*)\b[\s.:–—-]*(.*)$/i;
const MARKDOWN_HEADING = /^#{1,6}\s+(.+)$/;
const LIST_ITEM = /^(?:[-*•]|\(?[a-z0-9]{1,3}[.)])\s+/i;

export function chunkDocument(text: string): DocumentChunk[] {
  return packBlocks(readBlocks(text));
}

/** Reads paragraphs (blank-line separated, or one per line for list items) with their references. */
function readBlocks(text: string): Block[] {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\f/g, '\n\n').split('\n');
  const blocks: Block[] = [];
  let heading = '';
  let ref = '';
  let paragraphCount = 0;
  let current: string[] = [];
  let currentStartsSection = false;

  const flush = () => {
    const body = current
      .join(' ')
      .replace(/[ \t]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .trim();
    current = [];
    if (!body) return;
    paragraphCount += 1;
    blocks.push({ ref: ref || heading || `Paragraph ${paragraphCount}`, heading, text: body, startsSection: currentStartsSection });
    currentStartsSection = false;
  };

  for (const rawLine of lines) {
    const line = rawLine.trim();
    if (!line) {
      flush();
      continue;
    }
    const headingText = asHeading(line);
    if (headingText) {
      flush();
      heading = headingText.title;
      ref = headingText.ref ?? '';
      // The heading's words stay searchable through the heading column.
      currentStartsSection = true;
      continue;
    }
    const clause = CLAUSE_NUMBER.exec(line);
    if (clause) {
      flush();
      ref = `Section ${clause[1]!.replace(/\.$/, '')}`;
      currentStartsSection = true;
    }
    // A list stays with its lead-in sentence, one item per line.
    current.push(LIST_ITEM.test(line) && current.length > 0 ? `\n${line}` : line);
  }
  flush();
  return blocks;
}

/** A short line that names a division ('Section 4 Fees', '## Fees', 'FEES'), or undefined. */
function asHeading(line: string): { title: string; ref?: string } | undefined {
  const markdown = MARKDOWN_HEADING.exec(line);
  if (markdown) return headingWithNumber(markdown[1]!.trim());
  if (line.length > 90 || /[.;:,]$/.test(line)) return undefined;
  const named = NAMED_DIVISION.exec(line);
  if (named) {
    const label = `${capitalise(named[1]!)} ${named[2]}`;
    const title = named[3]!.trim();
    return { title: title ? `${label} ${title}` : label, ref: label };
  }
  const numbered = /^(\d{1,3}(?:\.\d{1,3})*)\.?\s+([A-Z][^.!?]*)$/.exec(line);
  // "4 Fees and remuneration": a number and a short title with no sentence end.
  if (numbered && numbered[2]!.split(/\s+/).length <= 8) {
    return { title: line, ref: `Section ${numbered[1]}` };
  }
  const letters = line.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 3 && letters === letters.toUpperCase() && line.split(/\s+/).length <= 10) {
    return { title: toTitleCase(line) };
  }
  return undefined;
}

function headingWithNumber(title: string): { title: string; ref?: string } {
  const numbered = /^(\d{1,3}(?:\.\d{1,3})*)\.?\s+/.exec(title);
  if (numbered) return { title, ref: `Section ${numbered[1]}` };
  const named = NAMED_DIVISION.exec(title);
  if (named) return { title, ref: `${capitalise(named[1]!)} ${named[2]}` };
  return { title };
}

/** Joins short blocks of one section into passages and splits long ones at sentence ends. */
function packBlocks(blocks: readonly Block[]): DocumentChunk[] {
  const chunks: DocumentChunk[] = [];
  const push = (ref: string, heading: string, content: string) => {
    chunks.push({ position: chunks.length, sectionRef: ref, heading, content });
  };

  let pending: Block | undefined;
  for (const block of blocks) {
    if (block.text.length > MAX_CHUNK_CHARS) {
      if (pending) push(pending.ref, pending.heading, pending.text);
      pending = undefined;
      splitLongText(block.text).forEach((piece) => push(block.ref, block.heading, piece));
      continue;
    }
    const joinable =
      pending &&
      !block.startsSection &&
      pending.heading === block.heading &&
      pending.text.length + block.text.length + 1 <= TARGET_CHUNK_CHARS;
    if (pending && joinable) {
      pending = { ...pending, text: `${pending.text}\n${block.text}` };
    } else {
      if (pending) push(pending.ref, pending.heading, pending.text);
      pending = { ...block };
    }
  }
  if (pending) push(pending.ref, pending.heading, pending.text);
  return chunks;
}

/** Pieces of about TARGET_CHUNK_CHARS, each after the first repeating the sentence before it. */
function splitLongText(text: string): string[] {
  const sentences = splitSentences(text);
  const pieces: string[] = [];
  let current: string[] = [];
  let length = 0;
  for (const sentence of sentences) {
    if (length + sentence.length > TARGET_CHUNK_CHARS && current.length > 0) {
      pieces.push(current.join(' '));
      const overlap = current[current.length - 1]!;
      current = overlap.length < TARGET_CHUNK_CHARS / 3 ? [overlap] : [];
      length = current.reduce((sum, item) => sum + item.length + 1, 0);
    }
    // A "sentence" with no full stop for pages on end is cut by length.
    for (let start = 0; start < sentence.length; start += MAX_CHUNK_CHARS) {
      const part = sentence.slice(start, start + MAX_CHUNK_CHARS);
      if (length + part.length > MAX_CHUNK_CHARS && current.length > 0) {
        pieces.push(current.join(' '));
        current = [];
        length = 0;
      }
      current.push(part);
      length += part.length + 1;
    }
  }
  if (current.length > 0) pieces.push(current.join(' '));
  return pieces;
}

/** Sentences of a passage, keeping abbreviations such as 'e.g.' and 'para. 4' together. */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z(“"'‘\d])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0)
    .reduce<string[]>((sentences, sentence) => {
      const previous = sentences[sentences.length - 1];
      if (previous && /\b(?:e\.g|i\.e|etc|para|paras|no|art|s|ss|vs|cf)\.$/i.test(previous)) {
        sentences[sentences.length - 1] = `${previous} ${sentence}`;
      } else {
        sentences.push(sentence);
      }
      return sentences;
    }, []);
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

function toTitleCase(line: string): string {
  return line.toLowerCase().replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}
