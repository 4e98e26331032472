// 'What is this document about?' shares no word with any passage, yet the
// document answers it: its opening says what it is for. Such a question is
// answered from the first passages of prose, quoted whole and cited like any
// other answer, instead of 'not covered'. Which questions ask so is read in
// question-kinds.ts.
import type { Database } from '../_shared/database.ts';
import { escapeMarkdown } from '../_shared/markdown.ts';
import { type ComposedAnswer, headingLeaf, quotableUnits, quoteLines } from './compose.ts';
import type { Passage } from './retrieval.ts';

/** How many opening passages are read to find the first prose; titles and contents come first. */
const OPENING_PASSAGES = 6;
/** Sentences quoted from the opening. */
const OVERVIEW_SENTENCES = 3;
/** A sentence of prose, not a title or an author line. */
const MIN_WORDS = 8;

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
