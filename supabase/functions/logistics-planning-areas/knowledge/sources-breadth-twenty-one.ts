// Publications behind the breadth-twenty-one round (30 November 2026), a pass over the official topic lists an Irish
// haulier, courier or distributor meets as an employer and buyer of vehicles (Revenue's pages on registering as an
// employer and on VAT on vehicles, Citizens Information's and the Workplace Relations Commission's pages on dismissal,
// lay-off, payslips and working time records, the Department of Social Protection's Code of Practice on Determining
// Employment Status, the Irish Human Rights and Equality Commission's page on the Employment Equality Acts, the HSA's
// pages and the General Application Regulations 2007 on protective equipment and display screens) for what an owner
// asks and no entry held. Each page was read on the check date in a stored copy; where a rule could be read only in a
// secondary copy (a law firm's, an accountant's or Ibec's summary, or a copy of a Revenue leaflet), the note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
export const BREADTH_TWENTY_ONE_CHECKED_ON = '2026-11-30';
const CHECKED = BREADTH_TWENTY_ONE_CHECKED_ON;

export const breadthTwentyOneSources = {
  revenueEmployerRegistration: {
    title:
      'Registration of employers for Pay As You Earn (PAYE): if you hire an employee you must register as an employer, telling Revenue your name and address and your intention to pay staff, before paying the employee; on or before each payment you report the pay and deductions to Revenue; a company must register and operate PAYE on directors’ pay even with no other employees',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/employing-people/becoming-an-employer-and-ongoing-obligations/registration-of-employers-for-paye-purposes/index.aspx',
    asOf: CHECKED,
  },
  revenueEmployerHowToRegister: {
    title:
      'Registration of employers for PAYE, How to register: eRegistration through ROS (Manage Tax Registrations) or myAccount, mandatory e-filers through ROS; paper forms TR1, TR2 and PREM Reg; Revenue may register an employer compulsorily by formal notice, to which the employer may object in writing within 14 days, and may assess Income Tax, PRSI and USC where payroll submissions are missing or too low',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/employing-people/becoming-an-employer-and-ongoing-obligations/registration-of-employers-for-paye-purposes/how-to-register.aspx',
    asOf: CHECKED,
  },
  revenueHiringFirstJob: {
    title:
      'Hiring someone who has never worked in the State before: the employee registers the job through myAccount; the employer gives them the employer registration number, their staff number and pay frequency, then requests a Revenue Payroll Notification (RPN) to tax them',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/employing-people/hiring-an-employee/hiring-someone-who-has-never-worked-in-the-state-before.aspx',
    asOf: CHECKED,
  },
  citizensInformationUnfairDismissal: {
    title:
      'Unfair dismissal: dismissals for trade union membership, pregnancy, taking family leave, unfair selection for redundancy or a protected disclosure are automatically unfair; a dismissal resulting from capability, competence, qualifications, conduct, being unable to keep working without breaking the law (for example when a job involves driving and the employee is disqualified from driving) or redundancy is not unfair; constructive dismissal',
    publisher: 'Citizens Information',
    url: 'https://www.citizensinformation.ie/en/employment/unemployment_and_redundancy/dismissal/unfair_dismissal.html',
    asOf: CHECKED,
  },
  legalIslandUnfairDismissalRedress: {
    title:
      'Remedies and redress following an unfair dismissal claim: section 7 of the Unfair Dismissals Act 1977 gives reinstatement, re-engagement, or compensation for financial loss not exceeding 104 weeks’ remuneration, at the discretion of the Adjudication Officer or the Labour Court; compensation is the most common',
    publisher: 'Legal Island (RDJ LLP)',
    url: 'https://www.legal-island.ie/articles/ire/features/how-do-i-handle-it/2017/june/remedies-and-redress-following-an-unfair-dismissal-claim/',
    published: '2017-06-22',
    asOf: CHECKED,
    note: 'A law firm’s summary of section 7 of the Act, used for the redress and the 104-week cap.',
  },
  shanahanUnfairDismissals: {
    title:
      'Unfair Dismissals: the Acts apply to employees over 16 with at least 12 months’ continuous service, a requirement that does not apply to dismissals for trade union membership, pregnancy or taking protective, parental, force majeure, carer’s or adoptive leave; a claim must be started within 6 months of the dismissal',
    publisher: 'Shanahan & Co. (solicitors)',
    url: 'https://shanahan.ie/human-relations/unfair-dismissals',
    asOf: CHECKED,
    note: 'A solicitor’s summary of the Unfair Dismissals Acts, used for the 12 months’ service and the 6-month time limit.',
  },
  govCodeOfPracticeEmploymentStatus: {
    title:
      'Code of Practice on Determining Employment Status: no single legal definition of employed or self-employed; workers should be classified to match the reality of the relationship; misclassification as self-employed reduces contributions to the Social Insurance Fund and excludes workers from full PRSI and employment rights; the Safety, Health and Welfare at Work Act 2005 applies to all workers whatever their status',
    publisher: 'Department of Social Protection (gov.ie)',
    url: 'https://gov.ie/en/department-of-social-protection/publications/code-of-practice-on-determining-employment-status',
    asOf: CHECKED,
  },
  charteredAccountantsEmploymentStatus: {
    title:
      'Code of Practice on Determining Employment Status updated: compiled by the Department of Social Protection, Revenue and the Workplace Relations Commission, whose decisions are not binding on each other; Revenue’s Tax and Duty Manual applies the five-step decision-making framework the Supreme Court set out in the Karshan (Domino’s Pizza) case',
    publisher: 'Chartered Accountants Ireland',
    url: 'https://charteredaccountants.ie/News/knowledge-centre-news-item/code-of-practice-on-determining-employment-status-updated',
    asOf: CHECKED,
    note: 'A professional body’s report of the updated Code and Revenue’s manual, used for the five-step framework and who decides.',
  },
  kaneTuohyEmploymentStatus: {
    title:
      'Code of Practice on Determining Employment Status: updated in response to the Supreme Court’s October 2023 judgment in Revenue Commissioners v Karshan (Midlands) Ltd t/a Domino’s Pizza; an employee works under a contract of service, a self-employed person under a contract for services; status decides PRSI class, tax treatment and employment rights',
    publisher: 'Kane Tuohy (solicitors)',
    url: 'https://www.kanetuohy.ie/insights/code-practice-determining-employment-status',
    published: '2024-11-27',
    asOf: CHECKED,
    note: 'A law firm’s summary of the 2024 Code, used for the judgment’s date and the contract of service.',
  },
  revenueCarsVatLeaflet: {
    title:
      'VAT Information Leaflet, Motor Vehicles – Deduction of VAT on certain cars (February 2009): up to 20% of the VAT on the purchase, hire, intra-Community acquisition or import of a car first registered from 1 January 2009 with CO2 emissions under 156 g/km may be deducted where the car is used at least 60% for business for 2 years or more',
    publisher: 'Revenue (leaflet read in a copy on docplayer.net)',
    url: 'https://docplayer.net/amp/2602902-Motor-vehicles-deduction-of-vat-on-certain-cars.html',
    published: '2009-02-01',
    asOf: CHECKED,
    note: 'A copy of Revenue’s own leaflet; the emissions test for cars registered from 2021 is from eBrief 031/21 below.',
  },
  revenueEbriefQualifyingVehicles: {
    title:
      'Revenue eBrief No. 031/21, Partial Recovery of VAT on Qualifying Passenger Motor Vehicles: a qualifying vehicle is used at least 60% for business for 2 years or more and, if first registered from 1 January 2021, emits under 140 g/km (bands A and B); the passenger motor vehicle definition does not include vans',
    publisher: 'Revenue (eBrief read in a copy on bookkeepersireland.com)',
    url: 'https://bookkeepersireland.com/2021/02/16/partial-recovery-of-vat-on-qualifying-passenger-motor-vehicles/',
    published: '2021-02-16',
    asOf: CHECKED,
    note: 'A bookkeepers’ copy of Revenue’s eBrief and Tax and Duty Manual extract.',
  },
  revenueNoteSection62: {
    title:
      'Revenue Note for Guidance, VATCA 2010 section 62: a claw-back of the VAT deducted on a qualifying vehicle sold within 2 years (100% under 6 months, 75% from 6 to 12, 50% from 12 to 18, 25% from 18 to 24, none after 24 months) or used less than 60% for business in a taxable period',
    publisher: 'Revenue (Note for Guidance read on charteredaccountants.ie)',
    url: 'https://www.charteredaccountants.ie/taxsourcetotal/2010/en/act/pub/0031/nfg/sec0062-nfg.html',
    asOf: CHECKED,
  },
  cooneyCareyVehicleVat: {
    title:
      'VAT on Passenger Vehicles: most businesses are aware that VAT can be reclaimed on the purchase of a commercial vehicle; on a passenger car 20% can be reclaimed where it meets the registration, emissions and 60% business-use conditions',
    publisher: 'Cooney Carey (accountants)',
    url: 'https://cooneycarey.ie/blog/vat-on-passenger-vehicles/',
    published: '2018-07-03',
    asOf: CHECKED,
    note: 'An accountants’ note, used for the general rule that VAT on a commercial vehicle is deductible.',
  },
  revenueEbriefConvertedVehicles: {
    title:
      'Revenue eBrief No. 093/24, Recovery of VAT on Motor Vehicles: a vehicle converted after registration must meet the specifications of its new VRT category; Revenue may require proof and inspect it before a VAT refund; VAT is due on a self-supply where a converted vehicle is reconverted to a non-deductible one',
    publisher: 'Revenue (eBrief read in a copy on bookkeepersireland.com)',
    url: 'https://bookkeepersireland.com/2024/03/25/recovery-of-vat-on-motor-vehicles/',
    published: '2024-03-25',
    asOf: CHECKED,
    note: 'A bookkeepers’ copy of Revenue’s eBrief extract.',
  },
  citizensInformationLayOff: {
    title:
      'Lay-off, short-time working and redundancy: a lay-off is when the employer cannot provide work, believes it temporary and gives notice before the work finishes; short-time is when weekly pay or hours fall below half the normal; the employer must give notice before either starts and may impose them only where the contract or custom and practice allows, otherwise by agreement',
    publisher: 'Citizens Information',
    url: 'https://citizensinformation.ie/en/employment/unemployment-and-redundancy/redundancy/lay-off-short-time-working-and-redundancy',
    asOf: CHECKED,
  },
  jobsIrelandLayOff: {
    title:
      'Short Time Work, Lay-Off and Redundancy Information: after a lay-off or short time of 4 weeks or more in a row, or 6 weeks in the last 13, the employee may give written notice of a claim for redundancy under the Redundancy Payments Acts; it counts as voluntary redundancy, with no notice or pay in lieu',
    publisher: 'JobsIreland (Department of Social Protection)',
    url: 'https://jobsireland.ie/en-US/lay-off-and-redundancy-information',
    asOf: CHECKED,
  },
  collierBroderickLayOff: {
    title:
      'Lay-offs and Short-time: the employee serves notice on form RP9; the employer has seven days to give a counter-notice offering at least 13 weeks’ unbroken work starting within four weeks; a claim must be made within four weeks after the lay-off or short time ends',
    publisher: 'Collier Broderick (solicitors)',
    url: 'https://www.collierbroderick.ie/info-centre/employment-law/redundancy/lay-offs-and-short-time/',
    asOf: CHECKED,
    note: 'A solicitor’s summary of the Redundancy Payments Acts, used for the counter-notice and form RP9.',
  },
  generalApplicationReg62: {
    title:
      'Safety, Health and Welfare at Work (General Application) Regulations 2007, Regulation 62: the employer provides personal protective equipment where risks cannot be avoided or sufficiently limited by collective technical means or by work organisation, taking account of Schedule 2, and it must comply with the EU rules on its design and manufacture',
    publisher: 'Law Reform Commission (Revised Acts)',
    url: 'https://revisedacts.lawreform.ie/eli/2007/si/299/section/62/revised/en/html',
    asOf: CHECKED,
  },
  hsaPpeFaq: {
    title:
      'Personal Protective Equipment FAQs: PPE only as a last resort after risks are eliminated at source or controlled collectively; its limits (it protects only the wearer, fails if not fitted or working, restricts the wearer)',
    publisher: 'Health and Safety Authority',
    url: 'https://www.hsa.ie/eng/topics/personal_protective_equipment_-_ppe/ppe_-faqs/personal_protective_equipment_faq_responses.html',
    asOf: CHECKED,
  },
  advancedSafetyWhoPaysPpe: {
    title:
      'Who pays for PPE in the workplace?: section 8 of the 2005 Act makes the employer supply PPE; employers cannot pass safety costs to employees or ask for money for PPE, returnable (a deposit) or not; a truly self-employed worker may be charged; an employee who wants a dearer item of equal protection may pay the difference by agreement',
    publisher: 'Advanced Safety (consultancy, answering as the HSA’s PPE FAQ does)',
    url: 'https://help.advancedsafety.ie/support/solutions/articles/29000009907-who-pays-for-ppe-in-workplace-',
    asOf: CHECKED,
    note: 'A safety consultancy’s answer, used for who pays; the HSA’s own answer was not in the stored copy of its FAQ.',
  },
  wrcPayslips: {
    title:
      'Payslips: employers must give every employee a written statement of wages with every payment, as soon as possible after a credit transfer and otherwise with the payment, showing the gross wages and the nature and amount of each deduction, treated confidentially; a clerical error made in good faith does not invalidate it',
    publisher: 'Workplace Relations Commission',
    url: 'https://www.workplacerelations.ie/en/what_you_should_know/hours-and-wages/payslips/',
    asOf: CHECKED,
  },
  paymentOfWagesSection4: {
    title: 'Payment of Wages Act 1991, section 4: statements of wages and deductions; an employer who does not give one commits an offence',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/eli/1991/act/25/section/4/enacted/en/html',
    published: '1991-07-16',
    asOf: CHECKED,
  },
  generalApplicationReg73: {
    title:
      'Safety, Health and Welfare at Work (General Application) Regulations 2007, Regulation 73: an eye and eyesight test by a competent person made known and available to every employee before display screen work, at regular intervals and on visual difficulties; an ophthalmologic examination where the test shows it necessary; special corrective appliances where normal ones cannot be used',
    publisher: 'Law Reform Commission (Revised Acts)',
    url: 'https://revisedacts.lawreform.ie/eli/2007/si/299/section/73/revised/en/html',
    asOf: CHECKED,
  },
  ibecEyeTests: {
    title:
      'Eye Tests Employer Obligations: an employee who regularly uses display screen equipment for a significant part of their work (one continuous hour or more every day) may opt for an eye and eyesight test, made available and paid for by the employer, including when working remotely; where lenses are needed for screen work the employer pays for minimum-requirement frames and lenses',
    publisher: 'Ibec Small Firms Association',
    url: 'https://www.ibec.ie/sfa/news-insights-and-events/insights/2023/02/28/eye-tests-employer-obligations',
    published: '2023-02-28',
    asOf: CHECKED,
    note: 'An employers’ body’s summary of the 2007 Regulations and the HSA’s guidance, used for who qualifies and who pays.',
  },
  ihrecEqualityGrounds: {
    title:
      'What categories of people are covered by the Employment Equality Acts: the Employment Equality Acts 1998–2015 prohibit discrimination in work and jobs on nine grounds: gender, civil status, family status, sexual orientation, religion, age (over the school-leaving age), race, membership of the Traveller community and disability',
    publisher: 'Irish Human Rights and Equality Commission',
    url: 'https://www.ihrec.ie/your-rights-old/i-have-an-issue-at-work/what-categories-of-people-are-covered-by-the-employment-equality-acts/',
    asOf: CHECKED,
  },
  moranRyanEqualityActs: {
    title:
      'Employment Equality Act: the Acts apply at all stages of employment (access, conditions, training, promotion); the Equality Act 2004 extended them to the self-employed, required reasonable accommodation for people with disabilities unless it imposes a disproportionate burden, and let employers keep minimum recruitment ages of 18 or under and retirement ages',
    publisher: 'Moran Ryan (solicitors)',
    url: 'https://moranryan.com/employment-equality-act/',
    asOf: CHECKED,
    note: 'A law firm’s summary of the Acts, used for their scope, reasonable accommodation and minimum recruitment ages.',
  },
} satisfies Record<string, KnowledgeSource>;
