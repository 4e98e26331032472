import { z } from 'zod';
import { PhraseList, type PhraseMatch } from '../_shared/search/phrases.ts';
import { mentionsPercentage } from '../_shared/search/structure.ts';
import { stemsOf } from '../_shared/search/words.ts';
import scopeWordData from './scope-words.json' with { type: 'json' };

// Questions about another country's tax get an honest 'not covered', never an
// Irish figure. A question naming another jurisdiction is out of scope unless
// it also names Ireland, or names an Irish tax, scheme or form (VRT on a car
// bought in the UK), or is about trading with that country (an Irish business
// selling into the UK), rather than about that country's own tax. So do
// questions about something that is not tax at all (a business name with the
// CRO, annual leave, a trade mark), unless they also name a tax, relief,
// credit, scheme or Revenue form, which always keeps a question in scope.
// The words are data (scope-words.json), matched on stems; only the order in
// which they are read is here.

const phrases = z.array(z.string().min(1));
const scopeWordsSchema = z.object({
  about: z.string(),
  jurisdictions: z.array(z.object({ name: z.string(), lookAt: z.string(), words: phrases, capitalsOnly: phrases.optional() })),
  irishTaxNames: phrases,
  ireland: phrases,
  theirOwnTax: phrases,
  nationalities: phrases,
  countries: phrases,
  charges: phrases,
  taxOf: phrases,
  tradeParties: phrases,
  tradeActions: phrases,
  buyingFrom: phrases,
  countryTax: phrases,
  ofTheBuyer: phrases,
  servicesFor: phrases,
  settingUp: phrases,
  citiesAbroad: phrases,
  taxWords: phrases,
  taxNames: phrases,
  notTax: z.array(z.object({ name: z.string(), lookAt: z.string(), words: phrases })),
});
const scopeWords = scopeWordsSchema.parse(scopeWordData);

/** How many words may stand between a word and the one that completes its pattern ('customers [based] in'). */
const NEAR = { party: 4, trade: 7, service: 2, nationality: 5, taxOf: 3, setUp: 3, countryTax: 2 } as const;

/** A question split into sentences, each as its words' stems and as its words in their own case. */
interface Sentence {
  stems: string[];
  cased: string[];
}

function sentencesOf(question: string): Sentence[] {
  return question
    .split(/[.?!](?=\s|$)/)
    .map((text) => ({ stems: stemsOf(text), cased: text.replace(/['’]/g, '').match(/[\p{L}\p{N}]+/gu) ?? [] }));
}

const list = (words: readonly string[]) => new PhraseList(words);

const JURISDICTIONS = scopeWords.jurisdictions.map((jurisdiction) => ({
  name: jurisdiction.name,
  lookAt: jurisdiction.lookAt,
  words: list(jurisdiction.words),
  // 'US' and 'USA' only in capitals: 'us' is also the pronoun.
  capitalsOnly: (jurisdiction.capitalsOnly ?? []).map((phrase) => phrase.split(' ')),
}));
const IRISH_TAX_NAMES = list(scopeWords.irishTaxNames);
const IRELAND = list(scopeWords.ireland);
const THEIR_OWN_TAX = list(scopeWords.theirOwnTax);
const NATIONALITIES = list(scopeWords.nationalities);
const COUNTRIES = list(scopeWords.countries);
const CHARGES = list(scopeWords.charges);
const TAX_OF = list(scopeWords.taxOf);
const TRADE_PARTIES = list(scopeWords.tradeParties);
const TRADE_ACTIONS = list(scopeWords.tradeActions);
const BUYING_FROM = list(scopeWords.buyingFrom);
const COUNTRY_TAX = list(scopeWords.countryTax);
const OF_THE_BUYER = list(scopeWords.ofTheBuyer);
const SERVICES_FOR = list(scopeWords.servicesFor);
const SETTING_UP = list(scopeWords.settingUp);
const CITIES_ABROAD = list(scopeWords.citiesAbroad);
const TAX_WORDS = list(scopeWords.taxWords);
const TAX_NAMES = list(scopeWords.taxNames);
const NOT_TAX = scopeWords.notTax.map((subject) => ({ name: subject.name, lookAt: subject.lookAt, words: list(subject.words) }));

/** Whether one of `connectors` follows the match within `within` words. */
function followedBy(stems: readonly string[], match: PhraseMatch<string>, connectors: readonly string[], within: number): boolean {
  return stems.slice(match.to + 1, match.to + 1 + within).some((stem) => connectors.includes(stem));
}

function holdsCapitals(cased: readonly string[], phrase: readonly string[]): boolean {
  return cased.some((_, index) => phrase.every((word, offset) => cased[index + offset] === word));
}

function namesJurisdiction(sentence: Sentence, jurisdiction: (typeof JURISDICTIONS)[number]): boolean {
  return (
    jurisdiction.words.positions(sentence.stems).length > 0 ||
    jurisdiction.capitalsOnly.some((phrase) => holdsCapitals(sentence.cased, phrase))
  );
}

/** 'Ireland' or 'Irish' standing alone, not as part of another jurisdiction's name ('Northern Ireland'). */
function namesIreland({ stems }: Sentence): boolean {
  const foreign = JURISDICTIONS.flatMap((jurisdiction) => jurisdiction.words.positions(stems));
  return IRELAND.positions(stems).some((match) => !foreign.some((name) => name.from <= match.from && match.to <= name.to));
}

// An Irish business trading with another country ('a customer in New York',
// 'web design for a company in the Netherlands', 'selling to the UK', 'we buy
// stock from Germany') asks about its own Irish tax; only a question about
// that country's tax is out of scope.
function tradesAbroad({ stems }: Sentence): boolean {
  return (
    TRADE_PARTIES.positions(stems).some((match) => followedBy(stems, match, ['in', 'from'], NEAR.party)) ||
    TRADE_ACTIONS.positions(stems).some((match) => followedBy(stems, match, ['to', 'from', 'in', 'for'], NEAR.trade)) ||
    BUYING_FROM.positions(stems).some((match) => followedBy(stems, match, ['from'], NEAR.trade)) ||
    SERVICES_FOR.positions(stems).some((match) => followedBy(stems, match, ['for'], NEAR.service))
  );
}

/** A country named right before a tax or a rate: 'UK corporation tax', 'the US tax rate' ('us' only in capitals). */
function countryBeforeTax({ stems, cased }: Sentence): boolean {
  const taxes = COUNTRY_TAX.positions(stems);
  return COUNTRIES.positions(stems).some(
    (country) =>
      (stems[country.from] !== 'us' || holdsCapitals(cased, ['US'])) &&
      taxes.some((tax) => tax.from > country.to && tax.from - country.to <= NEAR.countryTax),
  );
}

/** The owner asking about that country's own tax system: 'HMRC', 'the French capital gains tax', 'the VAT rate in the UK'. */
function asksAboutTheirTax(sentence: Sentence): boolean {
  const { stems } = sentence;
  if (THEIR_OWN_TAX.positions(stems).length > 0 || countryBeforeTax(sentence)) return true;
  const charges = CHARGES.positions(stems);
  const nationalThenCharge = NATIONALITIES.positions(stems).some((match) =>
    charges.some((charge) => charge.from > match.to && charge.from - match.to <= NEAR.nationality),
  );
  if (nationalThenCharge) return true;
  const countries = COUNTRIES.positions(stems);
  // 'VAT-registered businesses in Spain' describes the customer, not Spain's VAT.
  const describesBuyer = (match: PhraseMatch<string>) => OF_THE_BUYER.positions(stems).some((word) => word.from === match.to + 1);
  return TAX_OF.positions(stems).some(
    (match) =>
      !describesBuyer(match) &&
      countries.some((country) => {
        const between = stems.slice(match.to + 1, country.from).filter((stem) => stem !== 'the');
        return between.length >= 1 && between.length <= NEAR.taxOf && ['in', 'of', 'for'].includes(between.at(-1)!);
      }),
  );
}

// Setting a business up in another country ('thinking of setting one up in Manchester', 'opening a company in
// Spain') makes it that country's taxpayer: its tax there is that country's, even where the question also reads as
// trade with a company there.
function setsUpThere(sentence: Sentence): boolean {
  const places = [
    ...JURISDICTIONS.flatMap((jurisdiction) => jurisdiction.words.positions(sentence.stems)),
    ...CITIES_ABROAD.positions(sentence.stems),
  ];
  return SETTING_UP.positions(sentence.stems).some((match) => {
    const after = sentence.stems.slice(match.to + 1, match.to + 1 + NEAR.setUp);
    const at = after.indexOf('in');
    if (at < 0) return false;
    let from = match.to + 2 + at;
    if (sentence.stems[from] === 'the') from += 1;
    return places.some((place) => place.from === from);
  });
}

export interface ForeignScope {
  name: string;
  lookAt: string;
}

/** The other jurisdiction a question is about, when it is not (also) about Ireland. */
export function foreignJurisdiction(question: string): ForeignScope | undefined {
  const sentences = sentencesOf(question);
  const found = JURISDICTIONS.find((jurisdiction) => sentences.some((sentence) => namesJurisdiction(sentence, jurisdiction)));
  if (!found) return undefined;
  if (sentences.some(namesIreland)) return undefined;
  // A question that names an Irish tax, scheme or form ('VRT on a car from the UK') is about that Irish tax,
  // and so is one about trading with that country, unless it also asks about that country's own tax.
  const aboutIrishTax = IRISH_TAX_NAMES.foundIn(question) || sentences.some(tradesAbroad);
  if (aboutIrishTax && !sentences.some(asksAboutTheirTax) && !sentences.some(setsUpThere)) return undefined;
  return { name: found.name, lookAt: found.lookAt };
}

export interface NotTaxSubject {
  name: string;
  lookAt: string;
}

/**
 * The subject of a question that is not about tax at all (registering a business name with the CRO, annual leave),
 * when it names one and names no tax, relief, credit, scheme or Revenue form. Words like 'register' or 'deadline'
 * make most questions tax questions, but not these: a business name is registered with the CRO, not Revenue. A
 * question that also names a tax ('Is statutory sick pay taxable?', 'VRT') is about that tax and stays in scope.
 */
export function notTaxSubject(question: string): NotTaxSubject | undefined {
  const found = NOT_TAX.find((subject) => subject.words.foundIn(question));
  if (!found || TAX_NAMES.foundIn(question) || IRISH_TAX_NAMES.foundIn(question)) return undefined;
  return { name: found.name, lookAt: found.lookAt };
}

/**
 * Whether a charge the question names after another country ('the Spanish tax on the rent') is that country's tax
 * set beside the Irish one, in a question that also asks about Ireland ('can it be set against my Irish bill?'): it is
 * not an Irish charge the knowledge lacks, as 'betting duty' would be.
 */
export function foreignChargeBesideIrish(chargeName: string, question: string): boolean {
  return NATIONALITIES.foundIn(chargeName) && sentencesOf(question).some(namesIreland);
}

/** Whether the question is about tax at all: only then do trigger words like 'restaurant' count. */
export function looksLikeTaxQuestion(question: string): boolean {
  return TAX_WORDS.foundIn(question) || mentionsPercentage(question);
}
