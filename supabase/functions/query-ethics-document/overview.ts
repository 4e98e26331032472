// 'What is this document about?' shares no word with any passage, yet the
// document answers it: its opening says what it is for. Such a question is
// answered from the first passages of prose, quoted whole and cited like any
// other answer, instead of 'not covered'. Which questions ask so is read in
// question-kinds.ts.
import type { Database } from '../_shared/database.ts';
import { escapeMarkdown } from '../_shared/markdown.ts';
import { headingLeaf } from '../_shared/document-chunks.ts';
import { type ComposedAnswer, quotableUnits, quoteLines } from './compose.ts';
import { HEADING_PATH_SEPARATOR } from '../_shared/document-chunks.ts';
import { statesDocumentPurpose } from './question-kinds.ts';
import type { Passage } from './retrieval.ts';

/** How many opening passages are read to find the first prose; titles and contents come first. */
const OPENING_PASSAGES = 6;
/** How many are read for a sentence saying what the document is for: an introduction may follow a contents list. */
const PURPOSE_PASSAGES = 12;
/** Sentences quoted from the opening. */
const OVERVIEW_SENTENCES = 3;
/** A sentence of prose, not a title or an author line. */
const MIN_WORDS = 8;

export async function openingPassages(db: Database, documentId: string, count = PURPOSE_PASSAGES): Promise<Passage[]> {
  return db.query<Passage>(
    `select position, section_ref as "sectionRef", heading, content from public.ethics_chunks
     where document_id = $1 order by position limit $2`,
    [documentId, count],
  );
}

/**
 * The document's title, its opening sentences of prose and, when a sentence further on in its opening says what the
 * document is or is for ('This Charter includes…', 'The Plan establishes procedures for…'), that sentence too, each
 * quoted with its passage cited; undefined when the opening holds no prose.
 */
export function composeOverview(passages: readonly Passage[], fileName: string): ComposedAnswer | undefined {
  const opening = openingQuote(passages);
  if (!opening) return undefined;
  const purpose = purposeQuote(passages);
  const quotes = purpose && !opening.quote.includes(purpose.quote) ? [opening, purpose] : [opening];
  const title = documentTitle(passages);
  const name = `*${escapeMarkdown(fileName)}*`;
  return {
    covered: true,
    suggestions: [],
    guidance: [
      title ? `${name} is titled “${escapeMarkdown(title)}”. Here is how it introduces itself:` : `Here is how ${name} introduces itself:`,
      ...quotes.map(
        ({ passage, quote }) =>
          `${quoteLines(quote)
            .map((line) => `> ${line}`)
            .join('\n')}\n>\n> — ${escapeMarkdown(passage.sectionRef)}`,
      ),
    ].join('\n\n'),
    citations: quotes.map(({ passage }) => ({
      sectionRef: passage.sectionRef,
      heading: headingLeaf(passage.heading),
      quote: passage.content,
      matchedTerms: [],
    })),
  };
}

interface OpeningQuote {
  passage: Passage;
  quote: string;
}

/** Sentences of prose in a passage: not a title or an author line, not a list's lines, not a name spaced out letter by letter. */
function proseSentences(passage: Passage): string[] {
  return quotableUnits(passage.content).filter((unit) => {
    const words = unit.split(/\s+/);
    return words.length >= MIN_WORDS && !unit.includes('\n') && words.filter((word) => word.length > 1).length * 2 > words.length;
  });
}

/** The first sentences of prose of the opening. */
function openingQuote(passages: readonly Passage[]): OpeningQuote | undefined {
  for (const passage of passages.slice(0, OPENING_PASSAGES)) {
    const sentences = proseSentences(passage);
    if (sentences.length === 0) continue;
    // A sentence the passage ends without finishing ('…in the middle of the supply chain and') is quoted only if first.
    const whole = sentences.slice(0, OVERVIEW_SENTENCES);
    const unfinished = whole.findIndex((sentence) => !FINISHED.test(sentence));
    return { passage, quote: whole.slice(0, unfinished > 0 ? unfinished : whole.length).join(' ') };
  }
  return undefined;
}

// A sentence's closing mark, perhaps inside a closing quote or bracket.
const FINISHED = /[.!?:;][)"'”’]*$/;

/** The first sentence of the opening saying what the document is or is for, with the next when that goes on about it. */
function purposeQuote(passages: readonly Passage[]): OpeningQuote | undefined {
  for (const passage of passages) {
    const sentences = proseSentences(passage);
    const at = sentences.findIndex(statesDocumentPurpose);
    if (at < 0) continue;
    const next = sentences[at + 1];
    return { passage, quote: next && GOES_ON_ABOUT_IT.test(next) ? `${sentences[at]} ${next}` : sentences[at]! };
  }
  return undefined;
}

// 'It describes your rights and responsibilities…' after 'This lab manual is intended to…': the same subject goes on.
const GOES_ON_ABOUT_IT = /^(?:It|This|They|These)\s+\p{Ll}/u;

/**
 * The title the document opens with: the first heading of its opening passage, or, when that has none, the passage
 * itself when it is one short line ('By Laws of Couchers, Inc.') other than a version or a date.
 */
function documentTitle(passages: readonly Passage[]): string | undefined {
  const first = passages[0];
  if (!first || first.position !== 0) return undefined;
  const heading = first.heading.split(HEADING_PATH_SEPARATOR)[0]!.trim();
  if (heading) return heading;
  const line = first.content.trim();
  const words = line.split(/\s+/).length;
  return !line.includes('\n') && words >= 2 && words < MIN_WORDS && /^\p{L}/u.test(line) && !NOT_A_TITLE.test(line) ? line : undefined;
}

// A version, a draft mark or a date is no title: 'Version 1', 'Draft', 'April 24, 2024'.
const NOT_A_TITLE =
  /^(?:version|v\d|revision|rev\b|draft|updated|last updated|page)\b|^(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/i;
