// Publications behind the breadth-twenty-four round (30 November 2026): topics from the official topic lists an Irish
// haulier, courier or distributor meets as a vehicle operator, an employer and a customs trader that no entry held
// (a driver's legal duties after a collision, collective redundancies, requests for remote and flexible working,
// leave for medical care, jury service, probation, the right to disconnect, employer PRSI, Revenue's comprehensive
// customs guarantee, the German truck toll and registering a change of vehicle ownership). Each page was read on the check date in a stored copy; where a rule could be read only in a
// secondary copy (a law firm's, an accountant's or a trade body's summary, or the UK customs manual's reading of the
// EU rule both still apply), the note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
export const BREADTH_TWENTY_FOUR_CHECKED_ON = '2026-11-30';
const CHECKED = BREADTH_TWENTY_FOUR_CHECKED_ON;

export const breadthTwentyFourSources = {
  citizensInformationMotorAccidents: {
    title:
      'Motor accidents (Citizens Information): the legal obligations are in section 106 of the Road Traffic Act 1961 as amended; stop and remain at the scene for a reasonable time; give a Garda at the scene, on request, your name and address, the address where the vehicle is kept, the owner’s name and address, the registration number and the motor insurance details including the policy’s expiry date; with no Garda present, give them on request to the injured person, the owner of damaged property or someone on their behalf, or else to an independent person present; with no Garda present, report the accident as soon as possible to a nearby Garda or at a Garda station',
    publisher: 'Citizens Information Board',
    url: 'https://www.citizensinformation.ie/en/travel_and_recreation/motoring_1/motor_accidents.html',
    asOf: CHECKED,
  },
  gardaRoadTrafficCollision: {
    title:
      'I’ve been involved in a road traffic collision. What should I do? (An Garda Síochána): see to anyone hurt and call 999 or 112 if needed; not every incident needs the Gardaí at the scene, but call them for serious incidents or where an offence is suspected; stop and remain at the scene for a reasonable time and offer assistance to anyone injured; mark the roadway and move vehicles that block it or endanger others as soon as possible; give the details to a Garda who asks, or with no Garda present to anyone involved or, on request, an independent witness; if anyone is injured and no Garda is at the scene, report it at the nearest Garda station',
    publisher: 'An Garda Síochána',
    url: 'https://garda.ie/en/crime/traffic-matters/ive-been-involved-in-a-road-traffic-collision-what-should-i-do-.html',
    asOf: CHECKED,
  },
  protectionOfEmploymentActSection6: {
    title:
      'Protection of Employment Act 1977, section 6, Meaning of collective redundancies: dismissals for redundancy (not for a reason related to the individual employees) that in any period of 30 consecutive days number at least 5 in an establishment normally employing more than 20 and less than 50, at least 10 where 50 to 99 are employed, at least 10% where 100 to 299 are employed, and at least 30 where 300 or more are employed',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/eli/1977/act/7/section/6/enacted/en/html',
    asOf: CHECKED,
  },
  protectionOfEmploymentActSection9: {
    title:
      'Protection of Employment Act 1977, section 9, Obligation on employer to consult employees’ representatives: consultations with a view to reaching agreement, covering the possibility of avoiding the proposed redundancies, reducing the number affected or mitigating their consequences, and the basis on which the employees to be made redundant will be chosen; initiated at the earliest opportunity and in any event at least 30 days before the first dismissal takes effect',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/1977/en/act/pub/0007/sec0009.html',
    asOf: CHECKED,
  },
  protectionOfEmploymentActSections12And14: {
    title:
      'Protection of Employment Act 1977, sections 12 and 14: the employer notifies the Minister in writing of the proposed collective redundancies at the earliest opportunity and in any event at least 30 days before the first dismissal takes effect, and gives a copy to the employees’ representatives; collective redundancies shall not take effect before the end of 30 days from that notification, and effecting them earlier is an offence',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/eli/1977/act/7/section/12/enacted/en/html',
    asOf: CHECKED,
    note: 'Section 14 read at https://www.irishstatutebook.ie/eli/1977/act/7/section/14/enacted/en/html; the fine it set in 1977 (in pounds) has been changed since, so no amount is given.',
  },
  workLifeBalanceActSection20: {
    title:
      'Work Life Balance and Miscellaneous Provisions Act 2023, section 20, Right to request a remote working arrangement: an employee may request approval for remote working; an approved arrangement does not start before the employee has completed 6 months’ continuous employment; the request is in writing and signed, gives the details, start and any end date, the reasons, the proposed remote location and its suitability, and is submitted as soon as reasonably practicable and not later than 8 weeks before the proposed start',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/eli/2023/act/8/section/20/enacted/en/html',
    published: '2023-04-04',
    asOf: CHECKED,
  },
  workLifeBalanceActSection21: {
    title:
      'Work Life Balance and Miscellaneous Provisions Act 2023, section 21, Obligation on employer to consider the request: the employer considers its own needs, the employee’s needs and the code of practice and, as soon as reasonably practicable and not later than 4 weeks after receipt, approves it with a signed agreement setting out the arrangement and its start and any end date, refuses it in writing with the reasons, or extends the 4 weeks by up to 8 more weeks where it has difficulty assessing the request',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/2023/en/act/pub/0008/sec0021.html',
    published: '2023-04-04',
    asOf: CHECKED,
  },
  ihfRemoteAndFlexibleWorking: {
    title:
      'Right to request remote working for all employees and right to request flexible working arrangements (Irish Hotels Federation): the provisions came into force on 7 March 2024 after Government approval of the Workplace Relations Commission’s Code of Practice on the right to request remote working for all employees and flexible working for caring purposes; the employer may end a remote working arrangement where it has a substantial adverse effect on the business or is abused',
    publisher: 'Irish Hotels Federation (a trade body’s summary)',
    url: 'https://www.ihf.ie/content/right-request-remote-working-all-employees-and-right-request-flexible-working-arrangements',
    asOf: CHECKED,
    note: 'A trade body’s summary, used for the commencement date and the Code of Practice; the rules themselves are from the Act’s sections 20 and 21.',
  },
  charteredAccountantsFlexibleWorking: {
    title:
      'Code of Practice for the right to request flexible and remote work released (Chartered Accountants Ireland, Accountancy Ireland): flexible working is an adjustment of an employee’s working hours or patterns, such as flexible schedules or reduced hours, and the right to request it applies only to parents, those acting in loco parentis and carers; remote working is work done somewhere other than the employer’s place of operation without a change to the ordinary working hours',
    publisher: 'Chartered Accountants Ireland',
    url: 'https://www.charteredaccountants.ie/Accountancy-Ireland/Articles2/News/Latest-News/code-of-practice-for-the-right-to-request-flexible-and-remote-work-released',
    asOf: CHECKED,
    note: 'A professional body’s summary of the WRC Code of Practice, used for who may request flexible working and what it covers.',
  },
  workLifeBalanceActSection6: {
    title:
      'Work Life Balance and Miscellaneous Provisions Act 2023, section 6, inserting section 13A into the Parental Leave Act 1998, Leave for medical care purposes: leave without pay to give personal care or support to the employee’s child, spouse or civil partner, cohabitant, parent or grandparent, brother or sister, or a person in the same household, who needs significant care or support for a serious medical reason; not more than 5 days in any 12 consecutive months, never in periods of less than one day (part of a day counts as a day); the employee confirms it to the employer in the prescribed form as soon as reasonably practicable',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/2023/en/act/pub/0008/sec0006.html',
    published: '2023-04-04',
    asOf: CHECKED,
  },
  citizensInformationMedicalCareLeave: {
    title:
      'Unpaid leave for medical care (Citizens Information): introduced on 3 July 2023; 5 days’ unpaid leave in any 12 consecutive months to deal with serious medical care for a child or other relevant person, single or multiple days, a half day counting as one day; no notice needed in an emergency; no minimum service; different from force majeure leave, which is paid leave for an urgent family crisis',
    publisher: 'Citizens Information Board',
    url: 'https://www.citizensinformation.ie/en/employment/employment-rights-and-conditions/leave-and-holidays/unpaid-leave-for-medical-care/',
    asOf: CHECKED,
    note: 'Read in a stored copy of the page on the Citizens Information Board’s control subdomain, cited at its public address.',
  },
  courtsServiceJuryAbsence: {
    title:
      'Jury service: absence from work (Courts Service): by law, employers must pay employees who are on jury service; while absent to comply with a jury summons the employee is treated as employed, and the employer cannot dismiss or disadvantage them for it; an employee may ask to be excused only in exceptional circumstances and the employer may not apply on their behalf; tell the employer on receiving the summons; the court gives a certificate of attendance for the employer; the Juries Act 1976 gives no compensation to the self-employed, who may apply to be excused',
    publisher: 'Courts Service of Ireland',
    url: 'https://services.courts.ie/taking-action/jury-service/jury-service-absence-from-work',
    asOf: CHECKED,
  },
  ismeJuryDuty: {
    title:
      'Jury duty (ISME): section 29 of the Juries Act 1976 obliges an employer to allow employees to attend for jury service and treats the time as if the employee were at work, so employees are paid while away; it covers anyone with a contract of employment, temporary and contract workers included',
    publisher: 'Irish Small and Medium Enterprises Association',
    url: 'https://isme.ie/guide/jury-duty/',
    asOf: CHECKED,
    note: 'An employers’ association’s guide, used for the section of the Act; the Courts Service page states the duty to pay.',
  },
  dillonProbationChanges: {
    title:
      'Recent changes to probationary periods (Dillon Solicitors): the Transparent and Predictable Working Conditions Regulations 2022, in effect from 16 December 2022, inserted into the Terms of Employment (Information) Act 1994 that probation in the private sector cannot exceed 6 months (12 months for public servants), extendable only on an exceptional basis where in the employee’s interest and never beyond 12 months; probation on a fixed-term contract must be proportionate to its length',
    publisher: 'Dillon Solicitors',
    url: 'https://dillon.ie/?p=1903',
    asOf: CHECKED,
    note: 'A law firm’s summary of S.I. 686 of 2022; the regulations’ own text was not in the stored pages.',
  },
  gallagherKeaneProbation: {
    title:
      'Key changes to probationary periods in Ireland (Gallagher Keane): the European Union (Transparent and Predictable Working Conditions) Regulations 2022 became law on 16 December 2022; private-sector probation should not exceed 6 months, longer only exceptionally in the employee’s interest and never beyond 12 months; where the employee takes protected leave during probation (maternity, adoptive, carer’s, paternity, parental, parent’s or sick leave) the probation is extended by the absence; no new probation on renewing a fixed-term contract',
    publisher: 'Gallagher Keane (accountants and business advisers)',
    url: 'https://www.gallagherkeane.ie/blog/key-changes-to-probationary-periods-in-ireland/',
    asOf: CHECKED,
    note: 'An advisers’ summary of the 2022 Regulations, read with the Dillon Solicitors summary, which agrees.',
  },
  rightToDisconnectCode: {
    title:
      'S.I. No. 159 of 2021, Workplace Relations Act 2015 (Workplace Relations Commission Code of Practice on the Right to Disconnect) Order 2021: declares the WRC’s Code of Practice on the Right to Disconnect an approved code of practice under section 20 of the Workplace Relations Act 2015; the Code covers what the right to disconnect is, the Organisation of Working Time Act 1997, the Safety, Health and Welfare at Work Act 2005, the Employment (Miscellaneous Provisions) Act 2018 and the Terms of Employment (Information) Acts, employer and employee obligations, a right to disconnect policy and raising concerns',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/2021/en/si/0159.html',
    asOf: CHECKED,
  },
  addleshawRightToDisconnect: {
    title:
      'Introduction of the Code of Practice on the Right to Disconnect (Addleshaw Goddard): the WRC Code took effect on 1 April 2021 and applies whether an employee works remotely, in an office or as a mobile worker; its three elements are the right not to routinely perform work outside normal working hours, the right not to be penalised for refusing to attend to work matters outside them, and the duty to respect another person’s right to disconnect; failing to follow it is not an offence in itself, but it may be taken into account when a claim comes before the WRC or the courts',
    publisher: 'Addleshaw Goddard (law firm)',
    url: 'https://addleshawgoddard.com/en/insights/insights-briefings/2021/employment/employment-up-to-date-april-may/introduction-of-the-code-of-practice-on-the-right-to-disconnect',
    asOf: CHECKED,
    note: 'A law firm’s summary of the Code, used for its three elements and standing; other firms’ summaries on Mondaq say the same.',
  },
  govIePrsiClassA: {
    title:
      'PRSI Class A Rates (Department of Social Protection): Class A for employees in industrial, commercial and service-type employment on reckonable pay of €38 or more a week; up to 30 September 2025 the employer paid 8.90% where weekly pay was €527 or less and 11.15% above it, with employee PRSI of 4.10% above €352; from 1 October 2025 the employer rates were 9.00% and 11.25% and the employee rate 4.20%; a tapered employee PRSI credit of up to €12 a week between €352.01 and €424',
    publisher: 'gov.ie (Department of Social Protection)',
    url: 'https://gov.ie/en/department-of-social-protection/publications/prsi-class-a-rates',
    asOf: CHECKED,
    note: 'One stored copy shows the rates to 30 September 2025 and from 1 October 2025; a later copy on www.gov.ie, read by the lead on 30 November 2026, gives the table from 1 October 2026: €38 to €352 a week employer 9.00% (no employee PRSI), €352.01 to €552 employer 9.15% and employee 4.35%, above €552 employer 11.40%. The entry follows that table.',
  },
  nkcPrsiRates: {
    title:
      'New PRSI rates and thresholds, a guide to the 2025–2028 changes (NKC): the Social Welfare (Miscellaneous Provisions) Act 2024 raises PRSI rates for every class by 0.15% on 1 October 2026, 0.15% on 1 October 2027 and 0.2% on 1 October 2028; from 1 October 2026 the Class A employee rate is 4.35%, the higher employer rate 11.4% and the reduced employer rate 9.15%; from 1 January 2026 the threshold for the higher employer rate rose to €552 a week (€1,104 a fortnight, €2,392 a month), from €527; PRSI is charged at the rate in force on the day a payment is made',
    publisher: 'NKC (chartered accountants)',
    url: 'https://www.nkc.ie/news/new-prsi-rates-and-thresholds',
    asOf: CHECKED,
    note: 'An accountants’ summary of the Social Welfare (Miscellaneous Provisions) Act 2024 and the Social Welfare Act 2025; the Department’s own table for 2026 was not in the stored pages.',
  },
  revenueComprehensiveGuarantee: {
    title:
      'Comprehensive guarantee and guarantee waivers (Revenue): security must be in place, as a customs guarantee, to cover a potential or existing customs debt for certain customs procedures or facilities; a comprehensive guarantee lets you combine all your current customs bonds and guarantees and needs an authorisation from Revenue; you can apply for a reduction or waiver of the amount if you meet specific criteria (see the self-assessment questionnaire for comprehensive guarantee); apply in the Customs Decisions System, ideally together with the procedure it covers; contact the Authorisations and Reliefs Unit',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/customs-traders-and-agents/comprehensive-guarantee-and-guarantee-waivers/index.aspx',
    asOf: CHECKED,
  },
  hmrcComprehensiveGuaranteeLaw: {
    title:
      'Customs Authorisation and Approval manual, CAA05060, Legal framework for comprehensive guarantees (HM Revenue & Customs): Union Customs Code Article 89(5) allows one comprehensive guarantee for more than one declaration or procedure, Article 95 sets its criteria and allows reductions or waivers for potential debts; Delegated Regulation Article 84 sets the requirements for a reduction to 50% (84(1)), to 30% (84(2)) and a waiver, 0% (84(3)), for potential debts',
    publisher: 'HM Revenue & Customs (GOV.UK)',
    url: 'https://www.gov.uk/hmrc-internal-manuals/customs-authorisation-and-approval/caa05060',
    asOf: CHECKED,
    note: 'The UK customs manual’s table of the Union Customs Code and its Delegated Act, used for the EU reduction levels that Revenue’s page refers to without figures; the EU text itself was not in the stored pages.',
  },
  tollCollectCo2AndWeightToll: {
    title:
      'CO₂ and 3.5-tonne toll (Toll Collect): changes to the German Federal Trunk Road Toll Act (BFStrMG) introduced a CO₂ differentiation of the truck toll on 1 December 2023 and the toll for trucks with a technically permissible maximum laden mass over 3.5 tonnes on 1 July 2024; the CO₂ emission class is a new tariff property, so the rate per kilometre depends on how much CO₂ a vehicle emits, under an EU-wide regulation; since 1 December 2023 the weight class follows the technically permissible maximum laden mass (registration document field F.1), not the permissible total weight (field F.2), so vehicles may move into a higher class; the particulate reduction class no longer applies; toll customers must check their vehicles’ weight class in the customer portal',
    publisher: 'Toll Collect GmbH (the German federal truck toll operator)',
    url: 'https://www.toll-collect.de/en/toll_collect/rund_um_die_maut/erweiterung_lkw_maut/p1745_co2.html',
    asOf: CHECKED,
  },
  utaGermanTolls: {
    title:
      'Tolls in Germany (UTA Edenred): the CO₂ surcharge is 200 euros per tonne of CO₂; under section 1 of the Federal Trunk Road Toll Act the toll is due on federal motorways and federal roads; tradesmen’s vehicles, among others, are exempt; emission-free trucks were exempt until the end of 2025, after which a reduced share of the toll applies; the amount depends on the technically permissible maximum laden mass, the number of axles, the pollutant class and the CO₂ emission class',
    publisher: 'UTA Edenred (a fuel card and toll service provider)',
    url: 'https://web.uta.com/en/tolls-in-germany',
    asOf: CHECKED,
    note: 'A toll service provider’s summary, used for the €200 a tonne CO₂ charge, the roads and the exemptions; Goodyear’s fleet guide of 9 February 2024 gives the same dates, the €200 a tonne and the end of the zero-emission exemption on 1 January 2026.',
  },
  citizensInformationChangeOfOwnership: {
    title:
      'Change of vehicle ownership (Citizens Information): a vehicle sold or traded in must by law have the change of ownership registered, free of charge, with the Department of Transport on the national vehicle and driver file (NVDF), whose owner details are used for safety recalls; private owners can transfer ownership online through the Online Change of Vehicle Ownership service at motortax.ie: the seller enters the registration and the Vehicle Registration Certificate number, a one-time transfer PIN is emailed to the owner’s address on the NVDF and expires after 30 minutes, and the buyer completes the transfer through a verified MyGovID; otherwise seller and buyer complete and sign the change of ownership section on the back of the Vehicle Registration Certificate and the seller sends it to the Department; on a sale to a motor dealer, the seller gives the dealer the certificate and both complete form RF105, which an approved dealer can notify online',
    publisher: 'Citizens Information Board',
    url: 'https://www.citizensinformation.ie/en/travel-and-recreation/motoring/buying-or-selling-a-vehicle/change-of-ownership/',
    asOf: CHECKED,
    note: 'Read in a stored copy of the current page on the Citizens Information Board’s control subdomain, cited at its public address; an older copy of the page gives the same certificate and RF105 steps.',
  },
  mayoChangeOfOwnership: {
    title:
      'Change of ownership (Mayo County Council, Motor Tax): if you sell, trade in or otherwise dispose of a vehicle you must change the registered owner to the new owner, or you remain responsible for parking and other offences relating to the vehicle; the new owner cannot tax the vehicle until the change of ownership has gone through; for vehicles first registered on or after 1 January 1993 the change of ownership section of the Vehicle Registration Certificate is completed by both and sent to the Department of Transport in Shannon',
    publisher: 'Mayo County Council',
    url: 'https://www.mayo.ie/motor-tax/change-of-ownership',
    asOf: CHECKED,
  },
  wicklowChangeOfOwnership: {
    title:
      'Change of ownership (Wicklow County Council, Motor Tax): the online Change of Vehicle Ownership service lets private (non-trade) owners transfer a vehicle to another private owner entirely online and lets buyers check the make, model, colour, motor tax status, test status, number of previous owners and whether it was imported; about one million vehicles change owner in Ireland each year, half in private sales; sellers and buyers are legally obliged to notify the Department of Transport, and the onus is on the seller to see the paperwork is completed and sent',
    publisher: 'Wicklow County Council',
    url: 'https://www.wicklow.ie/Living/Services/Motor-Tax/Change-of-Ownership',
    asOf: CHECKED,
  },
} satisfies Record<string, KnowledgeSource>;
