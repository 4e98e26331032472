// The official pages behind an answer in the one source shape every demo
// lists: who publishes each page follows from its site, and the date is when
// we last checked the entry's figures against it.
import type { Source } from '../_shared/contract.ts';
import type { OfficialSource } from './knowledge/types.ts';

const PUBLISHERS: Readonly<Record<string, string>> = {
  'www.revenue.ie': 'Revenue',
  'www.ros.ie': 'Revenue',
  'www.gov.ie': 'Government of Ireland',
  'www.housing.gov.ie': 'Department of Housing, Local Government and Heritage',
  'www.oireachtas.ie': 'Houses of the Oireachtas',
  'www.irishstatutebook.ie': 'Irish Statute Book',
  'www.citizensinformation.ie': 'Citizens Information',
};

export function publisherOf(url: string): string {
  const host = new URL(url).hostname;
  return PUBLISHERS[host] ?? host.replace(/^www\./, '');
}

/** Each page once, in the order first cited; `checkedOn` is the ISO date of the entry that cites it. */
export function asSources(cited: readonly { source: OfficialSource; checkedOn: string }[]): Source[] {
  const byUrl = new Map<string, Source>();
  for (const { source, checkedOn } of cited) {
    if (byUrl.has(source.url)) continue;
    byUrl.set(source.url, { title: source.title, publisher: publisherOf(source.url), url: source.url, asOf: checkedOn, kind: 'knowledge' });
  }
  return [...byUrl.values()];
}
