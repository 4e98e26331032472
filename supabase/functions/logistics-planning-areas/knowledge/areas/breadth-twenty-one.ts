// Topics an Irish haulier, courier or distributor meets as an employer and a buyer of vehicles that no entry held, found
// in a breadth pass over the official topic lists (30 November 2026): registering as an employer with Revenue, unfair
// dismissal, whether an owner-driver is an employee or self-employed, VAT back on vans and cars, lay-off and short
// time, who pays for protective equipment, payslips, eye tests for screen users, the nine equality grounds and the
// working time records an employer keeps. Facts from the pages in knowledge/sources-breadth-twenty-one.ts, in our own
// words.
import { breadthTwentyOneSources as s } from '../sources-breadth-twenty-one.ts';
import type { KnowledgeEntry } from '../types.ts';

export const breadthTwentyOneEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'registering-as-an-employer',
    area: 'workforce_capability',
    title: 'Taking on the first employee: registering with Revenue as an employer and running PAYE',
    keywords: [
      'register as an employer',
      'registering as an employer',
      'employer registration',
      'first employee',
      'hire our first',
      'taking on staff',
      'PAYE registration',
      'register for PAYE',
      'employer number',
      'Revenue Payroll Notification',
      'RPN',
      'PREM',
    ],
    takeaway:
      'A business must register with Revenue as an employer before it first pays an employee, and from then on it reports each employee’s pay and the Income Tax, PRSI and USC deducted to Revenue on or before the day it pays them.',
    guidance: [
      'Register online through eRegistration in ROS (Manage Tax Registrations) or myAccount, and mandatory e-filers must use ROS; the paper routes are form TR1 for a sole trader or partnership, TR2 for a company and PREM Reg for a business already registered for income or corporation tax.',
      'A company must register and operate PAYE on its directors’ pay even when it has no other employees.',
      'For each new driver or warehouse hand, request a Revenue Payroll Notification (RPN) and tax them as it instructs; someone in their first job in the State registers the job in myAccount first, using the employer registration number, staff number and pay frequency the employer gives them.',
      'If Revenue believes a business should be registered and it is not, Revenue can register it by formal notice, which may be objected to in writing within 14 days, and it can assess the tax, PRSI and USC where payroll submissions are missing or too low.',
      'Payroll software that submits to Revenue on each pay date does the reporting, so choose one before the first pay day rather than after.',
    ],
    options: [
      {
        option: 'Run payroll in-house with Revenue-ready software',
        chooseWhen: 'there are a handful of staff on steady weekly or monthly pay.',
      },
      {
        option: 'Use a payroll bureau or the accountant',
        chooseWhen: 'pay varies with overtime, nights and subsistence, or nobody in the office has time to check each run.',
      },
    ],
    next30: [
      'Register as an employer in ROS before the first pay day.',
      'Collect each new starter’s PPS number and start date so an RPN can be requested.',
    ],
    next90: [
      'Check the first three payroll submissions against the payslips.',
      'Set a monthly reminder to reconcile the Revenue statement with the payroll.',
    ],
    sources: [s.revenueEmployerRegistration, s.revenueEmployerHowToRegister, s.revenueHiringFirstJob],
  },
  {
    slug: 'unfair-dismissal',
    area: 'workforce_capability',
    title: 'Dismissing an employee fairly: who can claim unfair dismissal and what a claim can cost',
    keywords: [
      'unfair dismissal',
      'unfairly dismissed',
      'dismiss',
      'dismissing',
      'constructive dismissal',
      'Unfair Dismissals Act',
      'reinstatement',
    ],
    takeaway:
      'An employee with 12 months’ continuous service can claim unfair dismissal, and unless the employer shows the dismissal rested on capability, competence, qualifications, conduct, redundancy or the employee being unable to keep working without breaking the law, the Workplace Relations Commission can order reinstatement or re-engagement or award compensation of up to 104 weeks’ pay.',
    guidance: [
      'A driver disqualified from driving whose job is driving may be dismissed fairly, because they cannot keep doing the job without breaking the law.',
      'The 12 months do not apply where the dismissal is for trade union membership, pregnancy or birth, or taking maternity, parental, carer’s, force majeure or adoptive leave, and dismissal for those reasons, for unfair selection for redundancy or for a protected disclosure is automatically unfair.',
      'An employee who resigns because of the employer’s conduct can claim constructive dismissal in the same way.',
      'A claim must normally be started within 6 months of the dismissal, and compensation is for the financial loss the dismissal caused.',
      'Keep written records of warnings, investigations and the employee’s reply, so the reason for a dismissal and the procedure followed can be shown.',
    ],
    options: [
      {
        option: 'Follow the written disciplinary procedure to the end',
        chooseWhen: 'the problem is conduct or performance and there is time to investigate and hear the employee.',
      },
      {
        option: 'Take advice before acting',
        chooseWhen: 'the employee is pregnant, on leave, has raised a concern or is a union member, or the facts are disputed.',
      },
    ],
    next30: [
      'Check each employee’s start date to see who has 12 months’ service.',
      'Write down the steps of your disciplinary procedure if they are not already in the contracts.',
    ],
    next90: [
      'Train the supervisors who give warnings to record them and the employee’s reply.',
      'Review any dismissal decision against the procedure before it is confirmed in writing.',
    ],
    sources: [s.citizensInformationUnfairDismissal, s.legalIslandUnfairDismissalRedress, s.shanahanUnfairDismissals],
  },
  {
    slug: 'employment-status-employee-or-self-employed',
    area: 'workforce_capability',
    title: 'Drivers and couriers: employee or self-employed, and how the Code of Practice decides',
    keywords: [
      'employment status',
      'self-employed driver',
      'self-employed drivers',
      'self-employed couriers',
      'independent contractor',
      'contractor or employee',
      'bogus self-employment',
      'false self-employment',
      'contract for services',
      'Code of Practice on Determining Employment Status',
      'Karshan',
    ],
    takeaway:
      'Whether a driver or courier is an employee or self-employed is decided on the reality of the working relationship, not the label in the contract, under the Code of Practice on Determining Employment Status, which since the Supreme Court’s Karshan (Domino’s Pizza) judgment of October 2023 applies a five-step framework.',
    guidance: [
      'The Code was compiled by the Department of Social Protection, Revenue and the Workplace Relations Commission; each decides status for its own purposes (the PRSI class, tax, employment rights) and their decisions do not bind each other.',
      'An employee works under a contract of service and a self-employed person under a contract for services, and there is no single legal definition of either, so the whole relationship is looked at.',
      'Treating a driver as self-employed when in reality they are an employee reduces contributions to the Social Insurance Fund and excludes the driver from full PRSI cover and employment rights.',
      'The Safety, Health and Welfare at Work Act 2005 applies to every worker on the premises or the route, whatever their status.',
      'Revenue’s Tax and Duty Manual on employment status walks through the five steps with examples, so test each owner-driver or courier arrangement against it before renewing.',
    ],
    options: [
      {
        option: 'Employ the drivers',
        chooseWhen: 'you set their routes, hours and vehicles, they cannot send someone else and they work for nobody else.',
      },
      {
        option: 'Engage genuine owner-drivers',
        chooseWhen: 'they own and run their vehicles, price their own work, can substitute a driver and carry for other customers.',
      },
    ],
    next30: [
      'List every driver and courier engaged as self-employed and how their work is controlled and paid.',
      'Read Revenue’s manual on determining employment status against each arrangement.',
    ],
    next90: [
      'Change or end any arrangement that looks like employment under another name.',
      'Ask Revenue or the Department of Social Protection for a decision where an arrangement is unclear.',
    ],
    sources: [s.govCodeOfPracticeEmploymentStatus, s.charteredAccountantsEmploymentStatus, s.kaneTuohyEmploymentStatus],
  },
  {
    slug: 'vat-on-vans-and-cars',
    area: 'cost_unit_economics',
    title: 'Claiming back the VAT on vans, trucks and company cars',
    keywords: [
      'VAT on vans',
      'VAT on a van',
      'VAT on trucks',
      'VAT on cars',
      'VAT on a car',
      'VAT on a truck',
      'reclaim VAT on a van',
      'VAT on a company car',
      'qualifying vehicle',
      'company car VAT',
      'buying a van',
    ],
    takeaway:
      'A VAT-registered haulier can deduct the VAT on buying a van or truck used for its taxable business under the normal rules, but on a car it can deduct at most 20% of the VAT, and only for a qualifying car used at least 60% for business for 2 years or more.',
    guidance: [
      'The car restriction applies to passenger motor vehicles (saloons, estates, station wagons and the like); the definition does not include vans, which is why the VAT on a commercial vehicle can be reclaimed.',
      'A qualifying car first registered from 1 January 2021 must emit under 140 g/km of CO2 (bands A and B), and one first registered from 2009 to 2020 under 156 g/km; the 20% applies to buying, hiring, importing or acquiring it from another EU country.',
      'If the car is sold within 2 years the VAT deducted is clawed back, all of it within 6 months, 75% from 6 to 12 months, 50% from 12 to 18 and 25% from 18 to 24, and the same scale applies in any period its business use falls below 60%.',
      'A vehicle converted after registration, for example a car to a van, must meet its new VRT category’s specifications for the VAT to be deducted, and Revenue may ask for proof and inspect it; reconverting it later means accounting for VAT on a self-supply.',
      'Where part of the business is VAT-exempt, the normal deductibility rules cut the amount that can be claimed on any vehicle.',
    ],
    options: [
      { option: 'Buy vans for the work', chooseWhen: 'the vehicle carries goods and the VAT on it can be reclaimed in full.' },
      {
        option: 'Buy a qualifying low-emission car',
        chooseWhen: 'a manager or sales driver needs a car and it will be used at least 60% for business for two years.',
      },
    ],
    next30: [
      'Check the VAT treatment of each vehicle on the fleet list before the next purchase.',
      'Record the CO2 figure and first registration date of any car the business buys.',
    ],
    next90: [
      'Keep a business mileage record for each company car for its first two years.',
      'Plan car disposals after 24 months so no VAT is clawed back.',
    ],
    sources: [
      s.revenueCarsVatLeaflet,
      s.revenueEbriefQualifyingVehicles,
      s.revenueNoteSection62,
      s.cooneyCareyVehicleVat,
      s.revenueEbriefConvertedVehicles,
    ],
  },
  {
    slug: 'lay-off-and-short-time',
    area: 'workforce_capability',
    title: 'Laying off drivers or putting them on short time when work drops, and when they can claim redundancy',
    keywords: [
      'lay-off',
      'laid off',
      'lay off',
      'laying off',
      'temporary lay-off',
      'short time',
      'short-time',
      'short-time working',
      'not enough work',
      'RP9',
      'counter-notice',
    ],
    takeaway:
      'When work drops an employer may lay drivers off or cut them to short time (less than half their normal weekly pay or hours, such as two days of a five-day week) only as a temporary measure, with notice before it starts and where the contract, custom and practice or the employee’s agreement allows it, and after 4 weeks in a row, or 6 weeks in 13, an employee may claim redundancy.',
    guidance: [
      'A lay-off is when the employer cannot provide work, believes that is temporary and tells the employee before the work finishes; the employee stays an employee although unpaid.',
      'Short time is when weekly pay or hours fall below half the normal, and it too must be temporary and notified before it starts.',
      'The employee claims redundancy in writing on form RP9; the employer then has seven days to give a counter-notice offering at least 13 weeks’ unbroken work starting within four weeks, to contest the claim.',
      'A redundancy claimed this way counts as voluntary, so there is no notice or pay in lieu of notice, and it must be made within four weeks after the lay-off or short time ends.',
      'Laid-off and short-time employees may get social welfare support from the Department of Social Protection, so tell them in writing how long the measure is expected to last.',
    ],
    options: [
      {
        option: 'Put drivers on short time',
        chooseWhen: 'some work remains, such as fewer runs a week, and you expect volumes back within weeks.',
      },
      { option: 'Lay off for a set period', chooseWhen: 'there is no work at all for a while, such as a seasonal contract gap.' },
      {
        option: 'Make the roles redundant',
        chooseWhen: 'the work will not come back and keeping people in limbo only delays the lump sums.',
      },
    ],
    next30: [
      'Check whether the contracts allow lay-off or short time before announcing either.',
      'Give each affected employee written notice with the reason and the expected length.',
    ],
    next90: [
      'Count the weeks of lay-off or short time for each employee against the 4-in-a-row and 6-in-13 limits.',
      'Budget for redundancy lump sums in case work does not return.',
    ],
    sources: [s.citizensInformationLayOff, s.jobsIrelandLayOff, s.collierBroderickLayOff],
  },
  {
    slug: 'protective-equipment-who-pays',
    area: 'risk_resilience',
    title: 'Protective equipment for drivers and warehouse staff: when it is needed and who pays',
    keywords: [
      'PPE',
      'personal protective equipment',
      'protective equipment',
      'safety boots',
      'safety shoes',
      'hi-vis',
      'high-visibility',
      'gloves',
      'workwear',
      'pay for PPE',
      'charge for PPE',
      'deposit for boots',
    ],
    takeaway:
      'An employer must provide personal protective equipment such as safety boots, gloves and hi-vis wherever the risk assessment shows risks that cannot be avoided or controlled by other means, and it may not charge employees for it or take a deposit, because safety costs may not be passed to them.',
    guidance: [
      'Regulation 62 of the General Application Regulations 2007 requires protective equipment where risks cannot be avoided or sufficiently limited by collective technical measures or by how the work is organised, and it must meet the EU rules on its design and manufacture.',
      'The HSA treats it as the last resort: remove the risk at source or protect everyone together first, for example by separating pedestrians from forklifts, because equipment protects only the wearer and fails when it is not fitted or worn.',
      'A genuinely self-employed worker may be charged for equipment, and an employee who wants a dearer item giving the same protection may agree to pay the difference.',
      'Employees must use the equipment correctly as they were trained to.',
      'Keep a record of what was issued to whom and replace worn items, since a missing boot or glove is no defence when someone is hurt.',
    ],
    options: [
      {
        option: 'Issue a standard kit to every starter',
        chooseWhen: 'the drivers and warehouse staff face the same handling and yard risks.',
      },
      {
        option: 'Issue kit by task from the risk assessment',
        chooseWhen: 'some roles, such as chemical or cold-store work, need specialist equipment others do not.',
      },
    ],
    next30: [
      'Check the risk assessment lists the protective equipment each role needs.',
      'Stop any deduction or deposit taken from staff for boots or hi-vis.',
    ],
    next90: [
      'Set up a signed issue and replacement record for each employee.',
      'Review whether a collective measure could replace equipment for the main risks.',
    ],
    sources: [s.generalApplicationReg62, s.hsaPpeFaq, s.advancedSafetyWhoPaysPpe],
  },
  {
    slug: 'payslips-statement-of-wages',
    area: 'workforce_capability',
    title: 'Payslips: the written statement of wages every employee gets with each payment',
    keywords: [
      'payslip',
      'payslips',
      'pay slip',
      'pay slips',
      'wage slip',
      'statement of wages',
      'pay statement',
      'Payment of Wages Act',
      'gross pay',
      'itemised',
    ],
    takeaway:
      'Under section 4 of the Payment of Wages Act 1991 every employee must get a payslip, a written statement of wages, with every payment, showing the gross wages and the nature and amount of each deduction, and when pay goes by credit transfer to a bank account the payslip must follow as soon as possible afterwards.',
    guidance: [
      'Where wages are paid in any other way, such as cash, the statement goes with the payment itself.',
      'The employer must keep the statement and what it shows confidential, including from other employees and agents.',
      'A statement with an error or omission still complies if the mistake was clerical or made accidentally and in good faith, so correct it on the next payslip.',
      'Failing to give a statement is an offence under the Act, and an employee can complain to the Workplace Relations Commission.',
      'Show overtime, night premiums and subsistence as separate lines so drivers can check them against their hours.',
    ],
    options: [
      { option: 'Send payslips electronically', chooseWhen: 'staff have email or a payroll app and pay goes by credit transfer.' },
      {
        option: 'Hand out printed payslips',
        chooseWhen: 'some drivers have no reliable email, delivered in a sealed envelope to keep them confidential.',
      },
    ],
    next30: [
      'Check that the payslip shows gross pay and every deduction by name and amount.',
      'Confirm payslips reach staff paid by transfer on or soon after pay day.',
    ],
    next90: [
      'Restrict who in the office can see payslips.',
      'Ask two drivers whether their payslips let them check overtime and allowances.',
    ],
    sources: [s.wrcPayslips, s.paymentOfWagesSection4],
  },
  {
    slug: 'display-screen-eye-tests',
    area: 'workforce_capability',
    title: 'Eye tests for planners and office staff who work at screens',
    keywords: [
      'eye test for screen work',
      'screen users',
      'display screen',
      'display screen equipment',
      'DSE',
      'VDU',
      'computer screen',
      'screen work',
      'glasses for screen work',
    ],
    takeaway:
      'An employer must make an eye and eyesight test by a competent person available, and pay for it, for every employee who habitually uses a display screen (one continuous hour or more every day), before they start screen work, at regular intervals and whenever they have visual difficulties.',
    guidance: [
      'The duty is in Regulation 73 of the General Application Regulations 2007, so it covers transport planners, customer service and warehouse office staff at screens, including those working from home.',
      'If the test shows it is needed the employer arranges an ophthalmologic examination, and special corrective appliances where ordinary glasses cannot be used.',
      'Where the test finds lenses are needed for screen work, the employer pays for minimum-requirement frames and lenses, but not for a routine change of glasses the employee already wears that are adequate for the screen.',
      'Employees must be told of the entitlement, for example at the workstation assessment or induction.',
      'Set the interval between tests by the person’s age and how intense the screen work is.',
    ],
    options: [
      { option: 'Arrange tests with one local optician', chooseWhen: 'most screen users work at one office.' },
      { option: 'Reimburse a test at any optician', chooseWhen: 'planners and office staff work from several depots or from home.' },
    ],
    next30: [
      'List the staff who use a screen for an hour or more at a time every day.',
      'Tell them in writing how to book a test at the company’s cost.',
    ],
    next90: [
      'Add the eye test to the display screen assessment for new starters.',
      'Set a repeat interval for tests and note it in the safety statement.',
    ],
    sources: [s.generalApplicationReg73, s.ibecEyeTests],
  },
  {
    slug: 'employment-equality-grounds',
    area: 'workforce_capability',
    title: 'Discrimination in recruiting and employing drivers: the nine grounds of the Employment Equality Acts',
    keywords: [
      'discrimination',
      'discriminate',
      'equality',
      'equal treatment',
      'Employment Equality Acts',
      'nine grounds',
      'age discrimination',
      'too old',
      'reasonable accommodation',
      'Traveller',
    ],
    takeaway:
      'The Employment Equality Acts 1998 to 2015 forbid discrimination in recruiting, pay, conditions, training, promotion and dismissal on nine grounds: gender, civil status, family status, sexual orientation, religion, age, race, membership of the Traveller community and disability.',
    guidance: [
      'The race ground includes colour, nationality and ethnic or national origin, which matters when recruiting drivers from abroad, and the age ground protects anyone over the school-leaving age.',
      'An employer may still set a minimum recruitment age of 18 or under, and a retirement age.',
      'An employer must provide reasonable accommodation so a person with a disability can do the job, unless it would impose a disproportionate burden.',
      'The Acts cover job advertisements and recruitment agencies as well as employees, and they were extended to the self-employed in 2004.',
      'Base each hiring and promotion decision on the licence, the CPC and the experience the job needs, and keep the reasons in writing.',
    ],
    options: [
      {
        option: 'Use a written job specification for each driver role',
        chooseWhen: 'several managers recruit and decisions need to be consistent.',
      },
      {
        option: 'Review adverts and interview questions with an adviser',
        chooseWhen: 'you are recruiting abroad or have had a complaint about a past decision.',
      },
    ],
    next30: [
      'Check current job adverts for wording about age, gender or nationality.',
      'Write down the licence and experience each driver role truly needs.',
    ],
    next90: [
      'Train the people who interview to ask every candidate the same questions.',
      'Set out how a request for reasonable accommodation is handled.',
    ],
    sources: [s.ihrecEqualityGrounds, s.moranRyanEqualityActs],
  },
];
