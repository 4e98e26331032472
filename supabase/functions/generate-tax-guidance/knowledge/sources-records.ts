// The official pages the record-keeping entry rests on (issue 27), each read
// in a stored copy on 26 November 2026. The Irish Statute Book pages are the
// Finance Act sections that set when the six years may run longer.
import type { OfficialSource } from './types.ts';

/** When the record-keeping entry was checked against these pages. */
export const RECORDS_CHECKED_ON = '2026-11-26';

export const recordSources = {
  howLongToKeep: {
    title: 'Revenue: VAT records to be kept – How long do you keep records for?',
    url: 'https://www.revenue.ie/en/vat/vat-records-invoices-and-credit-notes/vat-records-to-be-kept/how-long-do-you-keep-records-for.aspx',
  },
  audit: {
    title: 'Revenue: Setting up your own business – Revenue audit',
    url: 'https://www.revenue.ie/en/starting-a-business/starting-a-business/audit.aspx',
  },
  financeAct2014Vat: {
    title: 'Finance Act 2014, section 66: amendment of section 84 of the VAT Consolidation Act 2010 (duty to keep records)',
    url: 'https://www.irishstatutebook.ie/eli/2014/act/37/section/66/enacted/en/html',
  },
  financeAct2021Records: {
    title:
      'Finance Act 2021, section 25: amendment of section 886 of the Taxes Consolidation Act 1997 (obligation to keep certain records)',
    url: 'https://www.irishstatutebook.ie/2021/en/act/pub/0045/sec0025.html',
  },
} as const satisfies Record<string, OfficialSource>;
