import type { UncoveredTopic } from './compose.ts';
import { sources } from './knowledge/sources.ts';

// Questions about another country's tax get an honest 'not covered', never an
// Irish figure. A question naming another jurisdiction is out of scope unless
// it also names Ireland (an Irish business selling into the UK, say).

interface Jurisdiction {
  name: string;
  /** Where an owner should look instead. */
  lookAt: string;
  pattern: RegExp;
}

const UK = { name: 'the United Kingdom', lookAt: 'HMRC at gov.uk' };
const US = { name: 'the United States', lookAt: 'the IRS at irs.gov, or the state tax department' };

const JURISDICTIONS: readonly Jurisdiction[] = [
  { ...UK, name: 'Northern Ireland (UK tax)', pattern: /\bnorthern ireland\b|\bn\.? ?ireland\b|\bbelfast\b/i },
  {
    ...UK,
    pattern:
      /\bu\.?k\.?\b|\bunited kingdom\b|\bbritain\b|\bbritish\b|\bengland\b|\bscotland\b|\bscottish\b|\bwales\b|\bwelsh\b|\bhmrc\b|\bnational insurance\b|\bcouncil tax\b|\bisa\b/i,
  },
  // 'US' only in capitals: 'us' is also the pronoun.
  { ...US, pattern: /\bUSA?\b|\bU\.S\.(?:A\.)?/ },
  { ...US, pattern: /\bunited states\b|\bamerica\b|\bamerican\b|\birs\b|\bfederal tax\b|\bstate tax\b|\bsales tax\b|\b401k\b/i },
  { name: 'Germany', lookAt: 'the German tax authorities (Bundeszentralamt für Steuern)', pattern: /\bgermany\b|\bgerman\b/i },
  { name: 'France', lookAt: 'the French tax authorities at impots.gouv.fr', pattern: /\bfrance\b|\bfrench\b/i },
  { name: 'Spain', lookAt: 'the Spanish tax agency (Agencia Tributaria)', pattern: /\bspain\b|\bspanish\b/i },
  { name: 'Canada', lookAt: 'the Canada Revenue Agency', pattern: /\bcanada\b|\bcanadian\b/i },
  { name: 'Australia', lookAt: 'the Australian Taxation Office', pattern: /\baustralia\b|\baustralian\b/i },
  {
    name: 'another country',
    lookAt: "that country's tax authority",
    pattern:
      /\bnetherlands\b|\bdutch\b|\bpoland\b|\bpolish\b|\bitaly\b|\bitalian\b|\bportugal\b|\bindia\b|\bdubai\b|\bsweden\b|\bbelgium\b/i,
  },
];

const NORTHERN_IRELAND = /\bnorthern ireland\b/gi;
// An Irish business trading with another country ('a customer in New York',
// 'web design for a company in the Netherlands', 'selling to the UK') asks
// about its own Irish tax; only a question about that country's tax is out of scope.
const TRADE_ABROAD =
  /\b(?:customers?|clients?|compan(?:y|ies)|buyers?|suppliers?|businesse?s?|firms?)\b[^.?!]{0,25}\b(?:in|from|based in)\b|\b(?:sell\w*|sold|export\w*|ship\w*|import\w*|deliver\w*|invoic\w*|work\w*\s+for|do\w*\s+\w+\s+for)\b[^.?!]{0,40}\b(?:to|from|in|for)\b/i;
// The owner asking about that country's own tax system.
const ABOUT_THEIR_TAX =
  /\b(?:hmrc|irs|national insurance|council tax|sales tax|401k|isa)\b|\b(?:british|english|scottish|welsh|american|german|french|spanish|canadian|australian|dutch|polish|italian|portuguese|indian|swedish|belgian)\b[^.?!]{0,30}\b(?:tax|taxes|vat|duty|levy)\b|\b(?:tax|vat|rate|rates|taxes)\b[^.?!]{0,20}\b(?:in|of|for)\s+(?:the\s+)?(?:uk|us|usa|germany|france|spain|canada|australia|netherlands|poland|italy|portugal|india|dubai|sweden|belgium|britain|england|scotland|wales|northern ireland|america|united states|united kingdom)\b/i;
const IRELAND = /\bireland\b|\birish\b|\brevenue\.ie\b|\bros\b|\bmyaccount\b/i;

export interface ForeignScope {
  name: string;
  lookAt: string;
}

/** The other jurisdiction a question is about, when it is not (also) about Ireland. */
export function foreignJurisdiction(question: string): ForeignScope | undefined {
  const found = JURISDICTIONS.find((jurisdiction) => jurisdiction.pattern.test(question));
  if (!found) return undefined;
  if (IRELAND.test(question.replace(NORTHERN_IRELAND, ''))) return undefined;
  if (TRADE_ABROAD.test(question) && !ABOUT_THEIR_TAX.test(question)) return undefined;
  return { name: found.name, lookAt: found.lookAt };
}

const TAX_WORDS =
  /\b(?:tax\w*|vat\d?|revenue|levy|duty|duties|relie(?:f|fs|ve)|allowances?|credits?|exempt\w*|thresholds?|prsi|usc|dwt|dividends?|universal social charge|social insurance|paye|payroll|cgt|cat|rct|bik|benefit in kind|keep|eii|eiis|r&d|r and d|ros|form 11|ct1|preliminary|stamp|deduct\w*|expenses?|invoic\w*|filing|returns?|deadline|register\w*|pillar|rates?|income|profits?|gains?|salary|wages|inherit\w*|claim\w*|refund\w*|owe|owing|write[- ]?offs?|written off|get back|lpt|vrt|help to buy|mortgage interest|rent a room|pension contributions?)\b|\d%/i;

/** Whether the question is about tax at all: only then do trigger words like 'restaurant' count. */
export function looksLikeTaxQuestion(question: string): boolean {
  // 'benefit-in-kind' reads as 'benefit in kind'.
  return TAX_WORDS.test(question.replace(/(\p{L})-(?=\p{L})/gu, '$1 '));
}

// Topics the knowledge deliberately leaves out, each with where the official
// figures are: a plain 'not covered' beats a near-miss answer from another entry.
const UNCOVERED_TOPICS: readonly (UncoveredTopic & { pattern: RegExp })[] = [
  {
    name: 'mileage and subsistence rates',
    why: 'Revenue accepts the civil service motor travel and subsistence rates as the tax-free limits an employer may pay, and we have not reviewed the current rates, so we give no figure.',
    lookAt: [sources.civilServiceRates],
    pattern:
      /\b(?:mileage|subsistence|per diem|overnight allowance|travel allowance|km allowance|kilometre allowance|motor travel rates?|civil service rates?)\b/i,
  },
];

/** A topic the knowledge deliberately does not cover, when the question is about one. */
export function uncoveredTopic(question: string): UncoveredTopic | undefined {
  const found = UNCOVERED_TOPICS.find((topic) => topic.pattern.test(question));
  return found ? { name: found.name, why: found.why, lookAt: found.lookAt } : undefined;
}
