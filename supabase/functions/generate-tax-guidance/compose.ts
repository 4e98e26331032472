// Turns what retrieval found into the answer a small business owner reads:
// the figure or rule first, then dated changes and the conditions that
// matter, then the official sources and the tax year. Markdown, rendered
// safely by the page.
import { TAX_YEAR } from './knowledge/sources.ts';
import type { OfficialSource } from './knowledge/types.ts';
import type { EntryRow } from './retrieval.ts';
import type { ForeignScope } from './scope.ts';

const REVENUE = { title: 'Revenue: Irish tax and duty information', url: 'https://www.revenue.ie/' };

function entrySection(entry: EntryRow): string {
  const lines = [`### ${entry.title}`, '', `**${entry.answer}**`];
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

export function composeGuidance(entries: readonly EntryRow[], taxYear: number): string {
  return [...entries.map(entrySection), sourcesLine(distinctSources(entries)), yearNote(taxYear)].join('\n\n');
}

export function composeForeign(scope: ForeignScope): string {
  return [
    '### Not covered: this is not an Irish tax question',
    `Your question is about tax in ${scope.name}. This assistant only covers Irish tax for the ${TAX_YEAR} tax year, so it will not give you a figure: Irish rates and thresholds do not apply there.`,
    `For ${scope.name}, look at ${scope.lookAt}, or ask an adviser who practises there. If your question is about the Irish side (for example VAT on sales from Ireland), ask it again and mention Ireland.`,
  ].join('\n\n');
}

export function composeNotCovered(taxRelated: boolean): string {
  return taxRelated
    ? [
        '### Not covered by our knowledge base',
        `We could not find that in our knowledge base of Irish tax for ${TAX_YEAR}, so we will not guess a figure.`,
        `Revenue's website (${link(REVENUE)}) covers every Irish tax; Citizens Information explains many of them in plain language. For your own situation, ask a tax adviser. You can also try rephrasing: name the tax (VAT, PRSI, corporation tax, CGT...) and what you want to know.`,
      ].join('\n\n')
    : [
        '### Not covered: this does not look like an Irish tax question',
        'This assistant answers questions about Irish tax for small businesses (income tax, USC, PRSI, VAT, corporation tax, capital taxes, RCT, employer obligations, reliefs and deadlines).',
        `Ask about one of those, for example 'When do I have to register for VAT?'. For anything else about Irish tax, ${link(REVENUE)} is the place to look.`,
      ].join('\n\n');
}

export const NOT_COVERED_SOURCES: readonly OfficialSource[] = [REVENUE];
