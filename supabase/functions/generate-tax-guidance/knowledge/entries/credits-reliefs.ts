// Personal tax credits and reliefs an owner claims at home: credits for
// carers, parents, older and blind people, rent and mortgage interest, and
// relief on health, nursing home, tuition and pension costs. Budget 2026 left
// these credits at their 2025 values, so several cite the Finance Act 2024
// eBrief that set them.
import { NAMED_FACTS_CHECKED_ON, namedFactSources as nf, ROUND_SEVEN_CHECKED_ON, roundSevenSources as r7 } from '../sources-named-facts.ts';
import { PERSONAL_CHECKED_ON, personalSources as ps } from '../sources-personal.ts';
import { sources, TAX_YEAR } from '../sources.ts';
import type { TaxEntry } from '../types.ts';

const credits = { area: 'Personal credits and reliefs', taxYear: TAX_YEAR, checkedOn: PERSONAL_CHECKED_ON } as const;

/** Why a 2025 figure stands for 2026: the eBrief set it from 2025 and Budget 2026 did not change it. */
const UNCHANGED_IN_2026 =
  "The eBrief gives the value from 1 January 2025, set by the Finance Act 2024. Budget 2026 did not change the personal tax credits, so the same value applies for 2026; Revenue's own page for the credit may still show an older year.";

export const creditReliefEntries: readonly TaxEntry[] = [
  {
    ...credits,
    slug: 'home-carer-credit',
    title: 'Home Carer Tax Credit',
    triggers: [
      'home carer credit',
      'home carer tax credit',
      'home carers credit',
      'stay at home parent',
      'stay at home mother',
      'stay at home dad',
      'wife at home with the kids',
      'spouse at home minding',
      'minding the kids at home',
      'carer credit',
    ],
    answer:
      "The Home Carer Tax Credit is up to €1,950 for 2026. A married couple or civil partners who are jointly assessed can claim it where one of them cares at home for a dependent person, and the full credit is due while the carer's own income is €7,200 or less.",
    conditions: [
      'A dependent person is a child you get Child Benefit for, a person aged 65 or over, or a person permanently incapacitated by a disability; it cannot be your spouse or civil partner.',
      "Above €7,200 of the carer's own income the credit is reduced, and it stops altogether at a higher income limit. Carer's Allowance and Carer's Benefit do not count towards that income limit.",
      'A relative you care for can live next door, on the same property or within 2 km, with a direct phone or alarm link; anyone else must live in your home.',
      'Only one credit is given, however many people you care for. Claim it through myAccount (PAYE) or on your Form 11.',
    ],
    notCovered:
      'The 2026 income level at which the reduced credit reaches nil: we did not find it stated on an official page when we checked on 26 November 2026.',
    sources: [ps.ebriefCredits2025, ps.homeCarerCitizens, sources.budget2026],
    sourceNotes: UNCHANGED_IN_2026,
  },
  {
    ...credits,
    slug: 'single-person-child-carer-credit',
    title: 'Single Person Child Carer Credit (single parents)',
    triggers: [
      'single person child carer credit',
      'spccc',
      'single parent tax credit',
      'one parent family credit',
      'single parent',
      'lone parent',
      'separated with kids',
      'raising my child on my own',
      'one parent family',
    ],
    answer:
      'The Single Person Child Carer Credit is €1,900 for 2026, and it also raises your 20% standard rate band by €4,000, from €44,000 to €48,000. It is for a single person who is the main carer of a qualifying child.',
    conditions: [
      'The primary claimant is the parent the child lives with for more than half the year. They can give up the credit to a secondary claimant the child lives with for at least 100 days.',
      'You cannot claim while married or in a civil partnership and jointly assessed, or while cohabiting, nor for the year in which you are widowed.',
      'A qualifying child is born in the year, under 18 at its start, over 18 and in full-time education, or incapacitated. One credit is given however many children you have.',
      'Claim through myAccount (form SPCC1 on paper); earlier years can be claimed back within four years.',
    ],
    sources: [ps.ebriefCredits2025, sources.taxRatesCharts, sources.budget2026],
    sourceNotes: UNCHANGED_IN_2026,
  },
  {
    ...credits,
    slug: 'age-tax-credit',
    title: 'Age Tax Credit (65 and over)',
    triggers: ['age tax credit', 'age credit', 'turning 65', 'over 65 tax credit', 'pensioner tax credit', 'tax credit for older people'],
    answer:
      'The Age Tax Credit is €245 a year if you are single, widowed or a surviving civil partner and aged 65 or over, and €490 for a married couple or civil partners where either of you is 65 or over.',
    conditions: [
      'It is granted automatically from the year you (or your spouse or civil partner) turn 65, if Revenue has your date of birth; otherwise claim it through myAccount.',
      'Like any credit, it only reduces tax you owe; it does not reduce USC or PRSI.',
      'People aged 65 or over on low incomes may be fully exempt from income tax under the age exemption limits.',
    ],
    sources: [ps.ageCredit],
  },
  {
    ...credits,
    slug: 'age-exemption-over-65',
    title: 'Income tax exemption for people aged 65 or over',
    triggers: [
      'age exemption',
      'exemption limit',
      'over 65 exempt from tax',
      'pensioner exempt from income tax',
      'retired on a small income',
      'marginal relief over 65',
    ],
    answer:
      'If you are 65 or over (or your spouse or civil partner is), you pay no income tax while your total income is no more than €18,000 (single, widowed or surviving civil partner) or €36,000 (married or in a civil partnership).',
    conditions: [
      'The limits rise by €575 for each of your first two dependent children and by €830 for each further child.',
      'If your income is a little over the limit, marginal relief may lower the tax; Revenue applies the better of the two calculations.',
      'The exemption covers income tax only, not USC or PRSI, and while it applies you cannot also claim other credits or reliefs such as health expenses.',
      'For PAYE pensioners Revenue grants it through payroll; a refund after the year needs an income tax return.',
    ],
    sources: [ps.ageExemption],
  },
  {
    ...credits,
    slug: 'dependent-relative-credit',
    title: 'Dependent Relative Tax Credit',
    triggers: [
      'dependent relative credit',
      'dependent relative tax credit',
      'dependant relative',
      'looking after my mother',
      'supporting my elderly parent',
      'maintain a relative',
      'widowed mother',
    ],
    answer:
      "The Dependent Relative Tax Credit is €305 a year. You can claim it if you pay the everyday living costs of a relative (yours or your spouse's or civil partner's) who cannot maintain themselves because of old age or infirmity, or of a widowed parent.",
    conditions: [
      'A son or daughter who lives with you and on whom you depend because of your own old age or infirmity also counts.',
      "No credit is due if the relative's own income is over the limit: €18,028 for 2025, counting pensions, social welfare and interest.",
      'Where two or more people maintain the same relative, the credit is shared in proportion to what each pays.',
      'The relative does not have to live in Ireland.',
    ],
    notCovered:
      "The relative's income limit for 2026, which follows the maximum State pension rate: not confirmed on an official page when we checked on 26 November 2026.",
    sources: [ps.ebriefCredits2025, sources.budget2026],
    sourceNotes: UNCHANGED_IN_2026,
  },
  {
    ...credits,
    slug: 'incapacitated-child-credit',
    title: 'Incapacitated Child Tax Credit',
    triggers: [
      'incapacitated child credit',
      'incapacitated child tax credit',
      'child with a disability',
      'disabled child tax credit',
      'child with special needs',
      'autistic child tax',
      'down syndrome tax credit',
    ],
    answer:
      'The Incapacitated Child Tax Credit is €3,800 a year for each child who is permanently incapacitated, physically or mentally, for 2026.',
    conditions: [
      'The child must be under 18, or, if older, have become permanently incapacitated before 21 or while in full-time education or training.',
      'You can claim for your own child, a stepchild, an adopted child or a child in your custody whom you maintain.',
      'Where more than one person maintains the child, the credit is split in proportion to what each pays.',
      "Parents of a blind child claim this credit, not the Blind Person's Tax Credit.",
    ],
    sources: [ps.ebriefIncapacitatedChild, sources.budget2026],
    sourceNotes:
      'The eBrief gives €3,800 from 1 January 2025 (Finance Act 2024). Budget 2026 did not change the personal tax credits, so €3,800 applies for 2026.',
  },
  {
    ...credits,
    slug: 'blind-person-credit',
    title: "Blind Person's Tax Credit",
    triggers: [
      'guide dog allowance',
      'blind person credit',
      'blind persons tax credit',
      'visually impaired tax credit',
      'registered blind',
      'guide dog',
    ],
    answer:
      "The Blind Person's Tax Credit is €1,950 a year for each qualifying person, so €3,900 where both spouses or civil partners are blind, for 2026.",
    conditions: [
      'You qualify if your central vision is no better than 6/60 in the better eye with glasses, or your field of vision is 20 degrees or less.',
      'You need a certificate from an ophthalmologist, an ophthalmic surgeon or an optometrist saying how blind you are and whether it is permanent; a certificate from an optician or GP is not accepted.',
      'If you own a trained guide dog you can also claim the Guide Dog Allowance, €825 a year given at the standard rate of 20%, so worth €165 off your tax each year; claim it in myAccount under Health, with a letter from the accredited supplier of the dog (such as Irish Guide Dogs) confirming you are its registered owner.',
      'Claim through myAccount under Health.',
    ],
    sources: [ps.ebriefCredits2025, ps.blindPerson, ps.guideDogDail, sources.budget2026, r7.guideDog],
    sourceNotes: `${UNCHANGED_IN_2026} Revenue's Blind Person's Tax Credit page still shows €1,650 (€3,300 for a couple), the value before 2025; we follow the eBrief.`,
    checkedOn: ROUND_SEVEN_CHECKED_ON,
  },
  {
    ...credits,
    slug: 'widowed-person-credits',
    title: 'Widowed Parent Tax Credit and credits after bereavement',
    triggers: [
      'widowed parent tax credit',
      'widowed person tax credit',
      'widow',
      'widower',
      'surviving civil partner',
      'my husband died',
      'my wife died',
      'bereavement tax credit',
      'year of bereavement',
    ],
    answer:
      'A widowed person or surviving civil partner with a qualifying child can claim the Widowed Parent Tax Credit for the five years after the year of bereavement: €3,600 in the first year, €3,150 in the second, €2,700 in the third, €2,250 in the fourth and €1,800 in the fifth.',
    conditions: [
      'You must not have remarried by the start of the year and must not be cohabiting, and a qualifying child must live with you for all or part of the year.',
      'Only one credit is given, however many children you have; you may also qualify for the Single Person Child Carer Credit, though not in the year of bereavement itself.',
      'A qualifying child is born in the year, under 18 at its start, or over 18 and in full-time education or incapacitated.',
    ],
    notCovered:
      'The personal credit of a widowed person without children, and the credit in the year of bereavement: not re-checked on an official page for 2026 when we checked on 26 November 2026.',
    sources: [ps.widowedParent],
  },
  {
    ...credits,
    slug: 'rent-tax-credit',
    title: 'Rent Tax Credit for tenants',
    triggers: [
      'rent tax credit',
      'rent credit',
      'renters credit',
      'tax credit for renting',
      'i pay rent',
      'paying rent',
      'renting an apartment',
      'rent for my son in college',
      'student accommodation rent',
    ],
    answer:
      'The Rent Tax Credit is 20% of the rent you pay, up to €1,000 a year for a single person and €2,000 for a jointly assessed couple, for 2026. The credit runs to 31 December 2028 after Budget 2026 extended it.',
    conditions: [
      'It covers rent for your main home, a second home you rent to work or study, and rent you pay for a child under 23 (at the start of the course) attending an approved course.',
      'The tenancy must be registered with the Residential Tenancies Board, unless it does not need to be (such as digs or rent-a-room with a landlord who is not a relative).',
      'You cannot claim if you get housing support such as HAP, RAS or Rent Supplement, or if you rent from a relative.',
      'Claim through myAccount during the year or after it; the credit is capped at the income tax you paid.',
    ],
    sources: [ps.rentCredit, sources.budget2026],
    dates: [
      {
        on: '2028-12-31',
        kind: 'ends',
        measure: 'the Rent Tax Credit',
        said: 'The credit runs to 31 December 2028 after Budget 2026 extended it.',
        source: sources.budget2026,
      },
    ],
  },
  {
    ...credits,
    slug: 'mortgage-interest-tax-credit',
    title: 'Mortgage Interest Tax Credit (home loan)',
    triggers: [
      'mortgage interest tax credit',
      'mortgage interest relief',
      'mortgage tax relief',
      'mortgage interest credit',
      'relief on my mortgage',
      'home loan interest',
      'my mortgage rate went up',
      'tracker mortgage interest',
    ],
    answer:
      'For 2026 the Mortgage Interest Tax Credit is 20% of half the increase in interest you paid on your home loan in 2026 over 2022, at most €625 per property (a maximum of €3,125 of interest qualifies). For 2023 to 2025 it was at most €1,250.',
    conditions: [
      'The mortgage balance on 31 December 2022 must have been between €80,000 and €500,000, and the property must be your main home (or that of a dependent relative, or a separated spouse).',
      'The property must be compliant with Local Property Tax and planning permission.',
      'The credit reduces income tax only, not USC or PRSI, and is cut back if you paid interest for less than a full year.',
      'The credit covers interest paid up to 31 December 2026, the last year as legislated; no extension to 2027 had been confirmed when we checked on 26 November 2026.',
      "How to claim: after the year ends, on an Income Tax Return (in myAccount if you are PAYE, in ROS if you file a Form 11), with your lender's Certificates of Mortgage Interest and its confirmation of the loan balance on 31 December 2022 uploaded (the Receipts Tracker in myAccount, or ROS's supporting documents service).",
    ],
    sources: [ps.mortgageInterest, ps.mortgageInterestHowMuch, nf.mortgageInterestHowToClaim],
    dates: [
      {
        on: '2026-12-31',
        kind: 'ends',
        measure: 'the Mortgage Interest Tax Credit',
        said: 'The credit covers interest paid up to 31 December 2026, the last year as legislated; no extension to 2027 had been confirmed when we checked on 26 November 2026.',
        source: ps.mortgageInterest,
      },
    ],
    checkedOn: NAMED_FACTS_CHECKED_ON,
  },
  {
    ...credits,
    slug: 'fisher-tax-credit',
    title: 'Fisher Tax Credit',
    triggers: ['fisher tax credit', 'fishermen tax credit', 'fisherman', 'fishing boat', 'days at sea', 'sea fishing'],
    answer:
      'The Fisher Tax Credit is €1,270 a year for an Irish-resident fisher, employed or self-employed, who spends at least 80 days at sea actively sea-fishing in the year.',
    conditions: [
      'A day at sea means at least 8 hours at sea within 24 hours, which can add up over several trips.',
      'The vessel must be licensed in an EU Member State and on the EU fishing fleet register, or on the equivalent UK register.',
      'Fishing for salmon, freshwater eels or farmed fish does not count, nor fishing only for research or training.',
      "You cannot claim the Seafarer's Allowance in the same year. The credit is set against all your income.",
    ],
    sources: [ps.fisherCredit],
  },
  {
    ...credits,
    slug: 'health-expenses-relief',
    title: 'Tax relief on health expenses (medical bills)',
    triggers: [
      'health expenses',
      'medical expenses',
      'doctor bills',
      'gp visits',
      'consultant fees',
      'prescription costs',
      'physio',
      'ivf',
      'claim back medical',
      'hospital bill',
      'medical receipts',
    ],
    answer:
      'You get tax relief at 20% on qualifying health expenses you paid for yourself or anyone else, less anything refunded by insurance, the HSE or compensation. Nursing home fees get relief at your highest rate instead.',
    conditions: [
      'The care must be given or advised by a registered practitioner, such as a doctor or dentist; care abroad counts if the practitioner is registered there.',
      'Qualifying costs include doctors and consultants, prescribed drugs, hospital care, physiotherapy on referral, IVF, non-routine dental work, and appliances such as hearing aids.',
      'Routine dental care (fillings, cleaning, extractions, dentures) does not qualify.',
      'Claim during the year through myAccount or on your tax return; you have four years from the end of the year to claim.',
    ],
    sources: [ps.healthExpenses, ps.dentalExpenses],
  },
  {
    ...credits,
    slug: 'dental-expenses-relief',
    title: 'Tax relief on non-routine dental treatment (braces, crowns, implants)',
    triggers: [
      'dental expenses',
      'dentist',
      'braces',
      'orthodontics',
      'orthodontist',
      'crown',
      'root canal',
      'dental implant',
      'veneers',
      'med 2',
      'wisdom teeth',
    ],
    answer:
      'Non-routine dental treatment qualifies for health expenses relief at 20%; routine care such as fillings, scaling and cleaning, extractions and dentures does not.',
    conditions: [
      'Non-routine treatment includes crowns, veneers, root canal treatment, gum treatment, implants, bridgework, orthodontic treatment (braces) and surgical removal of impacted wisdom teeth.',
      'Your dentist gives you a Form Med 2 for each year of treatment; keep it, you do not send it to Revenue.',
      "Treatment abroad counts if the dentist is qualified under that country's law.",
    ],
    sources: [ps.dentalExpenses],
  },
  {
    ...credits,
    slug: 'nursing-home-relief',
    title: 'Tax relief on nursing home fees',
    triggers: [
      'nursing home',
      'nursing home fees',
      'fair deal',
      'nursing home support scheme',
      'mother in a nursing home',
      'father in a nursing home',
      'home nursing',
      'care home fees',
    ],
    answer:
      'Nursing home fees you pay get tax relief at your highest rate of tax (up to 40%), because they are deducted from your income, provided the nursing home gives 24-hour on-site nursing care.',
    conditions: [
      'You can claim for fees you pay for someone else, for example a parent.',
      'No relief is due on the part the HSE pays under the Fair Deal (Nursing Homes Support Scheme); under the Fair Deal loan, relief is claimed when the loan is repaid.',
      "The cost of employing a qualified nurse at home, on a doctor's advice, also qualifies.",
      'You can claim during the year through myAccount.',
    ],
    sources: [ps.nursingHome],
  },
  {
    ...credits,
    slug: 'medical-insurance-relief',
    title: 'Tax relief on health insurance premiums',
    triggers: ['health insurance', 'medical insurance', 'vhi', 'laya', 'irish life health', 'health insurance relief', 'dental insurance'],
    answer:
      'Health insurance premiums get 20% relief, on up to €1,000 of premium per adult (a credit of up to €200) and €500 per child under 21 (up to €100). The insurer gives it as a discount on the premium, so you do not claim it.',
    conditions: [
      'You claim it from Revenue only where your employer pays the premium as a benefit-in-kind; then the discount was not given at source.',
      'If your employer pays part of the premium, your claim is limited to that part.',
      'It applies to approved health insurers and dental insurance policies.',
    ],
    sources: [ps.medicalInsurance],
  },
  {
    ...credits,
    slug: 'tuition-fees-relief',
    title: 'Tax relief on third-level tuition fees',
    triggers: [
      'tuition fees',
      'college fees',
      'university fees',
      'student contribution',
      'third level fees',
      'fees for my daughter in college',
      'part time course fees',
      'masters fees',
      'postgraduate fees',
    ],
    answer:
      'Tuition fees for approved third-level courses get tax relief at 20%, on up to €7,000 per course per academic year, after the first €3,000 of the claim (€1,500 if all courses are part-time) is disregarded.',
    conditions: [
      'The disregard is taken once per claim, however many students or courses you pay for, so fees for a second student get full relief.',
      'The student contribution counts; administration fees, student levies, sports charges and the USI levy do not.',
      'Fees paid by a grant, scholarship or employer cannot be claimed.',
      'If you pay for full-time and part-time courses in the same year, the full-time disregard of €3,000 applies.',
      'How to claim: a PAYE taxpayer claims in myAccount, during the year once the fees are paid or afterwards on an Income Tax Return; without myAccount, write to your Revenue office on Form IT31. If you are self-assessed, claim in the tuition fees section of your Form 11.',
      'An undergraduate course must run for at least two academic years at an approved college; a postgraduate course for one to four years, leading to an award by thesis or exam. If the college refunds fees you claimed for, tell Revenue within 21 days.',
    ],
    sources: [ps.tuitionFees, nf.tuitionHowToClaim, nf.tuitionRestrictions],
    checkedOn: NAMED_FACTS_CHECKED_ON,
  },
  {
    ...credits,
    slug: 'charitable-donations',
    title: 'Tax relief on donations to a charity (the Charitable Donation Scheme, €250 minimum)',
    triggers: [
      'donation',
      'donations',
      'donate',
      'charity',
      'charitable donation',
      'charitable donation scheme',
      'give to charity',
      'donating to a charity',
      'approved body',
      'chy3',
      'chy4',
    ],
    answer:
      'A donation to an approved body (such as a charity Revenue has authorised) qualifies for tax relief when it comes to at least €250 in a year, up to €1,000,000. When you donate as an individual the charity, not you, claims the relief: it grosses up your donation at 31%, so on €250 it claims €112.32 from Revenue (€250 divided by 69% is €362.32, and 31% of that is €112.32).',
    conditions: [
      'The charity claims only if you give it the certificate (form) that allows it to; you then cannot claim a refund of the same tax yourself, and its claim cannot be more than the tax you paid for that year.',
      'A company that donates claims the relief itself, deducting the donation like a trading expense; there is no grossing up for a company.',
      'The donation must be money or quoted shares (or both), not repayable, and must not benefit you or anyone connected with you; payments by standing order or direct debit count, and each approved body you give to is a separate donation.',
      'If you are connected with the body (for example an employee or member of it), relief is limited to 10% of your income for the year.',
    ],
    sources: [nf.charitableDonations, nf.charitableDonationClaiming, nf.charitableDonationQualifying],
    checkedOn: NAMED_FACTS_CHECKED_ON,
  },
  {
    ...credits,
    slug: 'pension-contribution-relief',
    title: 'Tax relief on pension contributions (age limits and the €115,000 cap)',
    triggers: [
      'pension contribution',
      'pension contributions',
      'pension tax relief',
      'avc',
      'avcs',
      'prsa',
      'personal pension',
      'retirement annuity',
      'how much can i put into my pension',
      'pay into a pension',
    ],
    answer:
      'You get income tax relief at your highest rate on pension contributions up to a percentage of your earnings that rises with age: 15% under 30, 20% at 30 to 39, 25% at 40 to 49, 30% at 50 to 54, 35% at 55 to 59 and 40% at 60 or over. Earnings above €115,000 a year are ignored.',
    conditions: [
      'Example: at 42, with €40,000 of earnings, you can get relief on up to €10,000 of contributions a year.',
      'The limit is worked out on the income from the job or business the contributions relate to; employer contributions do not count towards it.',
      'The relief is from income tax only; USC and PRSI are still charged on the contributions.',
      'The self-employed and proprietary directors claim through their Form 11.',
    ],
    sources: [ps.pensionLimits, sources.usc],
  },
  {
    ...credits,
    slug: 'flat-rate-expenses',
    title: 'Flat-rate expenses for employees (tools, uniforms)',
    triggers: [
      'flat rate expenses',
      'flat rate expense',
      'fre allowance',
      'uniform allowance',
      'tools allowance',
      'tax back for my uniform',
      'tax relief for tools',
      'work clothes',
      'nurse uniform',
    ],
    answer:
      'Flat-rate expenses are fixed yearly amounts Revenue agrees for certain jobs to cover tools, uniforms and equipment; an employee in one of those jobs gets relief on that amount at their highest rate without keeping receipts.',
    conditions: [
      "The amount depends on your occupation, on Revenue's list of Flat Rate Expense allowances.",
      'You must claim each year, during the year through myAccount (Your job, Flat Rate Expenses) or after it on your tax return; Form 11 filers claim on the return.',
      'You can claim back the previous four years.',
      'They are for employees; the self-employed deduct their actual business costs instead.',
    ],
    notCovered:
      'The amount for each occupation: Revenue publishes the list, and we did not re-check individual amounts when we checked on 26 November 2026.',
    sources: [ps.flatRateExpenses],
  },
];
