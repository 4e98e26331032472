// 'Who are the authors of this presentation?', 'Which release does this FAQ
// cover?', 'How long is this talk?': a question about the document itself,
// which its front matter answers (a title page's 'by …', a revision history's
// release and date, an opening 'This presentation is … 40-minute …'), though
// those passages share few words with the question and rarely reach the
// search's best. The document's opening passages join the candidates, as
// strong as the best of them, and the composer favours their figures and names.
import type { Passage, ScoredPassage } from './retrieval.ts';

/** How many passages from the start hold the front matter: a title page, a revision history, an opening paragraph. */
export const FRONT_MATTER_PASSAGES = 3;

// 'this presentation', 'this FAQ', 'this history', 'this user guide', 'this memo': what a visitor calls the document in front of them.
const THIS_DOCUMENT =
  /\bthis\s+(?:[\p{L}-]+\s+)?(?:document|presentation|talk|slides?|deck|lecture|history|faq|guide|manual|handbook|paper|report|book|booklet|article|text|pdf|specification|spec|standard|tutorial|howto|leaflet|brochure|policy|study|thesis|essay|whitepaper|white paper|overview|notes|documentation|file|memo|memorandum|letter|e-?mail|circular|notice|proposal|minutes)\b/iu;

// What front matter says of a document: who wrote it, when, which release or version it covers, how long it runs,
// its copyright and licence; a memo's or letter's header block, whom it is from, to and about ('FROM:', 'SUBJECT:').
const ASKS_OF_FRONT_MATTER =
  /^\s*(?:who|when)\b|\b(?:authors?|wr(?:ote|itten|iter|iters)|by whom|dated?|published|publication|released|revision|release|version|edition|how long|copyright|licen[cs]e[ds]?|sent|signed|addressed|subject|when did|c[ao]me out|issued|(?:at|on) the (?:front|cover|title page))\b/i;

// What a visitor calls a whole document and never a thing inside one, after 'this' or 'the' (and perhaps one word: 'this user
// guide', 'the OpenChain spec'); 'policy', 'file' or 'history' may as well name something the document speaks of.
const DOCUMENT_NOUN =
  /(?<=\b(?:this|the)\s+(?:[\p{L}-]+\s+)?)(?:document|booklet|guide|guidebook|manual|handbook|faq|pdf|leaflet|brochure|whitepaper|presentation|slides|deck|memo|memorandum)\b/giu;

/**
 * The question without the noun it calls the document by ('how does the
 * booklet define a hazard?' → 'how does the define a hazard?'): the visitor
 * means the whole document, so the word is no term of what is asked, and
 * searched it pulls the few passages that say 'this booklet' above the one
 * that answers. The word before it stays: 'the OpenChain spec' is about OpenChain.
 */
export function withoutDocumentNoun(question: string): string {
  // Asked of the document itself, the noun marks its front matter ('This presentation is about…'): it stays.
  return asksOfDocumentItself(question) ? question : question.replace(DOCUMENT_NOUN, ' ');
}

/** Whether a question asks a fact of the document itself that its front matter gives. */
export function asksOfDocumentItself(question: string): boolean {
  return (THIS_DOCUMENT.test(question) || new RegExp(DOCUMENT_NOUN.source, 'iu').test(question)) && ASKS_OF_FRONT_MATTER.test(question);
}

/** The candidates with the document's opening passages added (once), as strong as the best candidate and marked as front matter. */
export function withFrontMatter(candidates: readonly ScoredPassage[], opening: readonly Passage[]): ScoredPassage[] {
  const best = candidates[0];
  const coverage = Math.max(1, ...candidates.map((candidate) => candidate.coverage));
  const marked = candidates.map((candidate) =>
    opening.some((passage) => passage.position === candidate.position) ? { ...candidate, frontMatter: true } : candidate,
  );
  const added = opening
    .filter((passage) => !candidates.some((candidate) => candidate.position === passage.position))
    .map((passage) => ({ ...passage, score: best?.score ?? 1, coverage, matchedTerms: [], frontMatter: true }));
  return [...marked, ...added].sort((a, b) => b.score - a.score || a.position - b.position);
}
