// Publications behind the breadth-nineteen round (29 November 2026), a pass over the official sources' own topic lists
// (the Workplace Relations Commission's and Citizens Information's pages on employing people, the Irish Statute Book and
// the Law Reform Commission's revised Acts, the HSA's pages on safety representatives, and the deposit return scheme for
// drinks containers) for what an Irish haulier, courier or distributor asks and no entry held. Each page was read on the
// check date in a stored copy; where only a secondary copy of an official rule could be found (a trade union's, a law
// firm's or a consultancy's summary), the note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
export const BREADTH_NINETEEN_CHECKED_ON = '2026-11-29';
const CHECKED = BREADTH_NINETEEN_CHECKED_ON;

export const breadthNineteenSources = {
  minimumNoticeSection4: {
    title:
      'Minimum Notice and Terms of Employment Act 1973, section 4: an employer must give an employee with 13 weeks’ or more continuous service minimum notice of one week (under 2 years), two weeks (2 to 5 years), four weeks (5 to 10 years), six weeks (10 to 15 years) or eight weeks (15 years or more); a shorter notice term in a contract has effect as if it gave the statutory period',
    publisher: 'Irish Statute Book (Office of the Attorney General)',
    url: 'https://www.irishstatutebook.ie/eli/1973/act/4/section/4/enacted/en/index.html',
    asOf: CHECKED,
    note: 'The Act as enacted; the Acts are now cited as the Minimum Notice and Terms of Employment Acts 1973 to 2005.',
  },
  minimumNoticeSection6: {
    title:
      'Minimum Notice and Terms of Employment Act 1973, section 6: an employer is entitled to at least one week’s notice from an employee with 13 weeks’ or more continuous employment who intends to leave',
    publisher: 'Irish Statute Book (Office of the Attorney General)',
    url: 'https://www.irishstatutebook.ie/eli/1973/act/4/section/6/enacted/en/html',
    asOf: CHECKED,
  },
  minimumNoticeFirstSchedule: {
    title:
      'Minimum Notice and Terms of Employment Act 1973, First Schedule (continuous service): service is continuous unless ended by dismissal or the employee leaving; lay-off, lock-out and strikes do not break it, nor dismissal followed by immediate re-employment, nor the transfer of the business; absence of up to 26 weeks between periods of employment through lay-off, sickness or injury or by agreement counts as service',
    publisher: 'Irish Statute Book (Office of the Attorney General)',
    url: 'https://www.irishstatutebook.ie/eli/1973/act/4/schedule/1/enacted/en/html',
    asOf: CHECKED,
  },
  cwuMinimumNotice: {
    title:
      'Minimum Notice: the Acts do not affect the right of either party to end the contract without notice for the other’s misconduct; part-time workers are covered whatever their hours',
    publisher: 'Communications Workers’ Union of Ireland',
    url: 'https://www.cwu.ie/being-a-member/employment-rights/minimum-notice/',
    asOf: CHECKED,
    note: 'A trade union’s summary of the Acts, used for the misconduct exception and part-time cover.',
  },
  thesaurusMinimumNotice: {
    title:
      'Minimum Notice, Dismissals etc.: contractual notice may exceed the statutory minimum but a shorter contractual period has no effect; the Acts do not stop either side waiving notice or accepting payment in lieu of notice',
    publisher: 'Thesaurus Software (payroll software documentation)',
    url: 'https://www.thesaurus.ie/docs/2017/legal/minimum-notice-dismissals-etc/',
    asOf: CHECKED,
    note: 'A payroll vendor’s summary of the Acts, used only for waiver and payment in lieu of notice.',
  },
  wrcAgencyWorkers: {
    title:
      'Agency Workers: under the Protection of Employees (Temporary Agency Work) Act 2012 agency workers must have equal treatment with the hirer’s directly hired workers in pay, working time, rest periods, breaks, night work, overtime, annual leave and public holidays, equal access to childcare, canteen or similar amenities and transport services, and be told of vacancies at the hirer; an agency may not charge the worker a fee',
    publisher: 'Workplace Relations Commission',
    url: 'https://www.workplacerelations.ie/en/what_you_should_know/employment_types/agency-workers/',
    asOf: CHECKED,
  },
  citizensInformationAgencyWorkers: {
    title:
      'Agency workers: the Protection of Employees (Temporary Agency Work) Act 2012, signed into law on 16 May 2012 to transpose Directive 2008/104/EC, gives temporary agency workers equal treatment as if they had been recruited directly by the hirer from their first day at work',
    publisher: 'Citizens Information Board',
    url: 'https://www.citizensinformation.ie/en/employment/types_of_employment/agency_workers.html',
    asOf: CHECKED,
  },
  agencyWorkSection14: {
    title:
      'Protection of Employees (Temporary Agency Work) Act 2012, section 14: a hirer must treat an agency worker no less favourably than its own employees in access to collective facilities and amenities (canteens, childcare, transport services) unless objective grounds justify it',
    publisher: 'Irish Statute Book (Office of the Attorney General)',
    url: 'https://www.irishstatutebook.ie/eli/2012/act/13/section/14/enacted/en/html',
    published: '2012-05-16',
    asOf: CHECKED,
  },
  agencyWorkSection7: {
    title:
      'Protection of Employees (Temporary Agency Work) Act 2012, section 7 (anti-avoidance): assignments in a series with the same or a connected hirer, the same worker, the same place of work and the same or similar work are treated as one assignment, and the gaps between them are ignored',
    publisher: 'Law Reform Commission, Revised Acts',
    url: 'https://revisedacts.lawreform.ie/eli/2012/act/13/section/7/revised/en/html',
    published: '2012-05-16',
    asOf: CHECKED,
  },
  agencyPayDefinition: {
    title:
      'Agency Workers Regulations Ireland: “basic working and employment conditions” cover basic pay and pay for shift work, piece work, overtime, unsocial hours and Sunday work, working time, rest periods, breaks, night work, overtime, annual leave and public holidays, but not sick pay, pension payments or financial participation schemes',
    publisher: 'Brightwater Recruitment Specialists',
    url: 'https://www.brightwater.ie/brightwater-flexible-hiring-solutions/awri',
    asOf: CHECKED,
    note: 'An agency’s summary of the Act’s definitions (section 2), used for what pay includes and excludes; the Act’s own section was not in the stored copies.',
  },
  citizensInformationLeave: {
    title:
      'Leave and holidays: maternity leave for all pregnant employees; adoptive leave of 24 weeks; paternity leave of 2 weeks in the first 6 months after the birth or placement; parental leave of 26 weeks up to the child’s 12th birthday (Parental Leave Acts 1998-2019); paid parent’s leave of 9 weeks for each parent in the first 2 years; unpaid carer’s leave under the Carers Leave Act 2001; force majeure leave',
    publisher: 'Citizens Information Board',
    url: 'https://citizensinformation.ie/en/employment/employment-rights-and-conditions/leave-and-holidays',
    asOf: CHECKED,
  },
  ibecParentsLeave: {
    title:
      'Extension of paid Parent’s Leave and Benefit to nine weeks from 1 August 2024 (S.I. No. 300 of 2024), to be taken in the first two years of a child’s life or of an adoptive placement',
    publisher: 'Ibec',
    url: 'https://ibec.ie/employer-hub/latest-hr-and-ir-news/news/2024/07/15/extension-of-parents-leave-to-9-weeks-from-1-august-2024',
    published: '2024-07-05',
    asOf: CHECKED,
    note: 'An employers’ body’s report of the statutory instrument, used for the date the nine weeks applied from.',
  },
  careerwisePaternityLeave: {
    title:
      'Paternity leave: two continuous weeks under the Paternity Leave and Benefit Act 2016, notified to the employer at least four weeks before it starts; employers need not pay during it, and Paternity Benefit is paid by the Department of Social Protection to those with enough PRSI contributions',
    publisher: 'CareerWise (careers guidance site)',
    url: 'https://careerwise.ie/your-guide-to-paternity-leave-in-ireland/',
    asOf: CHECKED,
    note: 'A secondary guide, used only for the four weeks’ notice and that the employer need not pay; the statutory pages on notice were not in the stored copies.',
  },
  wrcZeroHours: {
    title:
      'Zero Hours Working Practices: the Employment (Miscellaneous Provisions) Act 2018 changed zero-hour contracts, minimum payments and banded hours under the Organisation of Working Time Act 1997; an employee required to be available who is given less than 25% of the available time is paid for 25% of the contract hours or 15 hours, whichever is less; a minimum payment applies from 4 March 2019 when called in and not given the expected hours',
    publisher: 'Workplace Relations Commission',
    url: 'https://www.workplacerelations.ie/en/what_you_should_know/employment_types/zero-hours-working-practices/',
    asOf: CHECKED,
  },
  zeroHoursSection18: {
    title:
      'Organisation of Working Time Act 1997, section 18 as amended (prohibition of zero hours working practices in certain circumstances and minimum payment): contract hours must be greater than zero, except for work in emergency circumstances and short-term relief work',
    publisher: 'Better Regulation (copy of the revised section)',
    url: 'https://service.betterregulation.com/document/303620',
    asOf: CHECKED,
    note: 'Read in a commercial copy of the revised section (version from 4 March 2019).',
  },
  bandedHoursSection18A: {
    title:
      'Organisation of Working Time Act 1997, section 18A (banded hours): an employee whose contract does not reflect the hours worked over the reference period may ask in writing to be placed in a band; the employer places the employee within 4 weeks on the basis of the average weekly hours, may refuse on stated grounds (no evidence, significant adverse changes to the business, emergencies, a temporary situation that has ended), and the employee then works hours within the band for at least 12 months',
    publisher: 'Law Reform Commission, Revised Acts',
    url: 'https://revisedacts.lawreform.ie/eli/1997/act/20/section/18A/revised/en/html',
    asOf: CHECKED,
  },
  orcMinimumPayment: {
    title:
      'Employment (Miscellaneous Provisions) Act 2018 guidance note: zero hour contracts prohibited except for casual work, emergencies or short-term relief cover; a minimum payment of 3 times the national minimum hourly wage (or the rate in an Employment Regulation Order) each time an employee called in is not given the expected work',
    publisher: 'ORC (HR consultancy) guidance note',
    url: 'https://online.flipbuilder.com/ppqh/dsbt/files/basic-html/page2.html',
    asOf: CHECKED,
    note: 'A consultancy’s guidance note, used for the three-times-minimum-wage payment; the WRC page’s sentence on the amount was cut off in the stored copy.',
  },
  rdjBandedHours: {
    title:
      'Banded hours contracts: eight bands from A (3 to 6 hours a week) to H (36 hours and over), based on the average hours worked in the previous 12 months; the employer has 4 weeks to place the employee',
    publisher: 'RDJ LLP (solicitors)',
    url: 'https://rdj.ie/insights/banded-hours-contracts',
    asOf: CHECKED,
    note: 'A law firm’s summary, used for the table of bands in section 18A, which the stored copy of the section cut off.',
  },
  natlexTransferRegulations: {
    title:
      'European Communities (Protection of Employees on Transfer of Undertakings) Regulations 2003 (S.I. No. 131 of 2003), adopted 11 April 2003: they protect employees’ contractual rights when the business or part of the business they work in is transferred to a new employer',
    publisher: 'International Labour Organization, NATLEX database',
    url: 'https://www.ilo.org/dyn/natlex/natlex4.detail?p_lang=en&p_isn=98330',
    published: '2003-04-11',
    asOf: CHECKED,
    note: 'The ILO’s record of the Irish regulations; their text on the Irish Statute Book was not in the stored copies.',
  },
  transferWorkersRightsCentre: {
    title:
      'Transfer of Undertakings: the old and new employer must each tell their employees’ representatives the date of, reasons for and legal, economic and social implications of the transfer, where reasonably practicable at least 30 days before; measures envisaged must be discussed with a view to agreement, and where there are no representatives employees must be able to choose them; no employee may be dismissed by reason of the transfer; complaints go to the Workplace Relations Commission; a share sale is not a transfer',
    publisher: 'SIPTU Workers’ Rights Centre',
    url: 'https://workersrightscentre.ie/transfer-of-undertakings/',
    asOf: CHECKED,
    note: 'A trade union’s summary of S.I. 131 of 2003.',
  },
  gaffneyTransferRegulations: {
    title:
      'Transfer of Undertakings Regulations: contracts of employment pass to the new employer with the business, which must observe collective agreements; a transfer is not grounds for dismissal, save for economic, technical or organisational reasons entailing changes in the workforce; pensions are largely excepted',
    publisher: 'Gaffney Solicitors',
    url: 'https://www.gaffneysolicitors.ie/2016/04/24/transfer-of-undertakings-regulations/',
    published: '2016-04-24',
    asOf: CHECKED,
    note: 'A law firm’s summary of S.I. 131 of 2003.',
  },
  moranRyanTransfer: {
    title:
      'Transfer of Undertakings & Protection of Employees Regulations 2003: a transfer is of an economic entity (an organised grouping of resources pursuing an economic activity) that keeps its identity; service with the old employer counts with the new; terms no less favourable than before the transfer',
    publisher: 'Moran Ryan Solicitors',
    url: 'https://moranryan.com/sale-of-business-and-employees/',
    asOf: CHECKED,
    note: 'A law firm’s summary of S.I. 131 of 2003, used for the definition and continuity of service.',
  },
  safetyRepresentativesSection25: {
    title:
      'Safety, Health and Welfare at Work Act 2005, section 25: employees may select and appoint a safety representative (more than one by agreement with the employer) who may inspect the workplace after reasonable notice or at once after an accident or imminent danger, investigate accidents, dangerous occurrences and complaints, accompany an inspector and make representations to the employer',
    publisher: 'Irish Statute Book (Office of the Attorney General)',
    url: 'https://www.irishstatutebook.ie/eli/2005/act/10/section/25/enacted/en/index.html',
    asOf: CHECKED,
  },
  safetyConsultationSection26: {
    title:
      'Safety, Health and Welfare at Work Act 2005, section 26: every employer must consult employees, their safety representatives or both, in advance and in good time, on measures that may substantially affect safety and health, the risk assessment, the safety statement, information to employees, training and new technologies; employees may make representations',
    publisher: 'Law Reform Commission, Revised Acts',
    url: 'https://revisedacts.lawreform.ie/eli/2005/act/10/section/26/revised/en/html',
    asOf: CHECKED,
  },
  hsaSafetyRepresentativesFaq: {
    title:
      'Safety Representatives and Consultation, frequently asked questions: employees decide on, select and appoint the safety representative; there is no set number, which depends on the numbers employed, the risks, shift systems and scattered workplaces',
    publisher: 'Health and Safety Authority',
    url: 'https://www.hsa.ie/eng/Topics/Managing_Health_and_Safety/Safety_Representatives_and_Consultation/Safety_Representatives_and_Consultation.html',
    asOf: CHECKED,
  },
  hsaSafetyConsultation: {
    title:
      'Safety Representatives and Safety Consultation: employers must consult employees and give them the risk assessments and control measures; a safety committee (Schedule 4 of the 2005 Act) may be used; safety representatives and committee members must be given time off without loss of pay for training for the role',
    publisher: 'Health and Safety Authority',
    url: 'https://www.hsa.ie/eng/your_industry/health_and_social_care_sector/safety_representatives_and_safety_consultation/safety_representatives_and_safety_consultation.html',
    asOf: CHECKED,
    note: 'The HSA’s sector page, whose text on safety representatives applies to every employer.',
  },
  unepDepositReturnRegulations: {
    title:
      'Separate Collection (Deposit Return Scheme) Regulations 2021 (S.I. No. 599 of 2021): PET beverage bottles and aluminium or steel beverage containers of up to 3 litres; producers establish the scheme through an approved body, which sets producer and registration fees to cover its costs; obligations on producers, retailers and return point operators',
    publisher: 'UN Environment Programme, Law and Environment Assistance Platform',
    url: 'https://leap.unep.org/en/countries/ie/national-legislation/separate-collection-deposit-return-scheme-regulations-2021-si-no',
    asOf: CHECKED,
    note: 'The UNEP’s abstract of the regulations; gov.ie’s and Re-turn’s own pages were not in the stored copies.',
  },
  mccannDepositReturn: {
    title:
      'Coming soon: Ireland’s new Deposit Return Scheme from 1 February 2024: a producer is whoever first places in-scope drinks on the Irish market, by any selling technique, and a retailer whoever sells them to a final consumer; both must register with Re-turn (Deposit Return Scheme Ireland CLG) and sign a membership agreement; producers pay Re-turn a producer fee and retailers pay producers the deposit when buying stock',
    publisher: 'McCann FitzGerald LLP (solicitors)',
    url: 'https://www.mccannfitzgerald.com/knowledge/agri-food-and-drinks/coming-soon-irelands-new-deposit-return-scheme',
    asOf: CHECKED,
    note: 'A law firm’s summary of the regulations.',
  },
  circularDepositAmounts: {
    title:
      'Ireland’s DRS administrator publishes guidance ahead of launch: from 1 February 2024 a deposit of 15 cents on containers of 150 ml to 500 ml and 25 cents on those over 500 ml to 3 litres, shown by the Re-turn logo; glass is not included; returned through reverse vending machines or over the counter at participating shops',
    publisher: 'Circular Online (trade news)',
    url: 'https://circularonline.co.uk/news/irelands-drs-administrator-publishes-guidance-ahead-of-launch',
    asOf: CHECKED,
    note: 'A trade report of Re-turn’s guidance, used for the deposit amounts and the launch date.',
  },
  depositReturn2024Regulations: {
    title:
      'Deposit and Return Scheme revised 2024 regulations issued: S.I. No. 33 of 2024 replaced the 2021 regulations on 2 February 2024, with further definitions, provisions for online supply and vending machines and exemptions for drinks consumed on the premises of hotels, restaurants and bars',
    publisher: 'Environmental Training (consultancy)',
    url: 'https://environmentaltraining.ie/deposit-and-return-scheme-revised-2024-regulations-issued/',
    asOf: CHECKED,
    note: 'A consultancy’s report of the 2024 regulations, used only for their number and date.',
  },
  nibusinessinfoDepositReturn: {
    title:
      'Republic of Ireland Deposit Return Scheme, launched 1 February 2024: a producer is whoever first places in-scope products on the market in Ireland, whatever the selling technique; the producer pays a deposit fee for each in-scope drink it places on the market and recoups it when the retailer pays the product price plus the deposit, so the deposit is cost-neutral; all in-scope containers feature the scheme logo; Northern Ireland producers supplying the Irish market should check their obligations',
    publisher: 'nibusinessinfo.co.uk (Invest Northern Ireland)',
    url: 'https://www.nibusinessinfo.co.uk/content/republic-ireland-deposit-return-scheme',
    asOf: CHECKED,
  },
  ecosuretyDepositReturn: {
    title:
      'Republic of Ireland release DRS communications guidance: businesses selling in-scope containers must register the containers they place on the market with Re-turn before sale and pay a producer fee; registered retailers must accept any empty, undamaged container with the Re-turn label and redeem the deposit wherever it was bought, keep records and store the containers until collected',
    publisher: 'Ecosurety (compliance scheme, trade news)',
    url: 'https://www.ecosurety.com/news/republic-of-ireland-release-drs-communications-guidance/',
    asOf: CHECKED,
    note: 'A compliance scheme’s report of Re-turn’s guidance.',
  },
  workersRightsCentreDeductions: {
    title:
      'Can my employer deduct money out of my wages without my permission? Under the Payment of Wages Act 1991 a deduction must be required by law, provided for in the contract or made with the employee’s written consent; one for the employee’s act or omission (such as breakages) or for goods or services necessary to the job (such as uniforms) must also rest on a contract term notified in writing beforehand, be fair and reasonable having regard to the wages, and, for an act or omission, be notified in writing at least one week before it is made',
    publisher: 'SIPTU Workers’ Rights Centre',
    url: 'https://workersrightscentre.ie/faq/can-my-employer-deduct-money-out-of-my-wages-without-my-permission/57',
    asOf: CHECKED,
    note: 'A trade union’s summary of section 5 of the Act; the Act’s text was not in the stored copies.',
  },
  siptuHealthPaymentOfWages: {
    title:
      'Payment of Wages Act 1991: a payslip showing gross pay and every deduction with each payment; deductions for the employee’s fault or for a service must not exceed the loss or the cost and must be made within six months of it; deductions to recover an overpayment of wages or expenses are allowed',
    publisher: 'SIPTU Health Division',
    url: 'https://siptuhealth.ie/payment-of-wages-act-1991/',
    asOf: CHECKED,
    note: 'A trade union’s page repeating Citizens Information’s summary of the Act.',
  },
  unionWagesAndPay: {
    title:
      'Wages and pay under the Payment of Wages Act 1991: an employee can complain of a deduction that is not allowed to the Workplace Relations Commission, which can award the missing wages',
    publisher: 'union.ie (workers’ information site)',
    url: 'https://union.ie/wages-pay',
    asOf: CHECKED,
    note: 'A secondary summary, used only for where complaints of unlawful deductions go.',
  },
} satisfies Record<string, KnowledgeSource>;
