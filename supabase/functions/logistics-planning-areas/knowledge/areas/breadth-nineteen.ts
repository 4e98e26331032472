// Topics an Irish haulier, courier or distributor meets that no entry held, found in a breadth pass over the official
// sources' own topic lists (29 November 2026): minimum notice, agency workers, family leave, zero hours and banded
// hours, taking over a business or contract with its staff, safety representatives, deductions
// from wages and the deposit return scheme for drinks containers.
// Facts from the pages in knowledge/sources-breadth-nineteen.ts, in our own words.
import { breadthNineteenSources as s } from '../sources-breadth-nineteen.ts';
import type { KnowledgeEntry } from '../types.ts';

export const breadthNineteenEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'minimum-notice-periods',
    area: 'workforce_capability',
    title: 'Minimum notice: how much notice an employer must give to end an employee’s job',
    keywords: [
      'minimum notice',
      'notice period',
      'notice periods',
      'statutory notice',
      'weeks notice',
      'weeks’ notice',
      'pay in lieu of notice',
      'notice to resign',
      'Minimum Notice and Terms of Employment Act',
    ],
    takeaway:
      'An employee with 13 weeks’ or more continuous service is entitled to minimum notice from the employer of one week up to 2 years’ service, two weeks up to 5 years, four weeks up to 10 years, six weeks up to 15 years and 8 weeks after 15 years, and owes the employer at least one week’s notice when leaving.',
    guidance: [
      'The periods are set by section 4 of the Minimum Notice and Terms of Employment Act 1973, and a contract that gives less notice is read as if it gave the statutory period; a contract may always give more.',
      'Section 6 entitles the employer to at least one week’s notice from an employee with 13 weeks’ service who decides to leave, unless the contract asks for more.',
      'Service is continuous unless the employee is dismissed or leaves: lay-offs, strikes, lock-outs, dismissal followed by immediate re-employment and the sale of the business do not interrupt it, and up to 26 weeks off between spells of work through lay-off, sickness or injury still counts.',
      'Part-time employees are covered whatever their hours, and either side may end the contract at once for the other’s misconduct.',
      'Notice can be waived or paid in lieu by agreement, so budget a week’s pay per notice week for each employee whose job ends, on top of any statutory redundancy lump sum.',
    ],
    options: [
      {
        option: 'Work the notice',
        chooseWhen: 'the employee can be rostered normally until the last day and there is work to cover.',
      },
      {
        option: 'Pay in lieu of notice by agreement',
        chooseWhen: 'the job ends at once, for example when a contract is lost, and keeping the person on site serves nobody.',
      },
    ],
    next30: [
      'Check that each contract template gives at least the statutory notice for the person’s service.',
      'List each employee’s continuous service date so notice can be worked out quickly.',
    ],
    next90: [
      'Write a short procedure for giving notice in writing with the leaving date.',
      'Set the notice employees must give you in the contract if one week is too short to cover a route.',
    ],
    sources: [s.minimumNoticeSection4, s.minimumNoticeSection6, s.minimumNoticeFirstSchedule, s.cwuMinimumNotice, s.thesaurusMinimumNotice],
  },
  {
    slug: 'agency-workers-equal-treatment',
    area: 'workforce_capability',
    title: 'Agency workers: equal pay and conditions with your own staff from the first day of an assignment',
    keywords: [
      'agency worker',
      'agency workers',
      'agency staff',
      'agency temps',
      'temporary agency work',
      'Temporary Agency Work Act',
      'hirer',
      'equal pay for agency',
      'temps from an agency',
      'employment agency',
    ],
    takeaway:
      'Under the Protection of Employees (Temporary Agency Work) Act 2012 an agency worker must get the same basic pay and working conditions as if the hirer had recruited them directly, from the first day of the assignment, along with equal access to the canteen, childcare and transport services and notice of vacancies.',
    guidance: [
      'The equal treatment covers pay, working time, night work, overtime, annual leave and public holidays; pay includes basic pay and premiums for shift work, piece work, overtime, unsocial hours and Sunday work, but not sick pay or pension payments.',
      'The agency employs and pays the worker while the hirer directs the work, so the yardstick is what the hirer would pay and offer if it recruited someone directly for the same job.',
      'Section 14 makes the hirer treat agency workers no less favourably than its own employees in access to collective facilities such as canteens, childcare and transport services unless objective grounds justify it.',
      'Section 7 prevents rolling assignments being used to avoid the Act: a series with the same or a connected hirer, the same place and similar work counts as one assignment, gaps included.',
      'An employment agency may not charge the worker a fee for arranging the work, and the hirer must tell agency workers on site of vacancies when it tells its own staff.',
    ],
    options: [
      {
        option: 'Agency staff for peaks at your own rates',
        chooseWhen: 'the extra work is seasonal or short, and you budget them at your own staff’s pay plus the agency margin.',
      },
      {
        option: 'Direct fixed-term or banded-hours staff',
        chooseWhen: 'the same people come back on assignment after assignment and the agency margin buys little.',
      },
    ],
    next30: [
      'Give each agency you use your pay rates and premiums for the jobs its workers fill.',
      'Check agency workers can use the canteen and welfare facilities your own staff use.',
    ],
    next90: [
      'Compare the full cost of extended agency assignments with direct hiring.',
      'Post vacancies where agency workers on site will see them.',
    ],
    sources: [s.wrcAgencyWorkers, s.citizensInformationAgencyWorkers, s.agencyWorkSection14, s.agencyWorkSection7, s.agencyPayDefinition],
  },
  {
    slug: 'family-leave-entitlements',
    area: 'workforce_capability',
    title: 'Family leave: maternity, paternity, parent’s, parental, adoptive and carer’s leave for employees',
    keywords: [
      'paternity leave',
      'parental leave',
      'parent’s leave',
      "parent's leave",
      'maternity leave',
      'adoptive leave',
      'carer’s leave',
      "carer's leave",
      'new baby',
      'new father',
      'family leave',
      'force majeure leave',
    ],
    takeaway:
      'Employees with a new child are entitled to 2 weeks’ paternity leave in the first 6 months, 9 weeks’ paid parent’s leave each in the child’s first 2 years, and 26 weeks’ unpaid parental leave up to the child’s 12th birthday, alongside maternity leave for every pregnant employee and 24 weeks’ adoptive leave.',
    guidance: [
      'Paternity leave, under the Paternity Leave and Benefit Act 2016, is two weeks taken together within six months of the birth or placement, notified at least four weeks ahead.',
      'Parent’s leave rose to 9 weeks for each parent from 1 August 2024 (S.I. No. 300 of 2024), taken within two years of the birth or adoptive placement.',
      'Parental leave under the Parental Leave Acts 1998 to 2019 is 26 weeks per child, unpaid, up to the child’s 12th birthday; carer’s leave under the Carers Leave Act 2001 is unpaid time off to give full-time care, and force majeure leave covers family emergencies.',
      'The employer need not pay wages during paternity leave unless the contract says so; Paternity Benefit is paid by the Department of Social Protection to employees with enough PRSI contributions.',
      'Plan cover for shift workers as soon as leave is notified, since the weeks are set by statute and a contract can add to them but not cut them.',
    ],
    options: [
      {
        option: 'Statutory leave only, paid through the State benefits',
        chooseWhen: 'margins are thin and the contracts promise no top-up.',
      },
      {
        option: 'Top up pay during paternity or parent’s leave',
        chooseWhen: 'keeping experienced staff is worth more than the cost of a few weeks’ top-up.',
      },
    ],
    next30: [
      'Write down how employees notify you of each kind of family leave.',
      'Check whether any contract or handbook promises pay during leave.',
    ],
    next90: [
      'Build leave cover into the rosters for routes with only one trained person.',
      'Add the family leave rights to the employee handbook.',
    ],
    sources: [s.citizensInformationLeave, s.ibecParentsLeave, s.careerwisePaternityLeave],
  },
  {
    slug: 'zero-hours-and-banded-hours',
    area: 'workforce_capability',
    title: 'Zero-hour contracts, the minimum payment and banded hours for warehouse and part-time staff',
    keywords: [
      'zero hours',
      'zero-hour',
      'zero-hour contract',
      'zero hour contracts',
      'banded hours',
      'band of hours',
      'if and when contract',
      'guaranteed hours',
      'called in and sent home',
      'minimum payment',
      'Employment (Miscellaneous Provisions) Act 2018',
    ],
    takeaway:
      'A contract that requires an employee to be available must, since 4 March 2019, give more than zero hours, and an employee kept available but given less than 25% of the time is paid for 25% of the contract hours or 15 hours, whichever is less.',
    guidance: [
      'The Employment (Miscellaneous Provisions) Act 2018 amended the Organisation of Working Time Act 1997: zero-hour contracts are allowed only for genuinely casual work, emergencies and short-term relief cover for routine absences.',
      'An employee called in to work who is then not given the expected hours is due a minimum payment each time, set at three times the national minimum hourly wage or the rate in an Employment Regulation Order.',
      'An employee whose contract does not reflect the hours actually worked may ask in writing to be placed in a band of weekly hours, from band A (3 to 6 hours) to band H (36 hours and over), based on the average over the previous 12 months.',
      'The employer must place the employee in the band within 4 weeks, and the hours then fall within it for at least 12 months; refusal is allowed only where the hours are not evidenced, the business has changed significantly for the worse, in emergencies or where the hours reflected a temporary situation that has ended.',
      'True if-and-when arrangements, where neither side must offer or accept work, and on-call work paid with an on-call premium fall outside the zero-hours rules.',
    ],
    options: [
      {
        option: 'Contracts with a realistic minimum of weekly hours',
        chooseWhen: 'staff work steady hours in practice, so a band request would lock the hours in anyway.',
      },
      {
        option: 'Genuine if-and-when casual arrangements',
        chooseWhen: 'work is truly occasional and neither side is obliged to offer or accept it.',
      },
    ],
    next30: [
      'List staff whose contract hours are well below the hours they work.',
      'Avoid calling people in and then not giving the hours they expect, or budget the minimum payment.',
    ],
    next90: [
      'Reissue contracts with hours that match the real rosters.',
      'Prepare a standard reply to a written banded hours request within 4 weeks.',
    ],
    sources: [s.wrcZeroHours, s.zeroHoursSection18, s.bandedHoursSection18A, s.orcMinimumPayment, s.rdjBandedHours],
  },
  {
    slug: 'transfer-of-undertakings',
    area: 'workforce_capability',
    title: 'Transfer of undertakings: taking over a business or contract and the staff who come with it',
    keywords: [
      'transfer of undertakings',
      'TUPE',
      'take over a business',
      'taking over the staff',
      'staff transfer',
      'staff transfer with the contract',
      'acquire a business',
      'sale of the business',
      'business transfer',
      '131 of 2003',
    ],
    takeaway:
      'When a business, or part of one, passes to a new employer as an economic entity that keeps its identity, the European Communities (Protection of Employees on Transfer of Undertakings) Regulations 2003 (statutory instrument 131 of 2003) move the employees to the new employer on their existing terms, and both employers must inform their employees’ representatives, where practicable at least 30 days before the transfer.',
    guidance: [
      'An economic entity is an organised grouping of resources pursuing an economic activity, so a depot or a contract run by its own team and vehicles may be one; buying the company’s shares is not a transfer, since the employer stays the same.',
      'The employees’ contracts, continuous service and collective agreements pass to the new employer, whose terms must be no less favourable; occupational pensions are largely excepted.',
      'The transfer is not itself grounds for dismissal by either employer, except for economic, technical or organisational reasons entailing changes in the workforce.',
      'The information covers the date, the reasons and the legal, economic and social implications for the employees, and any measures envisaged must be discussed with the representatives with a view to agreement; where there are none, the employees must be able to choose them.',
      'Complaints go to the Workplace Relations Commission, and the duties do not apply where the old employer is in bankruptcy or insolvent winding-up proceedings.',
    ],
    options: [
      {
        option: 'Buy the shares of the company',
        chooseWhen: 'you want the licence, contracts and staff to stay with the same employer and accept its history.',
      },
      {
        option: 'Buy the business assets and take the staff under the Regulations',
        chooseWhen: 'you want only the fleet, depot or contract, knowing the people who work in it come with it.',
      },
    ],
    next30: [
      'Ask the seller for each employee’s terms, service dates and any collective agreements.',
      'Set the transfer date far enough out to inform representatives 30 days before it.',
    ],
    next90: [
      'Cost the transferred terms against your own before the price is agreed.',
      'Plan any changes in the workforce around economic, technical or organisational reasons, in writing.',
    ],
    sources: [s.natlexTransferRegulations, s.transferWorkersRightsCentre, s.gaffneyTransferRegulations, s.moranRyanTransfer],
  },
  {
    slug: 'safety-representatives',
    area: 'workforce_capability',
    title: 'Safety representatives and consultation: the employees’ choice, the representative’s powers and the employer’s duty to consult',
    keywords: [
      'safety rep',
      'safety reps',
      'elect a safety representative',
      'appoint a safety representative',
      'safety committee',
      'safety consultation',
      'consult employees on safety',
    ],
    takeaway:
      'Under section 25 of the Safety, Health and Welfare at Work Act 2005 the employees, not the employer, choose a safety representative, who may inspect the workplace, investigate accidents and complaints and accompany an HSA inspector, and section 26 requires the employer to consult employees or their representative in good time on measures affecting safety.',
    guidance: [
      'Employees may select one safety representative, or more by agreement with the employer; the HSA sets no number, which depends on the headcount, the risks, shifts and how many depots there are.',
      'The representative may inspect after reasonable notice, or at once after an accident, dangerous occurrence or imminent danger, investigate complaints from the employees represented and make representations to the employer.',
      'Consultation must come in advance on measures that may substantially affect safety, the risk assessment, the safety statement, information and training for employees and new technology such as new vehicles or equipment.',
      'Safety representatives and safety committee members must get paid time off for training for the role, and a safety committee under Schedule 4 of the Act may be the channel for consultation.',
      'The employer must give employees the risk assessments and control measures, and employees keep the right to make representations on safety to the employer directly.',
    ],
    options: [
      {
        option: 'One representative for a single site',
        chooseWhen: 'one depot on one shift pattern, where everyone can reach the representative.',
      },
      {
        option: 'Several representatives or a safety committee',
        chooseWhen: 'several depots, night shifts or staff who are rarely on site.',
      },
    ],
    next30: [
      'Invite employees to choose a safety representative if they have none.',
      'Give the representative the current risk assessment and safety statement.',
    ],
    next90: [
      'Arrange paid training for the representative.',
      'Consult the representative before the next change to vehicles, racking or yard layout.',
    ],
    sources: [s.safetyRepresentativesSection25, s.safetyConsultationSection26, s.hsaSafetyRepresentativesFaq, s.hsaSafetyConsultation],
  },
  {
    slug: 'deductions-from-wages',
    area: 'workforce_capability',
    title: 'Deductions from employees’ wages for damage, fines or uniforms: what the Payment of Wages Act allows',
    keywords: [
      'deduct from wages',
      'deduct from pay',
      'deductions from wages',
      'deduction from pay',
      'dock pay',
      'take it out of his wages',
      'employee pays for damage',
      'charge staff for damage',
      'Payment of Wages Act',
      'unlawful deduction',
      'payslip',
    ],
    takeaway:
      'Under the Payment of Wages Act 1991 an employer may deduct from wages only what the law requires, what the contract provides or what the employee agreed in writing, and a deduction for damage or loss the employee caused must also be fair and reasonable, be based on a contract term notified in writing beforehand and be notified in writing at least one week before it is made.',
    guidance: [
      'Tax, PRSI and court orders are deducted because the law requires them; pension and union contributions because the contract or the employee’s written consent provides for them.',
      'Deductions for breakages, damage to vehicles or shortages, or for goods and services the job needs such as uniforms, need a contract term the employee was told of in writing before the event, must be fair and reasonable given the wages, and may not exceed the loss or cost.',
      'A deduction for damage or loss must be made within six months of it, after at least one week’s written notice of the act or omission.',
      'An overpayment of wages or expenses may be recovered by deduction, and every payment must come with a payslip showing gross pay and every deduction.',
      'An employee can complain of an unlawful deduction to the Workplace Relations Commission, so a blanket clause charging staff for every dent is a risk.',
    ],
    options: [
      {
        option: 'A clear excess clause for vehicle damage',
        chooseWhen: 'damage is frequent and you want staff to share a fixed, modest part of the cost under a written term.',
      },
      {
        option: 'No deductions; training and discipline instead',
        chooseWhen: 'damage is rare or unclear in cause, and a deduction would cost more in goodwill and claims than it recovers.',
      },
    ],
    next30: [
      'Check whether any contract lets you deduct for damage, fines or uniforms, and how it is worded.',
      'End any deduction not backed by a written term, consent or the law.',
    ],
    next90: ['Write a damage policy with the notice, the cap and the six-month limit.', 'Check payslips show every deduction clearly.'],
    sources: [s.workersRightsCentreDeductions, s.siptuHealthPaymentOfWages, s.unionWagesAndPay],
  },
  {
    slug: 'deposit-return-scheme',
    area: 'risk_resilience',
    title: 'The deposit return scheme for drinks bottles and cans: what drinks producers, importers and distributors must do',
    keywords: [
      'deposit return scheme',
      'deposit return',
      'DRS',
      'Re-turn',
      'drinks deposit',
      'bottle deposit',
      'can deposit',
      'drinks cans and bottles',
      'reverse vending',
      'empty containers',
    ],
    takeaway:
      'Since 1 February 2024 every drink in a PET plastic bottle or an aluminium or steel can of 150 ml to 3 litres placed on the Irish market carries a deposit of 15 cent (up to 500 ml) or 25 cent (over 500 ml), and whoever first places it on the market, including an importer, must register with Re-turn and pay its producer fee.',
    guidance: [
      'The Separate Collection (Deposit Return Scheme) Regulations 2021 (S.I. No. 599 of 2021), replaced by S.I. No. 33 of 2024 from 2 February 2024, set up the scheme, run by Deposit Return Scheme Ireland CLG, trading as Re-turn.',
      'A producer is whoever first places in-scope drinks on the Irish market, by any selling technique, so a distributor importing drinks from Britain or elsewhere is the producer for those lines.',
      'For each in-scope drink it places on the market the producer pays a deposit fee, recovered when retailers pay the price plus the deposit, so the deposit is cost-neutral; the producer fee on top covers collection, recycling, data and administration.',
      'Retailers selling to final consumers must also register, take back any empty, undamaged container bearing the Re-turn logo wherever it was bought and refund the deposit; glass containers are outside the scheme.',
      'Containers need the scheme’s logo and labelling, so stock for Ireland and stock for other markets have to be kept apart in the warehouse.',
    ],
    options: [
      {
        option: 'Register as a producer for imported lines',
        chooseWhen: 'you are the first to sell those drinks in Ireland, so the obligations are yours.',
      },
      {
        option: 'Buy in-scope drinks from an Irish producer already registered',
        chooseWhen: 'your volumes are small and the labelling and reporting are not worth taking on.',
      },
    ],
    next30: [
      'List which drinks lines you are the first to place on the Irish market.',
      'Check those lines carry the Re-turn logo and are registered.',
    ],
    next90: [
      'Separate Irish-labelled stock from stock bound for other markets in the warehouse system.',
      'Add the deposit to invoices and reconcile it monthly.',
    ],
    sources: [
      s.unepDepositReturnRegulations,
      s.mccannDepositReturn,
      s.circularDepositAmounts,
      s.depositReturn2024Regulations,
      s.nibusinessinfoDepositReturn,
      s.ecosuretyDepositReturn,
    ],
  },
];
