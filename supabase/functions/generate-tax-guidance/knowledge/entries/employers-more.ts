// What an employer meets beyond payroll basics: PRSI classes and weekly
// thresholds, auto-enrolment, registering as an employer, benefit-in-kind on
// vans and electric vehicles (with the 1 January 2027 steps), tax-free travel,
// the Cycle to Work scheme and tax clearance.
import { BUSINESS_CHECKED_ON, businessSources as bs } from '../sources-business.ts';
import { sources, TAX_YEAR } from '../sources.ts';
import type { TaxEntry } from '../types.ts';

const prsi = { area: 'Income tax, USC and PRSI', taxYear: TAX_YEAR, checkedOn: BUSINESS_CHECKED_ON } as const;
const employers = { area: 'Employers and benefits', taxYear: TAX_YEAR, checkedOn: BUSINESS_CHECKED_ON } as const;

export const employerMoreEntries: readonly TaxEntry[] = [
  {
    ...prsi,
    slug: 'prsi-classes',
    title: 'PRSI classes: which class applies (A, S, J, B, D, K, M and others)',
    triggers: [
      'prsi class', 'prsi classes', 'which prsi class', 'class a', 'class j', 'class k', 'class m', 'class b', 'class d',
      'prsi for a director', 'prsi for my wife', 'prsi for family member', 'prsi subclass', 'a0', 'a1', 'ax', 'al',
    ],
    answer:
      'Most employees pay Class A PRSI (pay of €38 a week or more from all jobs). The self-employed, including certain company directors, pay Class S once their income is €5,000 or more a year. Class J covers employees earning under €38 a week and some older workers, for occupational injuries only; Classes B, C, D and H cover public servants recruited before 6 April 1995 and the Defence Forces; Class K covers certain public office holders; Class M means no contribution is due.',
    conditions: [
      'There are 11 classes in all; the class decides both what is paid and which social welfare benefits the contributions earn.',
      'Within Class A, the subclass (A0, AX, AL, A1) depends on weekly pay and decides the rates for that week.',
      'Whether a director pays Class S or Class A depends on the directorship and shareholding; where it is unclear, the Department of Social Protection decides.',
      'A relative helping in a family business who is not a partner may be insured differently: ask the Department\'s Scope section for a decision.',
    ],
    sources: [bs.prsiClasses, sources.prsiClassA, sources.prsiClassS],
  },
  {
    ...prsi,
    slug: 'prsi-employee-weekly-threshold',
    title: 'When an employee starts paying PRSI: the €352 weekly threshold and the PRSI credit',
    triggers: [
      'prsi threshold', 'prsi free', 'no prsi', 'when do i pay prsi', 'prsi credit', 'part time prsi', 'prsi on part time wages',
      'earn under 352', '€352', '352 a week', 'low paid prsi', 'tapered prsi',
    ],
    answer:
      'In 2026 an employee on Class A pays no employee PRSI in a week when pay is €352 or less (the employer still pays). Above €352, employee PRSI is 4.2% of all that week\'s pay (4.35% from 1 October 2026), reduced on pay between €352.01 and €424 by a tapered PRSI credit of up to €12 a week.',
    changes: ['1 October 2026: employee Class A rate 4.2% → 4.35%; the €352 and €424 weekly limits did not change.'],
    conditions: [
      'The test is the pay in each week (or the weekly equivalent), not the annual salary, so PRSI can vary week to week.',
      'The credit is €12 at €352.01 and shrinks as pay rises, reaching nothing at €424.',
      'Once pay passes the threshold, PRSI is charged on the whole week\'s pay, not only the part above €352.',
      'Class A applies from pay of €38 a week; below that, Class J applies.',
    ],
    sources: [sources.prsiClassA],
    sourceNotes: 'The credit falling by one-sixth of pay above €352.01 is from the Department of Social Protection\'s PRSI guide (welfare.ie); gov.ie\'s Class A page gives the €12 credit and the €352.01 to €424 band.',
  },
  {
    ...prsi,
    slug: 'employer-prsi-weekly-threshold',
    title: 'Employer PRSI: the lower and higher rates and the €552 weekly threshold',
    triggers: [
      'employer prsi threshold', 'employer prsi rate', 'lower rate of employer prsi', 'higher rate of employer prsi', '€552', '552 a week',
      '11.25%', '11.4%', '9.15%', 'employer prsi on wages', 'how much employer prsi', 'employer social insurance',
    ],
    answer:
      'For 2026 the employer pays Class A PRSI at the lower rate on an employee\'s week where pay is €552 or less, and the higher rate on the whole week\'s pay above €552. Up to 30 September 2026 those rates are 9% and 11.25%; from 1 October 2026 they are 9.15% (on pay from €352.01 to €552) and 11.4%, while pay of €352 or less stays at 9%.',
    changes: [
      '1 January 2026: the weekly threshold for the higher employer rate rose from €527 to €552.',
      '1 October 2026: employer rates 9% → 9.15% (pay €352.01 to €552) and 11.25% → 11.4% (pay above €552).',
    ],
    conditions: [
      'The threshold is tested on each week\'s pay; crossing it by a cent puts the whole week at the higher rate.',
      'The rate is the one in force on the pay date, so December 2026 wages use the October rates.',
      'No change to the €552 threshold from 1 January 2027 had been confirmed on an official page when we checked on 26 November 2026; check gov.ie\'s Class A page before running January 2027 payroll.',
    ],
    sources: [sources.prsiClassA, sources.budget2026],
  },
  {
    ...prsi,
    slug: 'prsi-class-s-minimum',
    title: 'Class S PRSI minimum contribution (€650 a year)',
    triggers: [
      'minimum prsi', 'minimum class s', 'class s minimum', '€650', '650 prsi', 'prsi minimum payment', 'self employed minimum prsi',
      'prsi on low profits', 'prsi if i make a loss',
    ],
    answer:
      'A self-employed person with income of €5,000 or more a year pays Class S PRSI on all of it, or €650 if that is more: €650 is the minimum annual Class S contribution.',
    conditions: [
      'For 2025 income the blended self-assessed rate was 4.125%, with the €650 minimum; the 2026 blended rate (the rate rose to 4.35% on 1 October 2026) had not been published when we checked on 26 November 2026.',
      'Below €5,000 of income from all sources no Class S is due, though someone who was insured before may be able to pay voluntary contributions.',
      'Class S is paid with income tax and USC through self-assessment (Form 11), not separately.',
    ],
    sources: [sources.prsiClassS, sources.prsiSelfEmployedGuide],
  },
  {
    ...employers,
    slug: 'auto-enrolment-my-future-fund',
    title: 'Auto-enrolment pensions (My Future Fund): who is enrolled and what each side pays',
    triggers: [
      'auto enrolment', 'auto enrollment', 'autoenrolment', 'my future fund', 'myfuturefund', 'naersa', 'pension auto enrolment',
      'workplace pension', 'do i have to provide a pension', 'pension for staff', 'employer pension contribution', 'state top up',
    ],
    answer:
      'Auto-enrolment (My Future Fund) has applied since 1 January 2026. Employees aged 23 to 60 earning €20,000 or more a year across all jobs, who do not pay into a pension through payroll, are enrolled automatically. In years 1 to 3 the employee pays 1.5% of gross pay, the employer matches it with 1.5%, and the State adds 0.5%.',
    conditions: [
      'Rates rise every three years: 3% each with a 1% State top-up in years 4 to 6, 4.5% and 1.5% in years 7 to 9, and 6% and 2% from year 10.',
      'Employer and State contributions are counted only on pay up to €80,000 a year.',
      'The National Automatic Enrolment Retirement Savings Authority (NAERSA) decides who is enrolled from Revenue payroll data, collects the contributions and invests them.',
      'Employees can opt out only in a window after six months of membership; those who leave are re-enrolled later if still eligible. People outside the age or pay limits can opt in.',
      'The self-employed are not part of the scheme.',
    ],
    sources: [bs.autoEnrolment],
    dates: [
      {
        on: '2026-01-01',
        kind: 'starts',
        measure: 'auto-enrolment (My Future Fund)',
        said: 'Auto-enrolment (My Future Fund) has applied since 1 January 2026.',
        source: bs.autoEnrolment,
      },
    ],
    sourceNotes: 'The €80,000 cap and the opt-out window are as the Department of Social Protection describes them; professional summaries we read agree.',
  },
  {
    ...employers,
    slug: 'auto-enrolment-employer-cost',
    title: 'What auto-enrolment costs an employer (1.5% of pay in 2026 to 2028)',
    triggers: [
      'cost of auto enrolment', 'auto enrolment cost', 'how much will auto enrolment cost', 'employer contribution auto enrolment',
      'my future fund cost', 'auto enrolment for small business', 'auto enrolment payroll', 'matching contribution',
    ],
    answer:
      'For each enrolled employee the employer pays 1.5% of gross pay in the first three years of auto-enrolment (2026 to 2028), matching the employee, on pay up to €80,000 a year: for example €600 a year for an employee earning €40,000. The employer rate then rises with the employee\'s, to 3%, 4.5% and finally 6% from the tenth year.',
    conditions: [
      'Contributions are deducted and paid through payroll; the employer cannot opt out of paying for an enrolled employee.',
      'Employees already in a pension through payroll are not auto-enrolled for that job, so an existing scheme can take the place of My Future Fund.',
      'An employer that fails to pay contributions can face penalties, repayment with interest and prosecution.',
    ],
    sources: [bs.autoEnrolment],
    sourceNotes: 'The years 1 to 3 are counted from the scheme\'s start on 1 January 2026. The €40,000 example is our arithmetic from the 1.5% rate.',
  },
  {
    ...employers,
    slug: 'auto-enrolment-opting-out',
    title: 'Opting out of auto-enrolment (My Future Fund)',
    triggers: [
      'opt out of auto enrolment', 'opt out of my future fund', 'leave auto enrolment', 'dont want auto enrolment', 'stop pension deductions',
      'suspend contributions', 'refund of my contributions', 'employee wants to opt out',
    ],
    answer:
      'An employee cannot opt out of My Future Fund for the first six months; after that there is a short window in which they can opt out and get back their own contributions, while the employer\'s and State\'s contributions stay in their pot until retirement age. They can also suspend contributions later, and are re-enrolled automatically after a period if still eligible.',
    conditions: [
      'The employee opts out through NAERSA, not through the employer.',
      'A new opt-out window opens after each rise in the contribution rate.',
      'The savings are paid out from State pension age, currently 66.',
    ],
    sources: [bs.autoEnrolment],
    sourceNotes: 'The opt-out window (months seven and eight), re-enrolment after two years and the refund of the employee\'s own contributions only are as the Department of Social Protection\'s employee guide and published explainers describe them.',
  },
  {
    ...employers,
    slug: 'employer-registration',
    title: 'Registering as an employer with Revenue',
    triggers: [
      'register as an employer', 'registering as an employer', 'employer registration', 'employer number', 'prem reg', 'tr2', 'tr1',
      'first employee', 'hire my first', 'take on an employee', 'start paying wages', 'set up payroll', 'paying myself as a director',
    ],
    answer:
      'Register as an employer with Revenue before you first pay anyone wages, online through ROS (or myAccount) under tax registrations. You then get an employer registration number, set up payroll software, and report each pay run to Revenue on or before the pay date.',
    conditions: [
      'A company must register and run payroll on its directors\' pay even if it has no other employees.',
      'Mandatory e-filers must register through ROS. Paper forms (TR1 for sole traders and partnerships, TR2 for companies, PREM Reg if already registered for income or corporation tax) are for those who cannot register online.',
      'If Revenue believes you should be registered and you are not, it can register you itself; you have 14 days to object in writing.',
      'See the employer PAYE entry for the monthly return and payment dates.',
    ],
    sources: [bs.employerRegistration, sources.payeDueDates],
  },
  {
    ...employers,
    slug: 'bik-vans',
    title: 'Benefit-in-kind on a company van, and the OMV reduction for 2026 and 2027',
    triggers: [
      'van bik', 'bik on a van', 'bik on van', 'company van', 'commercial van', 'van benefit in kind', 'take the van home',
      'private use of van', 'works van', 'van for personal use', 'van 8%',
    ],
    answer:
      'Where an employee can use a company van privately, the taxable benefit is 8% of the van\'s original market value (OMV). For 2026 the OMV is first reduced by €10,000. The Finance Act 2025 set that reduction at €5,000 for 2027, applying from 1 January 2027, and €2,500 for 2028, after which it was set to end.',
    changes: [
      '2026: OMV reduced by €10,000.',
      '1 January 2027: OMV reduction €5,000 (2028: €2,500), as the Finance Act 2025 legislated.',
    ],
    conditions: [
      'Whether a van used only for work escapes the charge depends on conditions in Revenue\'s guidance on employer-provided vehicles; check them before treating a van as benefit-free.',
      'An electric van also gets the separate electric-vehicle reduction (see the electric vehicle BIK entry).',
      'The employer works out the benefit and runs it through payroll, so income tax, USC and PRSI are charged on it.',
    ],
    sources: [bs.financeAct2025Vans, bs.ebriefVehicles2025, sources.bik],
    dates: [
      {
        on: '2027-01-01',
        kind: 'starts',
        measure: 'the €5,000 OMV reduction for vans',
        said: 'The Finance Act 2025 set that reduction at €5,000 for 2027, applying from 1 January 2027, and €2,500 for 2028, after which it was set to end.',
        source: bs.financeAct2025Vans,
      },
    ],
  },
  {
    ...employers,
    slug: 'bik-electric-vehicles',
    title: 'Benefit-in-kind on electric company cars and vans (€20,000 reduction in 2026, €10,000 in 2027)',
    triggers: [
      'electric car bik', 'ev bik', 'bik on electric car', 'bik on an ev', 'electric company car', 'electric van', 'electric van bik',
      'ev company car', 'tesla company car', 'bik electric', 'zero emission car bik', 'category a1', 'a1 category',
    ],
    answer:
      'For an electric company car or van made available in 2026, the original market value (OMV) is reduced by €20,000 before benefit-in-kind is worked out, on top of the general €10,000 reduction, so €30,000 in all. As legislated, the electric-vehicle reduction was set at €10,000 for 2027 (with the general reduction at €5,000), applying from 1 January 2027, and it ends on 31 December 2027; no extension beyond 2027 had been announced when we checked on 26 November 2026.',
    changes: [
      '2026: EV reduction €20,000 plus the general €10,000 (down from €35,000 plus €10,000 in 2025).',
      '1 January 2027: EV reduction €10,000 plus the general €5,000.',
    ],
    conditions: [
      'An electric car or van worth no more than the total reduction (€30,000 in 2026) gives no benefit-in-kind.',
      'From 1 January 2026 fully electric cars are in the new zero-emission category A1, which has the lowest BIK percentages (see the company car entry).',
      'An employer can install a charger at an employee\'s or director\'s home without it being a taxable benefit.',
    ],
    sources: [bs.financeAct2025Vans, bs.evBikAnswer, bs.ebriefVehicles2025],
    dates: [
      {
        on: '2027-01-01',
        kind: 'starts',
        measure: 'the lower €10,000 OMV reduction for electric cars and vans',
        said: 'As legislated, the electric-vehicle reduction was set at €10,000 for 2027 (with the general reduction at €5,000), applying from 1 January 2027, and it ends on 31 December 2027; no extension beyond 2027 had been announced when we checked on 26 November 2026.',
        source: bs.financeAct2025Vans,
      },
      {
        on: '2027-12-31',
        kind: 'ends',
        measure: 'the OMV reduction for electric cars and vans',
        said: 'As legislated, the electric-vehicle reduction was set at €10,000 for 2027 (with the general reduction at €5,000), applying from 1 January 2027, and it ends on 31 December 2027; no extension beyond 2027 had been announced when we checked on 26 November 2026.',
        source: bs.evBikAnswer,
      },
    ],
    sourceNotes: 'The €20,000 and €10,000 electric-vehicle reductions were set by the Finance (No. 2) Act 2023 and are restated in the Minister\'s written answer of 8 October 2025; the Finance Act 2025 kept them and extended the general reduction to 2028. We cite the Act and the Dáil record, not motor-finance summaries.',
  },
  {
    ...employers,
    slug: 'ev-home-charger-bik',
    title: 'An employer-installed electric car charger at an employee\'s home (no benefit-in-kind)',
    triggers: [
      'home charger', 'ev charger', 'charger at home', 'charge point', 'company pays for my charger', 'charging point bik',
      'install a charger for staff', 'wallbox',
    ],
    answer:
      'There is no benefit-in-kind when an employer installs a charging point for a battery electric vehicle at the home of an employee or director. Revenue updated its guidance on this exemption in December 2025.',
    conditions: [
      'The exemption is for the installation of the charger; check Revenue\'s employer-provided vehicles manual for what else it covers.',
      'The car itself is still subject to the electric-vehicle BIK rules (see the electric vehicle entry).',
    ],
    sources: [bs.ebriefVehicles2025, bs.evBikAnswer],
  },
  {
    ...employers,
    slug: 'bik-business-mileage-bands',
    title: 'Company car BIK and business kilometres (the permanent 48,001 km top band)',
    triggers: [
      'business mileage', 'business kilometres', 'high mileage', 'mileage bands', 'bik mileage', '48,001', '48000 km', '52,000 km',
      'sales rep company car', 'lots of driving for work', 'reduce my bik',
    ],
    answer:
      'The BIK percentage on a company car falls as business kilometres rise, and the lowest percentage now applies from 48,001 business km a year. That lower limit of the top band was cut from 52,001 km to 48,001 km permanently from 1 January 2026, by the Finance Act 2025.',
    conditions: [
      'Only business kilometres count; commuting between home and the normal workplace is private use.',
      'Keep a log of business journeys to support the band you claim.',
      'The percentage also depends on the car\'s CO2 emissions category (A1 to E); see the company car entry for examples.',
    ],
    sources: [bs.ebriefVehicles2025, sources.bik],
    dates: [
      {
        on: '2026-01-01',
        kind: 'starts',
        measure: 'the permanent 48,001 km lower limit of the top business mileage band',
        said: 'That lower limit of the top band was cut from 52,001 km to 48,001 km permanently from 1 January 2026, by the Finance Act 2025.',
        source: bs.ebriefVehicles2025,
      },
    ],
  },
  {
    ...employers,
    slug: 'cycle-to-work',
    title: 'Cycle to Work scheme (tax-free bikes for staff)',
    triggers: [
      'cycle to work', 'bike to work', 'bike scheme', 'ebike scheme', 'e bike', 'cargo bike', 'bicycle for staff', 'bike through work',
      'salary sacrifice bike',
    ],
    answer:
      'An employer can buy a bicycle and safety equipment for an employee tax-free, up to €1,250 for an ordinary bike, €1,500 for an e-bike and €3,000 for a cargo or e-cargo bike; the employee usually repays it from gross salary, saving income tax, USC and PRSI. Each employee can use the scheme once every four years.',
    conditions: [
      'The employer must buy the bike itself; paying the employee back for a bike they bought does not qualify.',
      'The bike must be used mainly for all or part of the journey between home and the normal place of work.',
      'An employer who offers the scheme must offer it to all employees; the self-employed cannot use it unless they are also employees.',
    ],
    sources: [bs.cycleToWork],
  },
  {
    ...employers,
    slug: 'travel-and-subsistence',
    title: 'Paying staff travel and subsistence tax-free (mileage and overnight allowances)',
    triggers: [
      'mileage allowance', 'mileage rates', 'civil service rates', 'subsistence', 'subsistence allowance', 'overnight allowance',
      'travel expenses for staff', 'pay mileage to employees', 'tax free mileage', 'per diem', 'expenses claim', 'vouched expenses',
    ],
    answer:
      'An employer can repay employees\' costs of business travel tax-free, either by refunding receipted costs or by paying flat-rate mileage and subsistence allowances no higher than the civil service rates Revenue publishes. Payments above those rates, or for ordinary commuting, are taxable pay.',
    conditions: [
      'Business travel means journeys in the course of the job, for example to a client or a temporary site; travel between home and the normal place of work is private.',
      'Tax-free expense payments must be reported to Revenue when paid, under enhanced reporting.',
      'Keep records of each journey: date, purpose, destination and distance.',
      'Current euro rates: check Revenue\'s civil service rates page, which gives the motoring rates by engine size and distance band and the subsistence rates.',
    ],
    notCovered: 'The individual civil service mileage and subsistence rates: we did not re-check the current figures on 26 November 2026.',
    sources: [sources.civilServiceRates, sources.payeDueDates],
  },
  {
    area: 'Deadlines and filing',
    taxYear: TAX_YEAR,
    checkedOn: BUSINESS_CHECKED_ON,
    slug: 'tax-clearance',
    title: 'Tax clearance certificates (for public contracts and grants)',
    triggers: [
      'tax clearance', 'tax clearance certificate', 'tcc', 'etax clearance', 'public sector contract', 'council contract', 'tender',
      'tendering', 'government contract', 'grant needs tax clearance', 'tax cert',
    ],
    answer:
      'You need a current tax clearance certificate if you will receive more than €10,000 (including VAT) in a year from a public sector contract, whether or not there is a formal contract. It is Revenue\'s confirmation that your tax affairs are in order; it is also needed for many grants and licences.',
    conditions: [
      'For construction work, the public body will also check that your RCT rate is 0% or 20% when the contract is due to be paid.',
      'Clearance needs all returns filed and taxes paid, or covered by an agreed payment arrangement.',
      'Revenue can rescind a certificate if your affairs fall out of order, so keep returns up to date during the contract.',
    ],
    sources: [bs.taxClearancePublicContracts],
  },
];
