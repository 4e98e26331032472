// Tax on savings and investments held personally: DIRT on deposit interest,
// exit tax on funds and life policies (cut from 41% to 38% in Budget 2026),
// and the eight-year deemed disposal. Shares held directly pay CGT instead
// (capital.ts).
import { NAMED_FACTS_CHECKED_ON, namedFactSources as nf } from '../sources-named-facts.ts';
import { PERSONAL_CHECKED_ON, personalSources as ps } from '../sources-personal.ts';
import { sources, TAX_YEAR } from '../sources.ts';
import type { TaxEntry } from '../types.ts';

const savings = { area: 'Savings and investments', taxYear: TAX_YEAR, checkedOn: PERSONAL_CHECKED_ON } as const;

export const savingsEntries: readonly TaxEntry[] = [
  {
    ...savings,
    slug: 'dirt',
    title: 'DIRT on deposit interest (33%)',
    triggers: [
      'dirt',
      'deposit interest retention tax',
      'tax on savings',
      'tax on deposit interest',
      'savings account interest',
      'interest on my savings',
      'credit union dividend',
      'bank interest tax',
    ],
    answer:
      'Deposit Interest Retention Tax (DIRT) is 33% of the interest on bank, An Post and credit union deposits, deducted by the bank before the interest is paid to you.',
    conditions: [
      'Once DIRT is deducted you owe no further income tax or USC on the interest, but you still include it on a tax return if you file one, and PRSI may be due on it in some cases.',
      'Credit union deposit interest and share dividends are subject to DIRT.',
      'Deposits of companies paying corporation tax, charities, approved pension schemes and non-residents who have made a declaration are paid without DIRT.',
      'If you or your spouse or civil partner are 65 or over and your total income is under the exemption limit (€18,000 single, €36,000 for a couple), or you are permanently incapacitated, the interest can be paid without DIRT: give your bank or credit union a Form DE1 if over 65 (see the DIRT exemptions entry, which also covers claiming back DIRT already taken).',
    ],
    sources: [ps.dirtCitizens, ps.dirtExempt, ps.ageExemption],
    checkedOn: NAMED_FACTS_CHECKED_ON,
  },
  {
    ...savings,
    slug: 'dirt-exemptions',
    title: 'Getting interest paid without DIRT (over 65 or incapacitated)',
    triggers: [
      'dirt exemption',
      'dirt refund',
      'dirt free account',
      'over 65 dirt',
      'pensioner dirt',
      'de1 form',
      'claim back dirt',
      'form 54',
      'dirt refund form',
      'get dirt back',
    ],
    answer:
      'You can have deposit interest paid without DIRT, or claim it back, if you or your spouse or civil partner are 65 or over and your total income (including the interest) is under the income tax exemption limit, or if you are permanently incapacitated.',
    conditions: [
      'Over 65: fill in Form DE1 and give it to your bank or credit union. The exemption limit is €18,000 for a single person and €36,000 for a couple.',
      'Permanently incapacitated: send Form DE2 to Revenue, which tells your bank.',
      'Joint accounts qualify where the holders are spouses or civil partners.',
      'To get back DIRT already taken (because you turned 65, your income went over the limit only for a time, you became incapacitated, or the bank deducted it before your exemption started), fill in a Form 54 Claims after the year ends and send it to your Revenue office.',
    ],
    sources: [ps.dirtExempt, ps.ageExemption, ps.dirtCitizens, nf.dirtRefund],
    checkedOn: NAMED_FACTS_CHECKED_ON,
  },
  {
    ...savings,
    slug: 'exit-tax-funds-life-policies',
    title: 'Exit tax on investment funds, ETFs and life assurance policies',
    triggers: [
      'exit tax',
      'tax on investment funds',
      'etf tax',
      'etfs',
      'index fund tax',
      'life assurance policy tax',
      'unit linked fund',
      'investment bond',
      'tax on fund gains',
    ],
    answer:
      'Gains on Irish investment funds, equivalent EU and offshore funds (including many ETFs) and life assurance investment policies are taxed by exit tax, not CGT. Budget 2026 cut the rate from 41% to 38%.',
    conditions: [
      'The tax applies to the gain when you cash in, take a payment or transfer the investment, and on each eighth anniversary (the deemed disposal), whatever your income tax rate.',
      'An Irish fund or life assurance company deducts it before paying you.',
      'Shares held directly are taxed under CGT at 33% instead.',
    ],
    notCovered:
      'The exact date from which the 38% rate applies, which is set by the Finance Act 2025: we could not read the enacted section when we checked on 26 November 2026. The Department of Finance roadmap on taxing retail investment, promised for early 2026, had not been confirmed on an official page either.',
    sources: [sources.budget2026, ps.exitTaxDail, ps.deemedDisposalDail],
    sourceNotes:
      "The 41% to 38% cut is in the Minister for Finance's Budget 2026 statement (7 October 2025) and his written answer of 9 October 2025; we found no stored Revenue page restating the new rate.",
  },
  {
    ...savings,
    slug: 'deemed-disposal-eight-years',
    title: 'The eight-year deemed disposal on funds and life policies',
    triggers: ['deemed disposal', 'eight year rule', '8 year rule', 'eighth anniversary', 'etf eight years', 'tax every eight years'],
    answer:
      'Every eight years after you buy into an Irish fund, an equivalent offshore fund or a life assurance investment policy, you are treated as having sold it, and exit tax is charged on the gain so far even though you sold nothing. Budget 2026 did not remove the rule.',
    conditions: [
      'Tax paid on a deemed disposal is taken into account when you finally cash in, so the same gain is not taxed twice.',
      'Each purchase has its own eight-year clock, so regular investments have many anniversaries to track.',
      'The rule has applied to these investments since the Finance Act 2006.',
    ],
    sources: [ps.deemedDisposalDail, sources.budget2026, ps.exitTaxDail],
  },
];
