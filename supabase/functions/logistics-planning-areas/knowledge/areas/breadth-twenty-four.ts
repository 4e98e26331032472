// Topics an Irish haulier, courier or distributor meets as a vehicle operator, an employer and a customs trader that no
// entry held, found in a breadth pass over the official topic lists (30 November 2026): a driver's legal duties after a
// road collision, collective redundancies, requests for remote and flexible working, leave for medical care, jury
// service, probation, the right to disconnect, employer PRSI, Revenue's comprehensive customs guarantee, the German
// truck toll and registering a change of vehicle ownership. Facts from the pages in
// knowledge/sources-breadth-twenty-four.ts, in our own words.
import { breadthTwentyFourSources as s } from '../sources-breadth-twenty-four.ts';
import type { KnowledgeEntry } from '../types.ts';

export const breadthTwentyFourEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'road-collision-driver-duties',
    area: 'risk_resilience',
    title: 'After a road collision: what the driver must do under section 106 of the Road Traffic Act 1961',
    keywords: [
      'collision',
      'road collision',
      'road traffic collision',
      'road traffic accident',
      'motor accident',
      'crash',
      'crashed',
      'bumped',
      'rear-ended',
      'section 106',
      'stop at the scene',
      'exchange details',
      'report to the Gardaí',
      'Garda station',
    ],
    takeaway:
      'Under section 106 of the Road Traffic Act 1961 a driver in a collision must stop and stay at the scene for a reasonable time, give a Garda who asks their name and address, where the vehicle is kept, the owner’s name and address, the registration and the insurance details, and, where no Garda is present, give them to the injured person or the owner of damaged property and report the collision to the Gardaí as soon as possible.',
    guidance: [
      'The duty applies whether the collision was with another vehicle, another road user or an object along the road, such as a wall, a parked car or street furniture.',
      'With no Garda at the scene, the details go on request to the injured person or the owner of the damaged property, or to someone asking for them; if neither is there, to an independent person who saw it; and the collision must then be reported to a nearby Garda or at a Garda station, by that person or, failing them, by the driver.',
      'Where anyone is hurt, see to them first and call 999 or 112; the Gardaí should be called to serious collisions and where an offence is suspected, but not every minor bump needs them at the scene.',
      'If the collision is minor and the vehicles block the road or endanger others, mark their positions and move them; if it is serious, leave them where they are, and warn oncoming traffic with hazard lights and the warning triangle.',
      'Give drivers a checklist for the cab listing what to give and collect (the owner is the company, the address where the truck is kept, the insurer and policy expiry date), and how to report the collision to the office and the insurer.',
    ],
    options: [
      {
        option: 'A collision checklist and photo routine in every cab',
        chooseWhen: 'drivers meet minor bumps in yards, town deliveries and car parks, where details are most often missed.',
      },
      {
        option: 'Report through the office at once',
        chooseWhen:
          'a collision involves injury, a third party’s property or a dispute about fault, so the insurer and the Gardaí hear it early.',
      },
    ],
    next30: [
      'Put a collision checklist in each cab with the company’s details as owner, the insurer and the policy expiry date.',
      'Tell drivers the section 106 duties in the next toolbox talk, including reporting to the Gardaí when no Garda is present.',
    ],
    next90: [
      'Review every collision of the past year for details missed at the scene.',
      'Agree with the insurer how drivers should report a claim and what photos to take.',
    ],
    sources: [s.citizensInformationMotorAccidents, s.gardaRoadTrafficCollision],
  },
  {
    slug: 'collective-redundancies',
    area: 'workforce_capability',
    title: 'Collective redundancies: the 30-day thresholds, consulting staff and notifying the Minister',
    keywords: [
      'collective redundancies',
      'collective redundancy',
      'Protection of Employment Act',
      'mass redundancies',
      'closing a depot',
      'depot closure',
      'close the depot',
      'notify the Minister',
      '30 days',
    ],
    takeaway:
      'When staff are let go for redundancy, for instance as a depot closes, the redundancies are collective under the Protection of Employment Act 1977 if, within any 30 days, they number at least five where more than 20 and fewer than 50 are employed, ten where 50 to 99 are, ten per cent where 100 to 299 are, or 30 where 300 or more are, and the employer must then consult employees’ representatives and notify the Minister at least 30 days before the first dismissal takes effect.',
    guidance: [
      'Only dismissals for redundancy count, not those for reasons to do with the individual, and the count is per establishment over any period of 30 consecutive days.',
      'Consultation with the employees’ representatives starts at the earliest opportunity and at least 30 days before the first dismissal, with a view to agreement: it covers whether the redundancies can be avoided, reduced or their effects softened, and how the people to go will be chosen.',
      'The written notice to the Minister also goes at the earliest opportunity and at least 30 days before the first dismissal, with a copy to the representatives, who may send the Minister their observations.',
      'No collective redundancy may take effect until 30 days after the notice to the Minister; making one earlier is an offence.',
      'Each employee made redundant keeps the right to statutory redundancy pay and to minimum notice under the usual rules.',
    ],
    options: [
      {
        option: 'Plan the reductions as one collective exercise',
        chooseWhen: 'closing a depot or losing a contract will take the numbers over the threshold within 30 days.',
      },
      {
        option: 'Redeploy or phase the changes',
        chooseWhen: 'work at another depot or natural turnover can absorb some of the drivers and warehouse staff.',
      },
    ],
    next30: [
      'Count the proposed redundancies at each depot against the 30-day thresholds.',
      'Identify the employees’ representatives and set the first consultation meeting before any notice is given.',
    ],
    next90: [
      'Record the consultation, the alternatives weighed and the selection criteria.',
      'Send the notice to the Minister at least 30 days before the first dismissal, with a copy to the representatives.',
    ],
    sources: [s.protectionOfEmploymentActSection6, s.protectionOfEmploymentActSection9, s.protectionOfEmploymentActSections12And14],
  },
  {
    slug: 'remote-and-flexible-working-requests',
    area: 'workforce_capability',
    title: 'Requests to work from home or flexibly: the Work Life Balance Act 2023 and the WRC Code of Practice',
    keywords: [
      'remote working',
      'work from home',
      'working from home',
      'hybrid working',
      'remote working request',
      'asked to work from home',
      'planner working from home',
      'days a week from home',
      'flexible working',
      'flexible working request',
      'reduced hours',
      'Work Life Balance Act',
      'right to request',
    ],
    takeaway:
      'Since 7 March 2024 any employee, such as a transport planner, may ask in writing to work remotely, from home or elsewhere, and the employer need not agree but must reply within 4 weeks (extendable by up to 8 more) with a signed agreement or a written refusal giving reasons; an approved arrangement cannot start before the employee has 6 months’ continuous service.',
    guidance: [
      'The request is written and signed, gives the arrangement, its start and any end date, the reasons, and the proposed remote location and its suitability, and is made at least 8 weeks before the proposed start.',
      'The employer weighs the business’s needs, the employee’s needs and the Workplace Relations Commission’s Code of Practice; for a planner or customer service agent, ask whether the work can be done and supervised from the proposed location.',
      'Parents and carers may also request flexible working for caring purposes: a change to working hours or patterns, such as a flexible schedule or reduced hours, handled in the same way under the Code.',
      'An approved remote arrangement can be ended where it has a substantial adverse effect on the business or is abused.',
      'Drivers, warehouse operatives and yard staff work on site by the nature of the job, but they may still ask for flexible hours for caring, so give every request the written answer the Act requires.',
    ],
    options: [
      {
        option: 'Write a work life balance policy',
        chooseWhen: 'office, planning or customer service staff could work some days from home and requests are coming in one by one.',
      },
      {
        option: 'Decide each request case by case',
        chooseWhen: 'only a few roles could be done remotely and requests are rare.',
      },
    ],
    next30: [
      'Note the 4-week deadline for any request received and answer it in writing.',
      'List which roles could be done remotely in part and which must be on site.',
    ],
    next90: [
      'Adopt a policy and request form based on the WRC’s Code of Practice.',
      'Review approved arrangements for their effect on the business.',
    ],
    sources: [
      s.workLifeBalanceActSection20,
      s.workLifeBalanceActSection21,
      s.ihfRemoteAndFlexibleWorking,
      s.charteredAccountantsFlexibleWorking,
    ],
  },
  {
    slug: 'leave-for-medical-care',
    area: 'workforce_capability',
    title: 'Leave for medical care: 5 days’ unpaid leave a year to care for a seriously ill relative',
    keywords: [
      'leave for medical care',
      'medical care leave',
      'unpaid leave',
      'care for a sick child',
      'sick child',
      'sick relative',
      'caring for a family member',
      'hospital appointment for a child',
      'serious medical reason',
    ],
    takeaway:
      'Since 3 July 2023 every employee may take up to 5 days’ unpaid leave in any 12 consecutive months to give care or support to a child, spouse or partner, parent, grandparent, sibling or housemate who needs significant care for a serious medical reason, with no minimum service, in whole days only.',
    guidance: [
      'The leave is in section 13A of the Parental Leave Act 1998, inserted by the Work Life Balance and Miscellaneous Provisions Act 2023; part of a day taken counts as a full day towards the limit.',
      'The employee confirms the leave to the employer in the prescribed form as soon as reasonably practicable, with the dates and the facts that entitle them to it; in an emergency no notice is needed beforehand.',
      'It is unpaid, unlike force majeure leave, which is paid leave for an urgent family crisis, and it sits beside carer’s leave and parental leave.',
      'For driver rostering, a day of medical care leave is a day off the roster at short notice, so keep cover for the routes a driver with a sick child or parent usually runs.',
    ],
    options: [
      {
        option: 'Record it as a separate leave type',
        chooseWhen: 'payroll and the roster need to tell unpaid medical care leave apart from sick leave and force majeure leave.',
      },
      {
        option: 'Pay it by choice',
        chooseWhen: 'you want to keep experienced drivers and can afford to pay more than the law asks.',
      },
    ],
    next30: ['Add the leave and its confirmation form to the staff handbook.', 'Set it up as a separate unpaid absence type in payroll.'],
    next90: ['Check each employee’s use against the 5 days in any 12 months.', 'Plan relief cover for routes that depend on one driver.'],
    sources: [s.workLifeBalanceActSection6, s.citizensInformationMedicalCareLeave],
  },
  {
    slug: 'jury-service-employees',
    area: 'workforce_capability',
    title: 'Jury service: an employee summoned for a jury must be released and paid',
    keywords: ['jury service', 'jury duty', 'jury summons', 'summoned for jury', 'juror', 'Juries Act', 'called for jury'],
    takeaway:
      'An employer must release and pay an employee summoned for jury service, because section 29 of the Juries Act 1976 treats the time on a jury as time employed, and may not dismiss or disadvantage them for it.',
    guidance: [
      'The duty covers anyone on a contract of employment, temporary and contract staff included; the self-employed get no compensation under the Act and may apply to be excused if it would seriously harm their business.',
      'Only the employee can ask to be excused, and only in exceptional circumstances; the employer may not apply on their behalf.',
      'The employee should tell the employer as soon as the summons arrives; the length of the absence is known only once they are chosen, or not, for a trial.',
      'The court gives a certificate of attendance, which the employee hands to the employer as the record for payroll.',
    ],
    options: [
      {
        option: 'Cover the route with a relief driver',
        chooseWhen: 'a driver is summoned during a busy period and the trial may run for several days.',
      },
      {
        option: 'Let the employee ask to be excused',
        chooseWhen: 'the timing is exceptional for them, such as a booked holiday; the request is theirs to make, not yours.',
      },
    ],
    next30: [
      'Add jury service to the staff handbook: tell us on receiving a summons, full pay, certificate of attendance.',
      'Make sure payroll pays normal wages for jury days.',
    ],
    next90: [
      'Keep a relief rota for drivers away on jury service or other protected leave.',
      'File each certificate of attendance with the pay records.',
    ],
    sources: [s.courtsServiceJuryAbsence, s.ismeJuryDuty],
  },
  {
    slug: 'probation-periods',
    area: 'workforce_capability',
    title: 'Probation for new drivers and warehouse staff: 6 months, 12 at most',
    keywords: ['probation', 'probationary period', 'probation period', 'on probation', 'extend probation', 'trial period', 'new starter'],
    takeaway:
      'Since 16 December 2022 a probationary period in a private-sector job may not exceed 6 months, and may be extended only on an exceptional basis where it is in the employee’s interest, to 12 months at most.',
    guidance: [
      'The limit comes from the European Union (Transparent and Predictable Working Conditions) Regulations 2022, which amended the Terms of Employment (Information) Act 1994; public servants’ probation may run to 12 months.',
      'Where the employee takes protected leave during probation, such as sick, maternity, paternity, parent’s, parental, adoptive or carer’s leave, the probation can be extended by the time away.',
      'On a fixed-term contract the probation must be proportionate to the contract’s length and the work, and a renewal of the contract cannot start a new probation.',
      'Any probation, and its length, belongs in the written statement of terms a new driver or warehouse operative receives; hold the reviews in time, as an extension is allowed only exceptionally and in the employee’s interest, not to finish an overdue review.',
    ],
    options: [
      {
        option: 'A 6-month probation with reviews at 2 and 4 months',
        chooseWhen: 'you hire drivers and warehouse staff regularly and want problems raised while there is time to improve.',
      },
      {
        option: 'A shorter probation on short contracts',
        chooseWhen: 'seasonal or fixed-term staff join for a peak, where the probation must be in proportion to the contract.',
      },
    ],
    next30: [
      'Check every contract template for a probation over 6 months and correct it.',
      'Diary each new starter’s probation reviews and end date.',
    ],
    next90: ['Record extensions for protected leave taken during probation.', 'Train supervisors to hold and note probation reviews.'],
    sources: [s.dillonProbationChanges, s.gallagherKeaneProbation],
  },
  {
    slug: 'right-to-disconnect-code',
    area: 'workforce_capability',
    title: 'The right to disconnect: the WRC Code of Practice on calls and messages outside working hours',
    keywords: [
      'right to disconnect',
      'disconnect',
      'out of hours',
      'after hours',
      'messages after work',
      'emails after work',
      'WhatsApp messages after hours',
      'contacting staff on days off',
    ],
    takeaway:
      'The Workplace Relations Commission’s Code of Practice on the Right to Disconnect, in effect since 1 April 2021, gives employees the right not to routinely work outside normal working hours, not to be penalised for refusing to deal with work then, and a duty to respect others’ right to disconnect.',
    guidance: [
      'The Code was made an approved code of practice by S.I. No. 159 of 2021 under the Workplace Relations Act 2015, and applies to every kind of employment: office, remote and mobile staff such as drivers.',
      'Breaching it is not an offence in itself, but the WRC and the courts may take it into account when a claim comes before them, for example on working time or rest.',
      'It accepts that some contact outside hours is legitimate, such as a breakdown, a ferry delay or a changed collection, but it should be the exception, not the routine.',
      'A right to disconnect policy says who may be contacted out of hours and for what, and how concerns are raised.',
    ],
    options: [
      {
        option: 'A written policy with an on-call rota',
        chooseWhen: 'planners and transport managers are messaged late in the evening about breakdowns and changed loads.',
      },
      {
        option: 'Scheduled messages for next-day work',
        chooseWhen: 'tomorrow’s runs and rosters are sent in the evening and can wait for the working day.',
      },
    ],
    next30: [
      'Agree who answers out-of-hours calls each evening and tell the rest of the team they need not.',
      'Ask planners to schedule messages about next-day work for working hours.',
    ],
    next90: ['Write a right to disconnect policy with the staff, using the Code’s sample.', 'Review out-of-hours contact once a quarter.'],
    sources: [s.rightToDisconnectCode, s.addleshawRightToDisconnect],
  },
  {
    slug: 'employer-prsi-rates',
    area: 'cost_unit_economics',
    title: 'Employer PRSI on drivers’ and warehouse wages: Class A rates and the weekly threshold',
    keywords: [
      'PRSI',
      'employer PRSI',
      'employers PRSI',
      'social insurance',
      'Class A',
      'PRSI rate',
      'PRSI threshold',
      'employer contribution',
      'cost of employing',
    ],
    takeaway:
      'Since 1 October 2026 employer PRSI under Class A is 11.4% of the whole weekly pay of an employee earning more than €552 a week and 9.15% where pay is from €352.01 to €552 (9% at €352 or less), with the employee paying 4.35%, and the rates rise again by 0.15% on 1 October 2027.',
    guidance: [
      'Class A covers employees in industrial, commercial and service work on reckonable pay of €38 or more a week, which takes in drivers, warehouse and office staff alike.',
      'The threshold for the higher employer rate rose from €527 to €552 a week (€1,104 a fortnight, €2,392 a month) from 1 January 2026; the rate applies to all of the week’s pay once it is over the threshold, not just the excess.',
      'Before that, employer rates were 9% and 11.25% from 1 October 2025, and 8.9% and 11.15% up to 30 September 2025.',
      'The Social Welfare (Miscellaneous Provisions) Act 2024 sets further rises of 0.15% on 1 October 2027 and 0.2% on 1 October 2028; PRSI is charged at the rate in force on the day a payment is made.',
      'Include employer PRSI, with auto-enrolment pension contributions, in the hourly cost of a driver when pricing a contract.',
    ],
    options: [
      {
        option: 'Price contracts on the fully loaded cost of each hour',
        chooseWhen: 'rates are reviewed yearly and the PRSI and pension rises fall within the contract term.',
      },
      {
        option: 'Add a review clause for statutory cost rises',
        chooseWhen: 'a multi-year contract will run past 1 October 2027 and 2028.',
      },
    ],
    next30: [
      'Check payroll applies 11.4% and 9.15% with the €552 threshold.',
      'Recalculate the hourly cost of a driver with the current employer PRSI.',
    ],
    next90: [
      'Build the October 2027 rise into next year’s budget and rate reviews.',
      'Add a clause on statutory employment cost changes to new customer contracts.',
    ],
    sources: [s.nkcPrsiRates, s.govIePrsiClassA],
    dates: [
      {
        on: '2027-10-01',
        kind: 'starts',
        measure: 'the 0.15% rise in PRSI rates of 1 October 2027',
        said: 'The Social Welfare (Miscellaneous Provisions) Act 2024 sets further rises of 0.15% on 1 October 2027 and 0.2% on 1 October 2028',
        source: s.nkcPrsiRates,
      },
    ],
  },
  {
    slug: 'customs-comprehensive-guarantee',
    area: 'market_lane',
    title: 'Customs guarantees: Revenue’s comprehensive guarantee, and its reduction or waiver',
    keywords: [
      'comprehensive guarantee',
      'customs guarantee',
      'customs bond',
      'customs bonds',
      'guarantee waiver',
      'guarantee reduction',
      'reference amount',
      'security for customs debt',
      'transit guarantee',
    ],
    takeaway:
      'Where customs procedures such as transit or customs warehousing need security for a potential or existing customs debt, one comprehensive guarantee authorised by Revenue can cover them all, combining your customs bonds and guarantees, and for potential debts it can be reduced to 50% or 30% of the reference amount, or waived, if you meet the criteria.',
    guidance: [
      'Apply for the comprehensive guarantee in Revenue’s Customs Decisions System, ideally together with the authorisation for the procedure it covers, such as transit or customs warehousing, and complete Revenue’s self-assessment questionnaire for it.',
      'Under the Union Customs Code (Article 95, with Article 84 of its Delegated Regulation), the levels for potential debts are a reduction to 50%, to 30%, and a waiver, each with stricter criteria than the last.',
      'Revenue’s Authorisations and Reliefs Unit answers questions on guarantees and waivers.',
    ],
    options: [
      {
        option: 'Apply for a comprehensive guarantee with a reduction',
        chooseWhen: 'you run transit movements or a customs warehouse often and can show good customs records and solvency.',
      },
      {
        option: 'Leave the guarantee to a customs agent acting for you',
        chooseWhen: 'your customs movements are occasional and not worth holding an authorisation.',
      },
    ],
    next30: [
      'List the procedures you use that need a guarantee and the duty at risk on each.',
      'Read Revenue’s self-assessment questionnaire for the comprehensive guarantee.',
    ],
    next90: [
      'Apply in the Customs Decisions System, with the procedure authorisation.',
      'Gather the records the questionnaire asks for to support a reduction or waiver.',
    ],
    sources: [s.revenueComprehensiveGuarantee, s.hmrcComprehensiveGuaranteeLaw],
  },
  {
    slug: 'german-truck-toll',
    area: 'cost_unit_economics',
    title: 'The German truck toll (Lkw-Maut): vehicles over 3.5 tonnes and the CO2 charge',
    keywords: [
      'German toll',
      'German truck toll',
      'toll in Germany',
      'tolls in Germany',
      'Germany',
      'Lkw-Maut',
      'Maut',
      'Toll Collect',
      'CO2 toll',
      'CO2 surcharge',
      'autobahn',
    ],
    takeaway:
      'Germany’s truck toll on federal motorways and federal roads has covered every truck with a technically permissible maximum laden mass over 3.5 tonnes since 1 July 2024, and since 1 December 2023 its rate per kilometre has carried a CO2 charge of €200 per tonne of CO2, set by the vehicle’s CO2 emission class.',
    guidance: [
      'The toll is run by Toll Collect under the Federal Trunk Road Toll Act; the rate depends on the weight class, the number of axles, the Euro pollutant class and the CO2 emission class.',
      'The weight class follows the technically permissible maximum laden mass (field F.1 of the registration document), not the permissible total weight (field F.2), so a down-rated truck may fall into a higher class.',
      'Register each truck’s details in Toll Collect’s customer portal and check its weight and CO2 classes: a vehicle left in the wrong class pays the higher rate.',
      'Tradesmen’s vehicles are among the exemptions; zero-emission trucks, exempt until the end of 2025, pay a reduced toll since 1 January 2026.',
      'Price German kilometres separately on continental lanes, for example from Dunkirk, Zeebrugge or Cherbourg, and pass toll increases through the rate.',
    ],
    options: [
      {
        option: 'Register the fleet with Toll Collect before the first trip',
        chooseWhen: 'trucks cross Germany regularly and each one’s weight and CO2 class must be right from the start.',
      },
      {
        option: 'Itemise the German toll in the lane rate',
        chooseWhen: 'customers compare continental rates lane by lane and accept tolls passed through at cost.',
      },
    ],
    next30: [
      'Check the weight and CO2 classes recorded for each truck in Toll Collect’s portal.',
      'Add the German toll per kilometre to the cost of every continental lane through Germany.',
    ],
    next90: [
      'Compare the toll on your diesel and any zero-emission truck on German lanes.',
      'Add a toll pass-through clause to continental contracts.',
    ],
    sources: [s.tollCollectCo2AndWeightToll, s.utaGermanTolls],
  },
  {
    slug: 'vehicle-change-of-ownership',
    area: 'risk_resilience',
    title: 'Selling or buying a used truck or van: registering the change of ownership on the NVDF',
    keywords: [
      'change of ownership',
      'change ownership',
      'transfer ownership',
      'selling a truck',
      'selling a van',
      'sold a van',
      'sold the truck',
      'buying a used truck',
      'second-hand van',
      'logbook',
      'Vehicle Registration Certificate',
      'registered owner',
      'RF105',
      'NVDF',
    ],
    takeaway:
      'When a truck or van is sold, the change of ownership must by law be registered, free of charge, with the Department of Transport on the national vehicle and driver file (NVDF), either online with a one-time PIN that expires after 30 minutes or on the back of the Vehicle Registration Certificate signed by both parties, and until it is registered the seller stays the registered owner, responsible for offences relating to the vehicle.',
    guidance: [
      'Online, the seller enters the registration and the Vehicle Registration Certificate number, a transfer PIN goes to the owner’s email on the NVDF, and the buyer completes the transfer through a verified MyGovID; the service is for private (non-trade) sales.',
      'On paper, seller and buyer complete and sign the change of ownership section on the back of the certificate, and the onus is on the seller to send it to the Department of Transport in Shannon.',
      'Selling or trading in to a motor dealer: hand the dealer the certificate and complete form RF105 with them; an approved dealer notifies the change online.',
      'The buyer cannot tax the vehicle until the change has gone through, and a new certificate is sent to the new owner; the NVDF is also how manufacturers reach owners in a safety recall.',
      'Before buying a used truck or van, check its make, model, motor tax and test status, number of previous owners and whether it was imported against the register.',
    ],
    options: [
      {
        option: 'Sell to a dealer or trade in',
        chooseWhen: 'you are replacing a vehicle and want the dealer to notify the change online with form RF105.',
      },
      {
        option: 'Sell privately',
        chooseWhen: 'you expect a better price; then make sure the transfer is registered the same day.',
      },
    ],
    next30: [
      'Check that every vehicle sold this year shows its new owner, not the company, on the NVDF.',
      'Keep each Vehicle Registration Certificate where the fleet manager can find it at sale time.',
    ],
    next90: [
      'Add registering the change of ownership to the fleet disposal checklist, with the insurer and toll account updates.',
      'Check a used vehicle’s history on the register before every purchase.',
    ],
    sources: [s.citizensInformationChangeOfOwnership, s.mayoChangeOfOwnership, s.wicklowChangeOfOwnership],
  },
];
