// One question about one document: the cache first, then retrieval and
// composition, and the answer cached for next time.
import type { Database } from '../_shared/database.ts';
import { DOCUMENT_GONE_MESSAGE } from '../_shared/document-messages.ts';
import { documentRetentionHours, stillReadable } from '../_shared/document-retention.ts';
import { HttpError } from '../_shared/http.ts';
import { readLlmConfig } from '../_shared/llm/config.ts';
import { type CacheEntry, type CacheHit, findCachedAnswer, normaliseQuestion } from './cache.ts';
import { type ComposedAnswer, composeAnswer } from './compose.ts';
import { countedThing, withCountPassages } from './counted.ts';
import { withExpansionPassages } from './expansion-passages.ts';
import { findingsPassages, withFindings } from './findings.ts';
import { withHeadedLists } from './headed-lists.ts';
import { withMeasurePassages } from './measured.ts';
import { phraseDocumentAnswer } from './model.ts';
import { composeOverview, openingPassages } from './overview.ts';
import { FRONT_MATTER_PASSAGES, withFrontMatter } from './document-itself.ts';
import { acronymAsked, asksForFindings, asksForOverview, asksOfDocumentItself, measureAsked } from './question-kinds.ts';
import { documentSubjectAsked, withOpeningDefinitions } from './opening-definition.ts';
import { type Retrieval, retrievePassages } from './retrieval.ts';
import { addsQuote, firstPartOf, secondPartOf, withSecondPart } from './second-part.ts';
import { COVERED_THRESHOLD, coveredThresholdFor } from './threshold.ts';
import type { Citation, DocumentAnswer, DocumentQuestionRequest } from './contract.ts';
import { coreTerms, readQuestion } from './search.ts';
import { type SeededAnswer, seededAnswers, seededTopicOf } from './seeded-answers.ts';

/** How many passages from the start are read for the document's definition of itself: a title page and revision history may come first. */
const DEFINITION_OPENING_PASSAGES = 15;

/** Newest cached answers consulted per question; older ones are rarely asked again. */
const CACHE_WINDOW = 500;

export async function answerQuestion(db: Database, request: DocumentQuestionRequest): Promise<DocumentAnswer> {
  const { question, documentId } = request;
  const documents = await db.query<{ file_name: string; is_sample: boolean }>(
    // Past its retention period a document is gone, whether or not the purge has run.
    `select file_name, is_sample from public.ethics_documents where document_id = $1 and ${stillReadable(2)}`,
    [documentId, documentRetentionHours()],
  );
  const document = documents[0];
  if (!document) throw new HttpError(404, DOCUMENT_GONE_MESSAGE);

  const entries = await cachedEntries(db, documentId);
  const query = readQuestion(question);
  // One search serves the answer and, on the sample, which prepared topic (if any) the question is about.
  const overviewAsked = asksForOverview(question);
  const retrieval = overviewAsked ? undefined : await withDocumentSubject(db, documentId, question, document.file_name, query);
  const cached = findCachedAnswer<SeededAnswer>(question, {
    entries,
    seeded: document.is_sample ? seededAnswers() : undefined,
    topic: document.is_sample && retrieval ? seededTopicOf(retrieval.passages) : undefined,
  });
  if (cached) return fromCache(cached.answer, cached.source);

  // One search engine serves both modes; the mode asked for is reported as it was asked.
  const searchMethod = request.searchMode;
  const overview = overviewAsked ? composeOverview(await openingPassages(db, documentId), document.file_name) : undefined;
  const { guidance, citations, suggestions } =
    overview ?? (await answerWithParts(db, documentId, question, document.file_name, query, retrieval));
  // Worded differently, but retrieval chose the same passages and the same sentences: the answer given before.
  const sameAnswer = citations.length > 0 ? entries.find((entry) => entry.answer.guidance === guidance) : undefined;
  if (sameAnswer) return fromCache(sameAnswer.answer, 'same-passages');

  // A 'not covered' answer is not cached: its suggestions come from the search, asked afresh each time.
  if (citations.length > 0) {
    await db.query(
      `insert into public.ethics_answer_cache (document_id, question_key, guidance, citations)
       values ($1, $2, $3, $4::jsonb)
       on conflict (document_id, question_key) do nothing`,
      [documentId, normaliseQuestion(question), guidance, JSON.stringify(citations)],
    );
  }
  const phrased = await phraseDocumentAnswer(db, readLlmConfig(), question, { guidance, citations });
  return { ...phrased, searchMethod, citations, cached: false, suggestions };
}

/** The passages for a question; asked what the document's own subject is, its opening's defining passages join them. */
async function withDocumentSubject(
  db: Database,
  documentId: string,
  question: string,
  fileName: string,
  query: ReturnType<typeof readQuestion>,
): Promise<Retrieval> {
  const found = await retrievePassages(db, documentId, query);
  // 'What areas do they break it into?': a lead-in whose items the author set as headings brings them (headed-lists.ts).
  const retrieval = { ...found, passages: await withHeadedLists(db, documentId, found.passages) };
  // 'Who wrote this history?': the front matter answers, whatever words it shares with the question.
  if (asksOfDocumentItself(question)) {
    return { ...retrieval, passages: withFrontMatter(retrieval.passages, await openingPassages(db, documentId, FRONT_MATTER_PASSAGES)) };
  }
  // 'What is the main finding?': a paper's conclusion, summary, abstract or results answer, whatever words they share with it.
  if (asksForFindings(question)) {
    return { ...retrieval, passages: withFindings(retrieval.passages, await findingsPassages(db, documentId)) };
  }
  // 'How many stages…?': the passages stating a number of stages (or phases) answer, whatever else they share with it.
  const counted = countedThing(question, coreTerms(query));
  if (counted) {
    return { ...retrieval, passages: await withCountPassages(db, documentId, retrieval.passages, counted, query, retrieval.weights) };
  }
  // 'What does cFE stand for?', 'What is the RTSS?': the passages spelling the acronym out answer, however often others name it.
  const acronym = acronymAsked(question);
  if (acronym) return { ...retrieval, passages: await withExpansionPassages(db, documentId, retrieval.passages, acronym, query) };
  // 'How much current does it draw?': the passages stating a figure in the units asked for ('180mA') answer, whatever words the reader chose.
  const measure = measureAsked(question);
  if (measure) {
    return { ...retrieval, passages: await withMeasurePassages(db, documentId, retrieval.passages, measure, query, retrieval.weights) };
  }
  const subject = documentSubjectAsked(question, fileName);
  if (!subject) return retrieval;
  return {
    ...retrieval,
    passages: withOpeningDefinitions(retrieval.passages, await openingPassages(db, documentId, DEFINITION_OPENING_PASSAGES), subject),
  };
}

async function answerWithParts(
  db: Database,
  documentId: string,
  question: string,
  fileName: string,
  query: ReturnType<typeof readQuestion>,
  found: Retrieval | undefined,
): Promise<ComposedAnswer> {
  const retrieval = found ?? (await withDocumentSubject(db, documentId, question, fileName, query));
  const whole = composed(question, query, retrieval, fileName);
  const second = secondPartOf(question);
  if (!second) return whole;
  const withSecond = withSecondPart(whole, await composedPart(db, documentId, second, fileName, retrieval, whole));
  // The first part on its own words and kind too: a figure asked in the second ('how long is…?') sets the whole's kind.
  const first = firstPartOf(question);
  return first ? withSecondPart(withSecond, await composedPart(db, documentId, first, fileName, retrieval, withSecond)) : withSecond;
}

/**
 * One part of a two-part question composed on its own words and kind: from the passages the whole question found,
 * which hold the words the part leaves to the other ('does anyone have to sign off on it?'); and when those give it
 * nothing the answer lacks, from its own search, as if asked alone. The whole question's search weighs the other
 * part's words too, so the passage answering this part may not be among those it found.
 */
async function composedPart(
  db: Database,
  documentId: string,
  part: string,
  fileName: string,
  retrieval: Retrieval,
  answer: ComposedAnswer,
): Promise<ComposedAnswer> {
  const query = readQuestion(part);
  const fromWhole = composed(part, query, { ...retrieval, query: undefined }, fileName, true);
  if (addsQuote(answer, fromWhole)) return fromWhole;
  return composed(part, query, await withDocumentSubject(db, documentId, part, fileName, query), fileName, true);
}

function composed(
  question: string,
  query: ReturnType<typeof readQuestion>,
  retrieval: Retrieval,
  fileName: string,
  partOfQuestion = false,
): ComposedAnswer {
  const terms = coreTerms(retrieval.query ?? query);
  // Not covered at the threshold, a question in a reader's own phrasing may still be answered below it (threshold.ts);
  // one with a specific word the document never uses is held to the stricter threshold, and its passages to two of
  // its own words (compose.ts).
  const lower = coveredThresholdFor(terms, retrieval.absent);
  const specificWordAbsent = lower >= COVERED_THRESHOLD;
  const answer = composeAnswer(
    question,
    terms,
    retrieval.weights,
    retrieval.passages,
    fileName,
    COVERED_THRESHOLD,
    partOfQuestion,
    retrieval.absent,
  );
  if (answer.citations.length > 0 || specificWordAbsent) return answer;
  return composeAnswer(question, terms, retrieval.weights, retrieval.passages, fileName, lower, partOfQuestion);
}

/**
 * Why a cached answer is shown: the question asks what one before did, a prepared topic answers it, or (asked in
 * other words, 'What doesn't X do?' after 'What does X do?' among them) the search and the composer chose the same
 * passages and sentences as for one before: that is said as it is, not as the same question.
 */
type CacheNoteSource = CacheHit<SeededAnswer>['source'] | 'same-passages';

const CACHE_NOTES: Record<CacheNoteSource, string> = {
  earlier: '*From the answer cache: this question asks the same as one answered before on this document, so that answer is shown again.*',
  prepared: '*From the answer cache: a prepared answer on this topic of the sample standard.*',
  'same-passages':
    '*From the answer cache: this question is answered by the same passages as one asked before on this document, so that answer is shown again.*',
};

/** A cached answer says so, in the text and in the `cached` field. The cache holds our own composed answers, so it is always offline. */
function fromCache(answer: SeededAnswer, source: CacheNoteSource): DocumentAnswer {
  return {
    guidance: `${answer.guidance}\n\n${CACHE_NOTES[source]}`,
    citations: answer.citations,
    searchMethod: 'cached',
    generatedBy: 'offline',
    cached: true,
    suggestions: [],
  };
}

async function cachedEntries(db: Database, documentId: string): Promise<CacheEntry<SeededAnswer>[]> {
  const rows = await db.query<{ question_key: string; guidance: string; citations: Citation[] }>(
    `select question_key, guidance, citations from public.ethics_answer_cache
     where document_id = $1 order by created_at desc limit ${CACHE_WINDOW}`,
    [documentId],
  );
  return rows.map((row) => ({ key: row.question_key, answer: { guidance: row.guidance, citations: row.citations } }));
}
