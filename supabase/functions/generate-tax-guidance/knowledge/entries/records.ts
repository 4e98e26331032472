// Keeping the business's books and records: every owner meets it, whatever
// the tax, and it decides what can be shown when Revenue asks.
import { RECORDS_CHECKED_ON, recordSources as rs } from '../sources-records.ts';
import { TAX_YEAR } from '../sources.ts';
import type { TaxEntry } from '../types.ts';

export const recordEntries: readonly TaxEntry[] = [
  {
    area: 'Deadlines and filing',
    taxYear: TAX_YEAR,
    checkedOn: RECORDS_CHECKED_ON,
    slug: 'keeping-business-records',
    title: 'Keeping business records: what to keep and for how long',
    triggers: [
      'keep records',
      'keeping records',
      'record keeping',
      'business records',
      'books and records',
      'how long keep records',
      'how long do i keep',
      'keep receipts',
      'keep invoices',
      'old receipts',
      'old invoices',
      'throw away receipts',
      'shred invoices',
      'retain records',
      'revenue audit',
      'audit notice',
    ],
    answer:
      'Keep the books, records and documents of your business (sales and purchase invoices, receipts, bank statements and the workings behind your accounts) for six years; Revenue can allow a shorter period only with its written permission. If a transaction is the subject of a Revenue inquiry, a claim, an appeal or court proceedings, keep its records until that is finished where it runs past the six years.',
    conditions: [
      'Records behind a relief, credit or allowance you claim count as completed at the end of the tax year or accounting period you claim it for, so their six years run from then.',
      "Paper invoices you issue must be kept on paper, and paper records must be kept in Ireland unless Revenue agrees otherwise; electronic records must meet Revenue's electronic invoicing rules.",
      "Revenue gives 21 days' written notice of an audit, saying which period and issues it will look at; the auditor then checks your returns against these records.",
      'Revenue can inspect your records, and not co-operating with an inspection, by you or your staff, is an offence.',
    ],
    notCovered:
      'The penalty for failing to keep records, and the rules for keeping records outside Ireland: we did not confirm them on a stored official page when we checked on 26 November 2026.',
    sources: [rs.howLongToKeep, rs.financeAct2014Vat, rs.financeAct2021Records, rs.audit],
    sourceNotes:
      "The six years and the permission for a shorter period are from Revenue's VAT records page; the income tax rule (section 886 of the Taxes Consolidation Act 1997) is also six years, as Revenue's eBrief 33/2015 explains, but we read that eBrief only in a professional body's copy, so we cite the Finance Act sections that amend the record-keeping rules instead.",
  },
];
