// 'What is this document about?' shares no word with any passage, yet the
// document answers it: its opening says what it is for. Such a question is
// answered from the first passages of prose, quoted whole and cited like any
// other answer, instead of 'not covered'.
import type { Database } from '../_shared/database.ts';
import { escapeMarkdown } from '../_shared/markdown.ts';
import { type ComposedAnswer, headingLeaf, quotableUnits, quoteLines } from './compose.ts';
import type { Passage } from './retrieval.ts';

const DOCUMENT = String.raw`(?:document|file|paper|guide|standard|policy|report|manual|letter|text|spec(?:ification)?|plan|contract)`;
const OVERVIEW_QUESTION = new RegExp(
  String.raw`\b(?:what(?:'s| is)|tell me)\b[^?.!]{0,30}\b(?:this|the)\s+${DOCUMENT}\b[^?.!]{0,20}\babout\s*[?.!]?\s*$` +
    String.raw`|\bwhat (?:does|is) (?:this|the) ${DOCUMENT} (?:cover|for)\b` +
    // A summary asked for, not one the document has that the question points into ('In the overall summary, what is…').
    String.raw`|(?<!\b(?:in|from|under|within|according to)\s+(?:the|its|this)\s+(?:[a-z-]+\s+)?)` +
    String.raw`\b(?:summar(?:y|ise|ize)|overview|gist)\b(?![^?.!]{0,40}\b(?:section|chapter|part|clause|article|page)\b)`,
  'i',
);

/** How many opening passages are read to find the first prose; titles and contents come first. */
const OPENING_PASSAGES = 6;
/** Sentences quoted from the opening. */
const OVERVIEW_SENTENCES = 3;
/** A sentence of prose, not a title or an author line. */
const MIN_WORDS = 8;

export function asksForOverview(question: string): boolean {
  return OVERVIEW_QUESTION.test(question);
}

export async function openingPassages(db: Database, documentId: string, count = OPENING_PASSAGES): Promise<Passage[]> {
  return db.query<Passage>(
    `select position, section_ref as "sectionRef", heading, content from public.ethics_chunks
     where document_id = $1 order by position limit $2`,
    [documentId, count],
  );
}

/** The document's opening sentences of prose, with their passage cited; undefined when the opening holds none. */
export function composeOverview(passages: readonly Passage[], fileName: string): ComposedAnswer | undefined {
  for (const passage of passages) {
    const sentences = quotableUnits(passage.content).filter((unit) => unit.split(/\s+/).length >= MIN_WORDS && !unit.includes('\n'));
    if (sentences.length === 0) continue;
    const quote = sentences.slice(0, OVERVIEW_SENTENCES).join(' ');
    return {
      covered: true,
      suggestions: [],
      guidance: [
        `Here is how *${escapeMarkdown(fileName)}* introduces itself:`,
        `${quoteLines(quote)
          .map((line) => `> ${line}`)
          .join('\n')}\n>\n> — ${escapeMarkdown(passage.sectionRef)}`,
      ].join('\n\n'),
      citations: [{ sectionRef: passage.sectionRef, heading: headingLeaf(passage.heading), quote: passage.content, matchedTerms: [] }],
    };
  }
  return undefined;
}
