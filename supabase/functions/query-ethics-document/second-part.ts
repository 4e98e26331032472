// 'Who hands out CVE numbers, and who do we go to if nobody else covers our
// project?': a question asking two things. Answered as one, the words of its
// first part and the kind of answer it asks for lead, and the sentence that
// answers the second part ('MITRE … can be used if no better scope is
// available') rarely makes the quotes. The second part is composed on its
// own words and kind too, from the passages the whole question found, and
// the quote that answers it joins the answer.
import type { ComposedAnswer } from './compose.ts';

// The second question starts after ', and', 'and' or a question mark, with a word that opens a question; or after a
// comma alone, before 'where does', 'how can' and the like ('What counts as X here, where does the definition come from?').
// The question word may follow a preposition ('…, and by when is final acceptance given?', '…, and during which hours…').
const SECOND_PART =
  /(?:,\s*(?:and|or)\s+|\s+and\s+|\?\s+|,\s+(?=(?:where|when|why|how)\s+(?:does|do|did|is|are|can|should|will)\b))((?:(?:by|until|till|from|for|to|in|on|at|during|within|under|after|before|since|with)\s+(?=(?:what|which|when|whom|whose|how)\b))?(?:what|what's|who|whom|whose|how|when|where|which|why|is|are|was|were|do|does|did|can|could|should|will|would|has|have)\b[^?]*\??)\s*$/i;

// A question's opening word.
const OPENS_QUESTION =
  /^\s*(?:what|what's|who|whom|whose|how|when|where|which|why|is|are|was|were|do|does|did|can|could|should|will|would|has|have)\b/i;

/** The second of two questions asked in one ('… and who do we go to …?'), or undefined for a single question. */
export function secondPartOf(question: string): string | undefined {
  const found = SECOND_PART.exec(question.trim());
  // After a comma alone, only when the first part is a question too: 'In the table of terms, how does X define Y?' asks one thing.
  if (found && /^,\s+(?!and\b|or\b)/i.test(found[0]) && !OPENS_QUESTION.test(question)) return undefined;
  const part = found?.[1]?.trim();
  // A part of two words or fewer ('and where?') says too little to be searched alone.
  if (!part || part.split(/\s+/).length < 3) return undefined;
  return part.charAt(0).toUpperCase() + part.slice(1);
}

/**
 * The first of two questions asked in one ('Can we bring slides?' of 'Can we bring slides? How long is the talk?'),
 * or undefined for a single question. Answered as one, a figure asked in the second part ('how long') sets the kind
 * of answer, and the sentence answering the first part rarely makes the quotes.
 */
export function firstPartOf(question: string): string | undefined {
  if (!secondPartOf(question)) return undefined;
  const found = SECOND_PART.exec(question.trim());
  const part = found
    ? question
        .trim()
        .slice(0, found.index)
        .replace(/[\s,;:?]+$/, '')
    : '';
  // A part of two words or fewer says too little to be searched alone; one that opens on no question word may be
  // a lead-in ('For the interview, can we…' opens on one later) and stays as asked.
  if (
    part.split(/\s+/).length < 3 ||
    !/\b(?:what|what's|who|whom|whose|how|when|where|which|why|is|are|was|were|do|does|did|can|could|should|will|would|has|have)\b/i.test(
      part,
    )
  )
    return undefined;
  return `${part}?`;
}

/** The quotes of an answer: its blocks that quote the document, each with its attribution. */
function quoteBlocks(guidance: string): string[] {
  return guidance.split('\n\n').filter((block) => block.startsWith('> '));
}

/** What a quote block quotes: its lines without the '> ' marks, the blank line and the attribution under them. */
function quotedText(block: string): string {
  const lines = block.split('\n').map((line) => line.replace(/^>\s?/, ''));
  const attribution = lines.findLastIndex((line) => line.startsWith('— '));
  return (attribution < 0 ? lines : lines.slice(0, attribution)).join('\n').trim();
}

/** A quote none of the answer's quotes holds already. */
function isNewQuote(block: string, quoted: readonly string[]): boolean {
  const text = quotedText(block);
  return !quoted.some((other) => quotedText(other).includes(text));
}

/** Whether a part's answer has a quote the answer so far lacks. */
export function addsQuote(answer: ComposedAnswer, part: ComposedAnswer): boolean {
  if (!part.covered) return false;
  if (!answer.covered) return true;
  const quoted = quoteBlocks(answer.guidance);
  return quoteBlocks(part.guidance).some((block) => isNewQuote(block, quoted));
}

/**
 * The answer to the whole question with the quote answering its second part
 * after its own, when that quote is not among them already; the second part's
 * answer alone when the whole question found nothing.
 */
export function withSecondPart(whole: ComposedAnswer, second: ComposedAnswer): ComposedAnswer {
  if (!second.covered) return whole;
  if (!whole.covered) return second;
  const quoted = quoteBlocks(whole.guidance);
  const added = quoteBlocks(second.guidance).find((block) => isNewQuote(block, quoted));
  if (!added) return whole;
  // The quote's attribution line names its section ('> — Section 4', Markdown escapes and all).
  const attribution = added.split('\n').at(-1)!.replace(/\\/g, '');
  // A quote going on from one of the answer's (the sentence with the one after it) takes its place: added after it,
  // the sentence would be quoted twice.
  const extended = quoted.find((block) => quotedText(added).includes(quotedText(block)));
  const guidance = extended
    ? whole.guidance
        .split('\n\n')
        .map((block) => (block === extended ? added : block))
        .join('\n\n')
    : `${whole.guidance}\n\n${added}`;
  const citations = [
    ...whole.citations,
    ...second.citations.filter(
      (citation) =>
        attribution.endsWith(`— ${citation.sectionRef}`) && !whole.citations.some((own) => own.sectionRef === citation.sectionRef),
    ),
  ];
  return { ...whole, guidance, citations };
}
