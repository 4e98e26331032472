// Turns what retrieval found into the answer a small business owner reads:
// the figure or rule first, then dated changes and the conditions that
// matter, then the official sources and the tax year. Markdown, rendered
// safely by the page.
import { longDate } from '../_shared/calendar.ts';
import { REVIEWED_ON, TAX_YEAR } from './knowledge/sources.ts';
import type { OfficialSource } from './knowledge/types.ts';
import type { EntryRow } from './retrieval.ts';
import type { ForeignScope, NotTaxSubject } from './scope.ts';

const REVENUE = { title: 'Revenue: Irish tax and duty information', url: 'https://www.revenue.ie/' };

function entrySection(entry: EntryRow, afterAnswer: readonly string[] = []): string {
  const lines = [`### ${entry.title}`, '', `**${entry.answer}**`];
  if (afterAnswer.length > 0) lines.push('', `_${afterAnswer.join(' ')}_`);
  if (entry.changes.length > 0) {
    lines.push('', '**Dates to note**', ...entry.changes.map((change) => `- ${change}`));
  }
  lines.push('', '**What matters for a small business**', ...entry.conditions.map((condition) => `- ${condition}`));
  if (entry.not_covered) lines.push('', `_Not covered here: ${entry.not_covered}_`);
  return lines.join('\n');
}

function link(source: OfficialSource): string {
  return `[${source.title}](${source.url})`;
}

/** The official pages the entries cite, each once, in order of first use. */
export function distinctSources(entries: readonly EntryRow[]): OfficialSource[] {
  const byUrl = new Map<string, OfficialSource>();
  for (const source of entries.flatMap((entry) => entry.sources)) {
    if (!byUrl.has(source.url)) byUrl.set(source.url, source);
  }
  return [...byUrl.values()];
}

/** The official sources line every covered answer ends with, whoever phrased it. */
export function sourcesLine(sources: readonly OfficialSource[]): string {
  return `**Sources:** ${sources.map(link).join(' · ')}`;
}

export function yearNote(taxYear: number): string {
  return `_Figures for tax year ${taxYear}. General information, not advice: check your own case with Revenue or a tax adviser._`;
}

/** The date-aware lines an answer opens with, bold first line, as one block. */
export function leadBlock(lead: readonly string[]): string[] {
  if (lead.length === 0) return [];
  const [first, ...rest] = lead;
  return [[`**${first}**`, ...rest].join(' ')];
}

/** `lead` opens the answer; `afterAnswer` follows the first entry's answer (a word on the year asked). */
export function composeGuidance(
  entries: readonly EntryRow[],
  taxYear: number,
  lead: readonly string[] = [],
  afterAnswer: readonly string[] = [],
): string {
  const sections = entries.map((entry, index) => entrySection(entry, index === 0 ? afterAnswer : []));
  return [...leadBlock(lead), ...sections, sourcesLine(distinctSources(entries)), yearNote(taxYear)].join('\n\n');
}

/**
 * For a year other than the one the figures are for: what we hold and what
 * we do not, first, so the covered year's figures below read as context.
 */
export function yearLead(year: number, taxYear: number, named: boolean): string[] {
  if (year > taxYear) {
    return [
      `We do not have ${year} figures for this yet: none had been confirmed from an official source (including Budget 2027, announced in October 2026) when we last reviewed the knowledge on ${longDate(REVIEWED_ON)}.`,
      `The figures below are for ${taxYear}, given only as context${named ? '' : ` (today is in ${year})`}; check Revenue before relying on them for ${year}.`,
    ];
  }
  return [
    `We do not hold separate ${year} figures for this: our knowledge holds ${taxYear} figures.`,
    `The figures below are for ${taxYear}, given as context; where an entry says a figure was the same or different in ${year}, it says so.`,
  ];
}

export function composeForeign(scope: ForeignScope): string {
  return [
    '### Not covered: this is not an Irish tax question',
    `Your question is about tax in ${scope.name}. This assistant only covers Irish tax for the ${TAX_YEAR} tax year, so it will not give you a figure: Irish rates and thresholds do not apply there.`,
    `For ${scope.name}, look at ${scope.lookAt}, or ask an adviser who practises there. If your question is about the Irish side (for example VAT on sales from Ireland), ask it again and mention Ireland.`,
  ].join('\n\n');
}

/** A question about something that is not tax at all: say so, and who deals with it. */
export function composeNotTax(subject: NotTaxSubject): string {
  return [
    '### Not covered: this does not look like an Irish tax question',
    `Your question is about ${subject.name}, which is not a tax matter, so this assistant, which covers Irish tax for small businesses, does not answer it.`,
    `For that, look at ${subject.lookAt}. If there is a tax side to it (registering for tax, PAYE on a payment to an employee), ask about that and name the tax.`,
  ].join('\n\n');
}

/**
 * A topic's title as a 'not covered' answer names it: without its euro amounts ('Small gift exemption (€3,000 a
 * year)' reads 'Small gift exemption'), since an answer that does not cover the question gives no figure.
 */
export function withoutEuroAmounts(title: string): string {
  return title
    .replace(/\s*\([^()]*€[^()]*\)/g, '')
    .replace(/€\s?[\d,.]+(?:\s?(?:million|m|k))?\s*/g, '')
    .trim();
}

/** `nearest` are the titles of the nearest topics we do hold, offered as follow-ups. */
export function composeNotCovered(taxRelated: boolean, nearest: readonly string[] = []): string {
  return taxRelated
    ? [
        '### Not covered by our knowledge base',
        `We could not find that in our knowledge base of Irish tax for ${TAX_YEAR}, so we will not guess a figure.`,
        ...(nearest.length > 0 ? [`The nearest topics we do cover: ${nearest.map(withoutEuroAmounts).join('; ')}.`] : []),
        `Revenue's website (${link(REVENUE)}) covers every Irish tax; Citizens Information explains many of them in plain language. For your own situation, ask a tax adviser. You can also try rephrasing: name the tax (VAT, PRSI, corporation tax, CGT...) and what you want to know.`,
      ].join('\n\n')
    : [
        '### Not covered: this does not look like an Irish tax question',
        'This assistant answers questions about Irish tax for small businesses (income tax, USC, PRSI, VAT, corporation tax, capital taxes, RCT, employer obligations, reliefs and deadlines).',
        `Ask about one of those, for example 'When do I have to register for VAT?'. For anything else about Irish tax, ${link(REVENUE)} is the place to look.`,
      ].join('\n\n');
}

export const NOT_COVERED_SOURCES: readonly OfficialSource[] = [REVENUE];
