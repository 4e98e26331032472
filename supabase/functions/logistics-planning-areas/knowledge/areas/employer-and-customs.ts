// The employer's side of a logistics business, Revenue's customs systems and
// VAT on haulage, the paperwork for EU haulage and the consumer's right to
// cancel that drives parcel returns: topics an owner meets in an ordinary
// month where the earlier entries had no figure. Added from the third pass
// over the coverage map (docs/knowledge/logistics-coverage.md).
import { sources } from '../sources.ts';
import { employerSources as es } from '../sources-employer.ts';
import { operatorSources as os } from '../sources-operators.ts';
import type { KnowledgeEntry } from '../types.ts';

export const employerAndCustomsEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'safety-statement',
    area: 'risk_resilience',
    title: 'The safety statement: the written plan every employer needs',
    keywords: [
      'safety statement',
      'health and safety statement',
      'risk assessment',
      'hazard identification',
      'safety policy',
      'Safety Health and Welfare at Work Act',
      '2005 Act',
      'section 20',
      'safety representative',
      'HSA inspection',
      'BeSMART',
    ],
    takeaway:
      'Every employer must have a written safety statement, based on a risk assessment of the hazards at work, and must bring it to employees’ attention at least once a year and whenever it changes.',
    guidance: [
      'Section 20 of the Safety, Health and Welfare at Work Act 2005 requires every employer to prepare a written safety statement based on the hazards identified and the risk assessment carried out under section 19.',
      'It must set out the hazards and risks, the protective measures and resources provided, the emergency plans, the employees’ duties, the names of the people responsible for each task and the arrangements for safety representatives and consultation.',
      'The statement must be brought to employees’ attention in a form and language they are likely to understand, at least annually and after every amendment.',
      'For a haulier or warehouse the real hazards are the yard, loading and unloading, falls from vehicles, forklifts, manual handling and driving for work, so those sections carry the weight, not a generic template.',
    ],
    options: [
      {
        option: 'Write it in-house with a template and a site walk',
        chooseWhen: 'you run one depot with a small team and simple activities.',
      },
      {
        option: 'Bring in a safety consultant',
        chooseWhen: 'you run several sites, forklifts and racking, or have had an accident or an HSA visit.',
      },
    ],
    next30: [
      'Walk the depot and the yard with a supervisor and list the hazards your statement must cover.',
      'Check that the statement names who is responsible for each task and that the names are still right.',
    ],
    next90: [
      'Brief every employee on the statement in a language they understand and record that they were briefed.',
      'Put a yearly review date in the calendar and after any accident, new site or new equipment.',
    ],
    sources: [es.safetyStatementAct],
  },
  {
    slug: 'hsa-accident-reporting',
    area: 'risk_resilience',
    title: 'Reporting accidents and dangerous occurrences to the HSA',
    keywords: [
      'report an accident',
      'accident reporting',
      'reportable accident',
      'injury at work',
      'workplace injury',
      'HSA report',
      'IR1 form',
      'dangerous occurrence',
      'fatal accident',
      'three days off',
      'driver injured',
      'accident at the depot',
      'tell the HSA',
      'hurt at work',
      'off work injured',
      'signed off work',
      'report an injury',
    ],
    takeaway:
      'An injury that keeps an employee from normal work for more than three consecutive days, not counting the day of the accident, must be reported to the Health and Safety Authority (HSA) within ten working days, and a fatal accident must be reported immediately.',
    guidance: [
      'Under the Safety, Health and Welfare at Work (General Application) Regulations 2016 employers and the self-employed must report an injury from a work accident when the person cannot carry out their normal work for more than three consecutive days, excluding the day of the accident.',
      'Weekends and other days off count in the three days, and light duties count as not doing normal work: in the HSA’s own examples an injury on a Wednesday with a return on Monday is reportable, and so is a hurt back followed by a week of light duties.',
      'Non-fatal accidents and dangerous occurrences must be reported within ten working days; a fatal accident must be reported immediately to the HSA or the Gardaí, with the formal report within five working days.',
      'Road accidents are reportable on the same test when the injured person was driving or riding in a vehicle for work, and an injury to a member of the public from your work is reportable when it needs treatment from a doctor.',
      'Reports are made online after registering the company with the HSA (the paper form is the IR1).',
    ],
    options: [
      { option: 'One person reports every incident', chooseWhen: 'you run a single depot and want one owner of the ten-day deadline.' },
      {
        option: 'Site managers report through a shared HSA account',
        chooseWhen: 'you run several depots and need reports made where the facts are.',
      },
    ],
    next30: [
      'Register the company on the HSA’s online reporting system so a report can be made the same week.',
      'Add a three-day check to your absence process so every injury absence is tested against the reporting rule.',
    ],
    next90: [
      'Review last year’s injuries and check that every reportable one was reported.',
      'Brief drivers that road accidents during work count and must be told to the office at once.',
    ],
    sources: [es.hsaAccidentReporting, es.hsaAccidentFaq],
  },
  {
    slug: 'forklift-industrial-trucks-code',
    area: 'workforce_capability',
    title: 'Forklifts and lift trucks: the HSA code of practice and operator training',
    keywords: [
      'forklift training',
      'forklift licence',
      'forklift ticket',
      'lift truck',
      'industrial truck',
      'reach truck',
      'telehandler',
      'forklift refresher',
      'code of practice forklift',
      'forklift operator',
      'pallet truck',
    ],
    takeaway:
      'Since 12 September 2025 the HSA’s Code of Practice for the Safe Use of Industrial Trucks sets out who is responsible for safe forklift use and how operators are trained, replacing the 2001 lift-truck training code.',
    guidance: [
      'The Minister approved the Code of Practice: Safe Use of Industrial Trucks under section 60 of the Safety, Health and Welfare at Work Act 2005, and it came into effect on 12 September 2025.',
      'It replaces the 2001 code on rider-operated lift trucks and operator training, and applies to anyone who owns, hires, leases, operates, maintains or manages the use of a rider-operated industrial lift truck at work.',
      'It sets out the roles of everyone with duties for safe operation and for training operators; the HSA calls industrial trucks among the most hazardous vehicles in the workplace.',
      'In practice keep a record of each operator’s training for the type of truck they drive, authorise them in writing, and refresh training when the truck, the site or the operator’s record calls for it.',
    ],
    options: [
      {
        option: 'Train operators with an outside instructor',
        chooseWhen: 'you have a few operators and no qualified instructor on staff.',
      },
      {
        option: 'Train an in-house instructor',
        chooseWhen: 'you run many trucks and sites, with steady turnover of warehouse staff.',
      },
    ],
    next30: [
      'List every person who drives a forklift or other lift truck and check their training record for that type of truck.',
      'Stop anyone without a training record from operating a truck until they are trained.',
    ],
    next90: [
      'Read the 2025 code and update your training, authorisation and refresher rules to match it.',
      'Add forklift routes and pedestrian separation to the site’s vehicle risk policy.',
    ],
    sources: [es.industrialTrucksCode],
    dates: [
      {
        on: '2025-09-12',
        kind: 'starts',
        measure: 'the HSA Code of Practice for the Safe Use of Industrial Trucks',
        said: 'it came into effect on 12 September 2025',
        source: es.industrialTrucksCode,
      },
    ],
  },
  {
    slug: 'written-terms-of-employment',
    area: 'workforce_capability',
    title: 'Written terms for new drivers and staff: the five-day statement and the one-month statement',
    keywords: [
      'contract of employment',
      'employment contract',
      'written terms',
      'terms of employment',
      'five day statement',
      'day 5 statement',
      'core terms',
      'statement of terms',
      'new driver contract',
      'new starter',
      'new starters',
      'new employee',
      'new staff',
      'starting work',
      'paperwork for new staff',
      'in writing',
      'probation',
      'Terms of Employment (Information) Act',
      'WRC',
    ],
    takeaway:
      'Within five days of a new employee starting you must give them the core terms of employment in writing, and within one month the full written statement of terms.',
    guidance: [
      'Under the Terms of Employment (Information) Act 1994, as amended, the Day 5 statement gives the core terms in writing: the names of employer and employee, the employer’s address, the place of work (or that the work is at various places), the job, the start date, any probation, the pay and pay reference period, and the expected normal daily and weekly hours and hours terms including overtime.',
      'The full written statement of terms, including paid leave, sick pay, pensions, notice and training, must follow within one month of the start.',
      'An employee you send to work abroad, outside the State, for a month or more must get extra written particulars on top of the statement before leaving; for a posted worker these include the pay in the host country.',
      'With agency drivers, the party who pays the wages is the employer for the Act and must give the statement.',
      'A driver with no fixed base should have the place of work written as various places, with the depot they report to.',
    ],
    options: [
      {
        option: 'Give one full contract before the first day',
        chooseWhen: 'you hire steadily and can prepare the full statement in advance, which meets both deadlines at once.',
      },
      { option: 'Day 5 statement first, full contract within the month', chooseWhen: 'you hire at short notice for peaks.' },
    ],
    next30: [
      'Check that every driver hired this year got the core terms within five days and the full statement within a month.',
      'Update your contract template so the place of work and hours fit drivers who work from various places.',
    ],
    next90: [
      'Add the extra statement for work abroad to your process for drivers on continental runs.',
      'Ask agencies that supply drivers to confirm they issue the statements.',
    ],
    sources: [es.termsOfEmployment],
  },
  {
    slug: 'auto-enrolment-pension',
    area: 'cost_unit_economics',
    title: 'Auto-enrolment pensions (My Future Fund): what the employer pays',
    keywords: [
      'auto-enrolment',
      'auto enrolment',
      'automatic enrolment',
      'My Future Fund',
      'MyFutureFund',
      'pension contributions',
      'employer pension',
      'NAERSA',
      'workplace pension',
      'pension for drivers',
      'payroll pension',
    ],
    takeaway:
      'Since 1 January 2026 employees aged 23 to 60 earning over €20,000 who are not in a workplace pension are enrolled in My Future Fund, and the employer must match their 1.5% of gross pay, rising to 6% by year ten.',
    guidance: [
      'Auto-enrolment began on 1 January 2026: employees aged 23 to 60 earning more than €20,000 a year across all jobs, who are not already in a workplace pension scheme, are enrolled by the National Automatic Enrolment Retirement Savings Authority (NAERSA) using Revenue payroll data.',
      'The employee pays 1.5% of gross pay and the employer matches it in years one to three (2026 to 2028); both rates rise to 3% in years four to six, 4.5% in years seven to nine and 6% from year ten.',
      'The State adds 0.5% at first, rising to 2%, and contributions are counted on gross pay up to €80,000 a year.',
      'Contributions are deducted through payroll and paid to NAERSA; employees may opt out only after six months, and are re-enrolled after two years.',
      'For a fleet with many drivers outside a pension scheme, 1.5% of the wage bill now and 6% later belongs in the cost per hour used for pricing.',
    ],
    options: [
      {
        option: 'Let eligible staff join My Future Fund',
        chooseWhen: 'you have no workplace pension and want the simplest route, run through payroll.',
      },
      {
        option: 'Offer your own workplace pension scheme',
        chooseWhen: 'you want a pension as a recruitment benefit and will contribute at least the auto-enrolment rates.',
      },
    ],
    next30: [
      'Count the employees aged 23 to 60 earning over €20,000 who are not in a pension and cost the 1.5% employer contribution.',
      'Check that your payroll software handles the contributions and that the company is registered with NAERSA.',
    ],
    next90: [
      'Add the contribution to the driver cost per hour in your pricing model, with the 2029 step to 3%.',
      'Decide whether a company pension would help recruitment and retention more than the default scheme.',
    ],
    sources: [es.autoEnrolmentGov, es.autoEnrolmentPayroll],
    dates: [
      {
        on: '2026-01-01',
        kind: 'starts',
        measure: 'auto-enrolment (My Future Fund) contributions',
        said: 'Auto-enrolment began on 1 January 2026',
        source: es.autoEnrolmentGov,
      },
    ],
  },
  {
    slug: 'revenue-customs-systems',
    area: 'technology_data',
    title: 'Revenue’s customs systems: AIS for imports, AES for exports and the Customs Decisions System',
    keywords: [
      'AIS',
      'AES',
      'Automated Import System',
      'Automated Export System',
      'Customs Decisions System',
      'CDS',
      'import declaration',
      'export declaration',
      'MRN',
      'open export movements',
      'exit notification',
      'customs software',
    ],
    takeaway:
      'Import declarations go through Revenue’s Automated Import System (AIS), export declarations through the Automated Export System (AES), and customs authorisations such as temporary storage are applied for in the Customs Decisions System.',
    guidance: [
      'AIS replaced the old AEP system for import declarations on 23 November 2020; express carriers and agents also lodge presentation notifications and temporary storage declarations in it.',
      'AES went live in March 2023 for export declarations; an export is only closed when the arrival at exit (IE507) and exit notification (IE590) messages quote the declaration’s MRN.',
      'For RoRo exports to Britain, including every export MRN in the Pre-Boarding Notification completes those exit steps automatically; otherwise the movement stays open and Revenue asks for alternative proof of exit.',
      'Revenue’s MRN look-up service shows whether a declaration is under control, cleared, or still waiting for the exit messages.',
      'Temporary storage keeps non-EU goods under customs supervision for up to 90 days in a Revenue-authorised facility, and authorisations such as a temporary storage facility are applied for electronically in the Customs Decisions System.',
    ],
    options: [
      { option: 'Use a customs agent', chooseWhen: 'you move a few non-EU loads a week and have no customs staff.' },
      {
        option: 'Lodge declarations with your own AIS and AES software',
        chooseWhen: 'customs work is a daily part of your service and you can train staff.',
      },
    ],
    next30: [
      'Check with your customs agent or software provider that every export MRN goes into the Pre-Boarding Notification.',
      'Look up last month’s export MRNs and list any still open.',
    ],
    next90: [
      'Agree who in the chain lodges the exit messages for each export lane.',
      'Decide whether customs declarations are a service you sell or one you buy.',
    ],
    sources: [es.aisImports, es.aesExitFlow, es.aesOpenMovements, es.temporaryStorage],
  },
  {
    slug: 'temporary-storage-facility',
    area: 'network_capacity',
    title: 'Temporary storage of non-EU goods: 90 days in an approved facility',
    keywords: [
      'temporary storage',
      'temporary storage facility',
      'TSF',
      'uncleared goods',
      'non-EU goods',
      'goods awaiting clearance',
      'customs warehouse',
      'bonded warehouse',
      'customs approved place',
      'storing imports before clearance',
    ],
    takeaway:
      'Non-EU goods waiting for customs clearance may stay in temporary storage for up to 90 days, and only in a facility Revenue has authorised.',
    guidance: [
      'Goods are in temporary storage from the moment they are presented to customs until they are placed under a customs procedure, re-exported or destroyed.',
      'A temporary storage facility is a customs-approved place, inside or outside a port or airport, where non-EU goods may be stored for up to 90 days, and it must be authorised by Revenue.',
      'You apply for the authorisation electronically in the Customs Decisions System.',
      'A facility near the port can hold trailers and pallets that are waiting for clearance or documents, freeing quay space and letting you offer storage as a service.',
    ],
    options: [
      {
        option: 'Apply to operate your own temporary storage facility',
        chooseWhen: 'you handle non-EU goods every week and have secure space near a port.',
      },
      {
        option: 'Use a port or agent’s approved facility',
        chooseWhen: 'uncleared loads are occasional and you lack secure space or customs staff.',
      },
    ],
    next30: [
      'Count how many loads last quarter waited for clearance and how long they waited.',
      'Ask Revenue’s Authorisations and Reliefs Unit what your site would need for a temporary storage authorisation.',
    ],
    next90: [
      'Price storage of uncleared goods as a service if the volume is there.',
      'Track each stored consignment against the 90-day limit.',
    ],
    sources: [es.temporaryStorage],
  },
  {
    slug: 'authorised-economic-operator',
    area: 'market_lane',
    title: 'Authorised Economic Operator (AEO) status for hauliers and forwarders',
    keywords: [
      'AEO',
      'Authorised Economic Operator',
      'AEOC',
      'AEOS',
      'trusted trader',
      'customs simplifications',
      'fewer customs checks',
      'priority at customs',
      'customs guarantee',
      'security and safety certificate',
    ],
    takeaway:
      'Authorised Economic Operator (AEO) status is not mandatory: it is an EU certificate that customs treats you as a reliable operator, bringing fewer and faster checks, priority treatment if goods are physically controlled and easier access to simplified procedures, and carriers and freight forwarders can apply.',
    guidance: [
      'AEO status certifies that an operator meets standards for safety and security, records management, customs compliance, financial solvency and practical competence.',
      'There are two authorisations, for customs simplifications (AEOC) and for security and safety (AEOS), and an operator can hold both.',
      'Benefits include lower risk scores, priority treatment if physical controls are carried out, mutual recognition with partner countries, easier access to simplified procedures and reduced or waived comprehensive guarantees.',
      'Any operator established in the EU, part of the international supply chain and involved in customs activities can apply, including carriers, freight forwarders and warehouse-keepers; you need an EORI number.',
      'Revenue asks applicants to complete a self-assessment questionnaire first, and the assessment takes real time and staff effort.',
    ],
    options: [
      {
        option: 'Apply for AEO',
        chooseWhen: 'customs work is a large share of your business or your shippers ask for secure, trusted partners.',
      },
      { option: 'Work through an AEO-certified agent', chooseWhen: 'your non-EU volume is small or irregular.' },
    ],
    next30: [
      'Complete Revenue’s AEO self-assessment questionnaire to see where you stand.',
      'Ask your three biggest customs customers whether AEO status would change their choice of carrier.',
    ],
    next90: [
      'Close the gaps the questionnaire showed, starting with records and site security.',
      'Decide between AEOC, AEOS or both, and apply if the benefits outweigh the effort.',
    ],
    sources: [es.aeoRevenue, es.aeoDail, os.eori],
  },
  {
    slug: 'vat-on-freight-transport',
    area: 'cost_unit_economics',
    title: 'VAT on haulage for business customers: place of supply and reverse charge',
    keywords: [
      'VAT on haulage',
      'VAT on transport',
      'VAT on freight',
      'reverse charge',
      'place of supply',
      'charge VAT',
      'invoice foreign customer',
      'VIES',
      'VAT number',
      'intra-Community transport',
      'VAT on international haulage',
      'Irish VAT',
      'customer based abroad',
      'company based in another EU country',
    ],
    takeaway:
      'Haulage sold to a business customer is taxed where the customer is established, so an Irish customer is charged Irish VAT while a business customer in another EU country gets an invoice marked reverse charge.',
    guidance: [
      'For business-to-business services the general place of supply rule applies: VAT is due where the customer is established, and goods transport for a business customer follows that rule.',
      'For a business customer in another EU Member State you must get and check its VAT number, put it on the invoice, state that the reverse charge applies and include the supply on your VAT Information Exchange System (VIES) return, due quarterly by the 23rd of the month after the quarter (or monthly if you choose).',
      'Services to business customers outside the EU are generally not subject to Irish VAT, but keep evidence that the customer is a business.',
      'If you wrongly treat a buyer as a business and leave VAT off the invoice, Revenue collects that VAT from you, with penalties on audit.',
      'Transport for private customers follows different rules, so check those with your accountant before quoting households.',
    ],
    options: [
      {
        option: 'Check every new foreign customer’s VAT number in VIES',
        chooseWhen: 'you invoice customers in other EU countries.',
      },
      { option: 'Ask your accountant to review your invoice templates', chooseWhen: 'you invoice across borders for the first time.' },
    ],
    next30: [
      'Check that every invoice to an EU business customer shows its VAT number and says reverse charge.',
      'Verify the VAT numbers of your foreign customers on the EU’s VIES service.',
    ],
    next90: [
      'Reconcile your VIES returns with the reverse-charge invoices you issued.',
      'Keep proof of business status for every customer outside the EU.',
    ],
    sources: [es.vatPlaceOfSupplyServices, es.vatServicesAbroad, es.viesServicesReturn],
  },
  {
    slug: 'community-licence-and-driver-attestation',
    area: 'market_lane',
    title: 'Community licence copies and driver attestations for international haulage',
    keywords: [
      'Community licence',
      'community licence copy',
      'certified true copy',
      'certified copy in the cab',
      'driver attestation',
      'non-EU driver',
      'third-country driver',
      'foreign driver',
      'driver from outside the EU',
      'non-EU national',
      'driver on a work permit',
      'drivers on work permits',
      'paperwork to carry',
      'papers in the cab',
      'international licence',
      'convert to international',
      'Regulation 1072/2009',
    ],
    takeaway:
      'International haulage in the EU needs a Community licence, issued for up to ten years with a certified true copy for each vehicle, and a driver who is not an EU national or long-term resident also needs a driver attestation.',
    guidance: [
      'Regulation (EC) No 1072/2009 makes international carriage subject to a Community licence and, where the driver is a national of a non-EU country, a driver attestation.',
      'The Community licence is issued for renewable periods of up to ten years; the haulier keeps the original and receives one certified true copy for each vehicle at its disposal, owned, hired or leased, and the copy travels in the vehicle to be shown at a roadside check.',
      'The driver attestation certifies that a non-EU driver is lawfully employed by, or placed at the disposal of, the operator; it does not apply to EU nationals or long-term EU residents, and it is issued for at most five years.',
      'The attestation is valid only while the conditions it was issued under still hold, so a change of employer ends it.',
      'The Road Transport Operator Licensing Unit of the Department of Transport issues the international Road Haulage Operator Licence together with the Community licence; a national operator licence can be converted to an international licence only if the transport manager holds the international CPC (Certificate of Professional Competence in road haulage).',
    ],
    options: [
      {
        option: 'Keep a licence-copy register per vehicle',
        chooseWhen: 'you swap tractors and trailers between international and domestic work.',
      },
      { option: 'Restrict non-EU drivers to domestic work', chooseWhen: 'you cannot yet manage attestations for each one.' },
    ],
    next30: [
      'Check that every vehicle on international work carries a valid certified true copy of the Community licence.',
      'List drivers who are not EU nationals or long-term residents and check each has a current driver attestation.',
    ],
    next90: [
      'Add licence copies and attestation expiry dates to the transport manager’s monthly checks.',
      'Order extra certified copies before adding vehicles to the international fleet.',
    ],
    sources: [es.communityLicence, es.driverAttestation, sources.operatorLicensing, es.rtolForms],
  },
  {
    slug: 'consumer-cancellation-returns',
    area: 'customer_service',
    title: 'Online shoppers’ 14-day right to cancel and what it means for deliveries and returns',
    keywords: [
      'right to cancel',
      'cooling-off period',
      'cooling off',
      '14 days',
      'online returns',
      'returns',
      'return collection',
      'reverse logistics',
      'refund',
      'change of mind',
      'parcel returns',
      'e-commerce returns',
    ],
    takeaway:
      'A consumer who buys online from an EU seller may cancel within 14 days of receiving the goods without giving a reason, and then has another 14 days to send them back, so returns arrive in a predictable window after each delivery.',
    guidance: [
      'The 14-day cooling-off period for goods bought online starts when the consumer gets the product, and the consumer cancels in writing, by email, post or the seller’s cancellation form.',
      'After telling the seller, the consumer has another 14 days to return the goods, and the consumer may have to pay for the return.',
      'The seller must refund within 14 days of the cancellation, including standard delivery costs, but may wait for proof that the goods were sent back.',
      'Some purchases are excluded, such as goods made to the consumer’s specification.',
      'For a delivery firm the proof of delivery date starts the clock and the proof of collection releases the refund, so both records need to be quick and reliable.',
    ],
    options: [
      {
        option: 'Offer a collection service for returns',
        chooseWhen: 'your e-commerce customers see high return rates, as in clothing and footwear.',
      },
      {
        option: 'Use drop-off points for returns',
        chooseWhen: 'returns are light and failed collections cost you more than the drop-off network.',
      },
    ],
    next30: [
      'Check that your proof of delivery shows the date and time each consumer received the goods.',
      'Ask your e-commerce customers for their return rates so you can plan collection capacity.',
    ],
    next90: [
      'Plan returns capacity for the weeks after each seasonal peak.',
      'Offer retailers a return-tracking event that confirms collection the same day.',
    ],
    sources: [es.onlineCancellation, es.eccCoolingOff],
  },
];
