// Topics an owner meets that the knowledge lacked, found through the fifth
// visitor set's misses and written from each topic's official page as a whole
// (the seventh round over docs/knowledge/logistics-coverage.md): public tenders,
// consumers' delivery rights and the small claims procedures, postal
// authorisation, the M50 toll, abnormal loads and the Dublin Tunnel,
// employment permits for drivers, e-invoicing and invoice redirect fraud.
import { officialPageSources as op } from '../sources-official-pages.ts';
import { claimsAndPermitSources as cp } from '../sources-claims-and-permits.ts';
import { roundSeventeenSources as r17 } from '../sources-round-seventeen.ts';
import { roundEighteenSources as r18 } from '../sources-round-eighteen.ts';
import type { KnowledgeEntry } from '../types.ts';

export const claimsAndPermitEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'public-sector-tenders',
    area: 'market_lane',
    title: 'Public sector contracts: when they are advertised on eTenders',
    keywords: [
      'public procurement',
      'public sector contracts',
      'public contracts',
      'government contracts',
      'council contracts',
      'HSE contracts',
      'eTenders',
      'etenders.gov.ie',
      'Office of Government Procurement',
      'OGP',
      'tender threshold',
      'advertising threshold',
      'request for quotes',
      'Circular 05/2023',
      'EU threshold',
      'EU-wide',
      'advertised EU-wide',
      'Official Journal',
      'OJEU',
      'bigger public contracts',
    ],
    takeaway:
      'Public bodies such as councils and the HSE must advertise contracts for goods and services worth €50,000 or more (excluding VAT) on eTenders, the national tendering platform, and below that they usually ask a few suppliers for quotes.',
    guidance: [
      'Circular 05/2023 of the Office of Government Procurement raised the eTenders advertising threshold for goods and services from €25,000 to €50,000, and for works from €50,000 to €200,000, exclusive of VAT; it applies to all public sector bodies.',
      'Between €5,000 and €50,000 a public body seeks three written quotations, or three quotes through a request for quotes issued on eTenders; below €5,000 it may buy on verbal or written quotes from one or more suppliers (a secondary summary of the circular).',
      'Public bodies must also publish on eTenders the award information for every contract over €25,000, so past awards show you who buys transport and courier services, and at what scale.',
      'Register on eTenders and set alerts for your service codes: smaller jobs reach you only if the buyer knows you or sends its request for quotes through the platform.',
      'Larger contracts must also be advertised EU-wide in the Official Journal of the EU: from 1 January 2026 the thresholds (excluding VAT) for supplies and services are €140,000 for Government Departments and Offices and €216,000 for local and regional authorities such as councils and other public bodies, and €5,404,000 for works (Office of Government Procurement).',
    ],
    options: [
      {
        option: 'Bid for advertised tenders over €50,000',
        chooseWhen:
          'you can show the insurance, compliance evidence and capacity the tender asks for, and can price each lane from your own costs.',
      },
      {
        option: 'Get known for the quote-based work below €50,000',
        chooseWhen:
          'you are small or new to public work: introduce yourself to local buyers and answer their requests for quotes on eTenders.',
      },
    ],
    next30: [
      'Register your business on eTenders and set alerts for courier, delivery and haulage services.',
      'Look up recent contract awards for transport services by your local council and health bodies.',
    ],
    next90: [
      'Put together a standard tender pack: insurance, operator licence, safety statement, references and service levels.',
      'Answer at least one request for quotes to learn how the buyer scores price against quality.',
    ],
    sources: [cp.smeProcurementCircular, cp.smeProcurementQuotes, r17.euThresholds2026],
  },
  {
    slug: 'consumer-delivery-responsibility',
    area: 'customer_service',
    title: 'Home deliveries for online shops: who is responsible when a parcel is lost, late or damaged',
    keywords: [
      'consumer rights',
      'home delivery',
      'lost parcel',
      'stolen parcel',
      'parcel left at the door',
      'damaged delivery',
      'late delivery',
      'non-delivery',
      'retailer responsibility',
      'risk in transit',
      'Consumer Rights Act 2022',
      'CCPC',
      'refund',
    ],
    takeaway:
      'When a consumer buys online, their contract is with the retailer, not the courier, and the goods stay the retailer’s responsibility until the buyer takes physical possession of them, so a parcel lost, stolen or damaged before that is the retailer’s problem to put right with the customer.',
    guidance: [
      'As the Competition and Consumer Protection Commission (CCPC) reminds sellers, under the Consumer Rights Act 2022 the retailer must deal with delays, damage and non-delivery, and orders should be delivered within 30 days unless the consumer and retailer agreed otherwise.',
      'If delivery cannot be rearranged within a suitable period, the consumer may cancel and get a full refund, delivery charges included, which the retailer must pay within 14 days.',
      'The exception is a courier the consumer engaged independently: then the retailer is not responsible for the delivery.',
      'Your own liability as the courier runs to the retailer under your contract with them, so agree in writing where a parcel may be left without a signature and who bears a loss after a safe-place delivery.',
      'Proof of delivery (a photo, a signature, the GPS point and time) is what settles a claim between you and the retailer, so capture it on every drop.',
    ],
    options: [
      {
        option: 'Signature on delivery for higher-value parcels',
        chooseWhen: 'the retailer will pay for it, or the goods are worth more than your margin on the job.',
      },
      {
        option: 'Safe-place delivery with photo proof',
        chooseWhen: 'the retailer has agreed in writing that it carries the risk of a safe-place delivery the customer chose.',
      },
    ],
    next30: [
      'Check each retailer contract for who bears the loss when a parcel is left at a door or a safe place.',
      'Make a photo and GPS proof of delivery compulsory on the drivers’ handhelds.',
    ],
    next90: [
      'Agree a claims procedure and time limit with each retailer so disputes are settled on evidence.',
      'Review your goods-in-transit insurance against the claims the retailers pass on to you.',
    ],
    sources: [cp.ccpcDeliveryUpdate],
  },
  {
    slug: 'small-claims-procedure',
    area: 'customer_service',
    title: 'The small claims procedure: customer claims up to €2,000',
    keywords: [
      'small claims',
      'small claims court',
      'small claims procedure',
      'Small Claims Registrar',
      'District Court',
      'customer claim',
      'customer dispute',
      'sued by a customer',
      'take us to court',
      'damage claim',
      'consumer complaint',
      'claim against a business',
    ],
    takeaway:
      'The small claims procedure lets a consumer or a business bring a claim of up to €2,000 through the local District Court office without a solicitor, for a fee of €25.',
    guidance: [
      'The claim cannot exceed €2,000; it covers goods or services bought for private use, minor damage to property (not personal injury), business-to-business claims for goods or services, and some rent deposits, but not debts, personal injuries or hire-purchase and leasing disputes.',
      'The District Court Clerk acts as the Small Claims Registrar, registers the claim, sends it to the respondent and tries to negotiate a settlement before any court hearing; the current fee to make a claim is €25.',
      'Claims can be made online through the Courts Service, by post or in person; a respondent has 15 calendar days from service to accept, dispute or counterclaim, and one who does not respond can have summary judgment given against them, then 14 days to pay.',
      'Both parties must be in the State; if one is in another EU country the European Small Claims Procedure, for claims of up to €5,000, applies instead.',
      'A claim about damage on delivery usually lands with the seller, so keep your proof of delivery and condition photos ready for the retailer or for the Registrar.',
    ],
    options: [
      {
        option: 'Settle directly with the customer',
        chooseWhen: 'your own evidence shows the damage happened in your care and the amount is small.',
      },
      {
        option: 'Dispute the claim through the Registrar',
        chooseWhen: 'your proof of delivery shows the goods arrived in good condition, or the claim belongs with the retailer.',
      },
    ],
    next30: [
      'Write down who in the business answers a small claims notice and how fast.',
      'Check that every delivery record holds a signature or photo that would stand up as evidence.',
    ],
    next90: [
      'Review damage claims of the past year to find the products or routes that cause them.',
      'Agree with your insurer when they want to be told of a claim under €2,000.',
    ],
    sources: [cp.smallClaimsCitizens, cp.smallClaimsCourts, cp.europeanSmallClaimsCitizens, cp.smallClaimsRespond],
  },
  {
    slug: 'european-small-claims',
    area: 'customer_service',
    title: 'The European Small Claims Procedure: cross-border claims up to €5,000',
    keywords: [
      'European Small Claims Procedure',
      'European small claims',
      'cross-border claim',
      'customer in another EU country',
      'customer abroad',
      'claim from abroad',
      'sued from abroad',
      'ECC Ireland',
      'European Consumer Centre',
      'Regulation 861/2007',
    ],
    takeaway:
      'A customer or business in another EU country can bring a claim of up to €5,000 against you through the European Small Claims Procedure, in writing on standard forms and without a solicitor, and the judgment can be enforced in Ireland.',
    guidance: [
      'The procedure covers civil and commercial claims of up to €5,000 (excluding interest and expenses) where the parties are in different EU states; it applies in every member state except Denmark.',
      'It is started by filling in the standard claim Form A, with supporting documents such as invoices, and sending it to the court with jurisdiction, which serves it on the defendant within 14 days; the defendant has 30 days to reply; it is conducted in writing with time limits, and the judgment is enforceable in another EU state without further steps; in Ireland a party may appeal to the Circuit Court within 14 days of the decision, other than against a dismissal under Article 4.4.',
      'In Ireland a claim is lodged with the Small Claims Registrar at the District Court office, in English or Irish, for a fee of €25; the Registrar sends the defendant an answer form within 14 days.',
      'Employment, revenue and some family and property matters are outside it; for claims between two parties in Ireland the domestic small claims procedure (up to €2,000) applies instead.',
      'Answer the form within its time limit with your delivery evidence: a defendant who ignores it can have judgment given on the claimant’s account alone.',
    ],
    options: [
      {
        option: 'Settle before it goes to court',
        chooseWhen: 'the damage is plainly yours and the cost of answering in writing outweighs the claim.',
      },
      {
        option: 'Answer the claim with evidence',
        chooseWhen: 'your proof of delivery or packing records show the goods left you in good order.',
      },
    ],
    next30: [
      'Check that your terms of sale for customers abroad name your business and address correctly.',
      'Keep delivery photos and signatures for exports long enough to answer a claim.',
    ],
    next90: [
      'Ask your insurer whether goods-in-transit cover responds to claims from customers abroad.',
      'Set a standard reply for disputed cross-border deliveries so claims are answered in time.',
    ],
    sources: [
      cp.europeanSmallClaimsEcc,
      cp.europeanSmallClaimsCitizens,
      cp.europeanSmallClaimsCcpc,
      cp.europeanSmallClaimsAppealIreland,
      op.eJusticeSmallClaims,
    ],
  },
  {
    slug: 'postal-service-authorisation',
    area: 'customer_service',
    title: 'Postal services: notifying ComReg before you deliver letters and packets',
    keywords: [
      'ComReg',
      'postal service',
      'postal authorisation',
      'postal licence',
      'postal provider',
      'letters',
      'packets',
      'mail delivery',
      'post delivery',
      'delivering post',
      'code of practice',
      'complaints and redress',
      'postal levy',
      'Postal Services Act 2011',
    ],
    takeaway:
      'Anyone providing or about to provide a postal service in Ireland must notify ComReg, the Commission for Communications Regulation, before starting, and must then have complaints and redress procedures in a code of practice.',
    guidance: [
      'The Communications Regulation (Postal Services) Act 2011 requires the notification before the service starts; failing to notify, or making a false or misleading notification, is an offence punishable by a class A fine.',
      'A condition of authorisation is complaints and redress procedures, drawn up as a code of practice following ComReg’s guidelines (ComReg Document 14/06), together with any information ComReg requires.',
      'The code sets out the first point of contact, how complaints are recorded and answered, how disputes are resolved and what redress is given; customers go to you first, then your independent advocate, then ComReg.',
      'A provider of services within the scope of the universal postal service also pays ComReg’s levy, with a minimum charge of €5,000 a year.',
      'ComReg says express, document exchange and unaddressed mail services fall outside its dispute resolution, so check with ComReg which of your services count before you notify.',
    ],
    options: [
      {
        option: 'Notify ComReg and publish a code of practice',
        chooseWhen: 'you will carry addressed letters or packets for customers as a service.',
      },
      {
        option: 'Deliver as a subcontractor to an authorised provider',
        chooseWhen: 'you want postal volumes without running the complaints handling yourself; confirm the position with ComReg.',
      },
    ],
    next30: [
      'Contact ComReg about the notification before your first postal delivery.',
      'Draft a complaints code of practice from ComReg’s guidelines for postal service providers.',
    ],
    next90: [
      'Set up a complaints log with response times and an independent advocate step.',
      'Check whether any of your services fall within the universal service scope and its levy.',
    ],
    sources: [cp.comregPostalAuthorisation, cp.postalActSection39, cp.comregDisputeResolution],
  },
  {
    slug: 'm50-eflow-tolls',
    area: 'cost_unit_economics',
    title: 'The M50 toll (eFlow): paying on time and avoiding penalties',
    keywords: [
      'M50',
      'M50 toll',
      'eFlow',
      'barrier-free toll',
      'toll penalty',
      'toll fine',
      'unpaid toll',
      'missed toll',
      'toll tag',
      'video account',
      'hired van',
      'rental van',
      'toll deadline',
    ],
    takeaway:
      'A vehicle without an eFlow tag or video account must pay the M50 toll by 8pm on the day after the journey, and once a penalty notice issues you have 14 days from its date to pay the toll and a €3 penalty before a further €41.50 is added.',
    guidance: [
      'The M50 is tolled barrier-free between Junction 6 (N3 Blanchardstown) and Junction 7 (N4 Lucan); cameras read the number plate, so there is nothing to pay on the road.',
      'Missing the 8pm deadline brings a First Penalty Notice for the toll plus €3.00; pay the whole amount within 14 days of the notice’s date, or a further €41.50 is charged, and paying only the toll leaves the penalty outstanding.',
      'The penalty is recorded against the vehicle, not the driver, so with a hired van pay the toll yourself by the deadline or agree with the hire firm how tolls are charged.',
      'Tag accounts pay the lowest toll for each vehicle class and unregistered users the most (from 1 January 2025 a truck over 10,000 kg paid €6.40 with a tag, €7.00 with a video account and €7.70 unregistered, as published by eFlow’s enforcement agent), so put every regular vehicle on a tag account.',
      'Give drivers a rule for vehicles not on the account: report any M50 crossing the same day so the office pays it before 8pm the next day.',
    ],
    options: [
      {
        option: 'Tag account for the whole fleet',
        chooseWhen: 'your vehicles cross the M50 every week; the lower toll and automatic payment remove the deadline risk.',
      },
      {
        option: 'Pay as you go for occasional vehicles',
        chooseWhen: 'a hired or spare vehicle crosses rarely and someone in the office pays each trip by the next evening.',
      },
    ],
    next30: [
      'List every vehicle that crosses the M50 and check each is on a tag or video account.',
      'Tell drivers of hired vans to report M50 crossings the same day.',
    ],
    next90: [
      'Review last year’s toll penalties and their causes, and fix the process that let them happen.',
      'Add tolls to your cost per kilometre for Dublin work so they are recovered in the rate.',
    ],
    sources: [cp.eflowMissedDeadline, cp.m50TollTable2025],
  },
  {
    slug: 'abnormal-load-permits',
    area: 'network_capacity',
    title: 'Abnormal load permits: Garda notice and clearance before the journey',
    keywords: [
      'abnormal load',
      'abnormal load permit',
      'wide load',
      'oversize load',
      'heavy load',
      'indivisible load',
      'low loader',
      'special permit',
      'Garda notice',
      'Motorway Traffic Control Centre',
      'MTCC',
      'escort',
      'over width',
      'wider than the limit',
      'wide machine',
    ],
    takeaway:
      'A load over the legal width, length, height or weight limits needs a special permit from each local authority on the route, or the Garda permit on designated roads, with four clear working days’ notice to the Gardaí before applying and, for loads over 3 metres wide, motorway clearance at least 72 hours ahead.',
    guidance: [
      'Galway County Council’s rule, under section 13 of the Road Traffic Act 1961: before applying for a special permit you give the Garda Commissioner four clear working days’ notice of the application, with a copy of it; Meath County Council puts it as written notice not less than 4 working days before applying, and counts a vehicle or load as abnormal over 12 m long (16.5 m articulated), 2.55 m wide or 4.65 m high, or over the axle weight limits of S.I. No. 5 of 2003.',
      'A load over 3 metres wide must be cleared with TII’s Motorway Traffic Control Centre (abnormalload@mtcc.ie) at least 72 hours before it travels on a motorway or national dual carriageway; the centre says whether roadworks affect the route.',
      'An Garda Síochána runs a free, streamlined permit for vehicles and loads up to 27.4 metres long and 4.3 metres wide on designated national routes; anything larger, over the 4.65 m height limit or off those routes needs local authority permits, so one journey can need both.',
      'Each council sets its own forms, fees and lead times (Galway charges €75 for a single journey, €250 for three months and €500 for a year), and the permit must be carried on the vehicle.',
      'Councils attach conditions such as wide load signs and escort vehicles, so plan the route, the escort and the timing before you quote.',
    ],
    options: [
      {
        option: 'Garda permit on designated routes',
        chooseWhen: 'the load is within 27.4 m long and 4.3 m wide and the route is on the designated national roads.',
      },
      {
        option: 'Local authority permits for each council area',
        chooseWhen:
          'the load is bigger, over the height limit, or the journey leaves the designated routes, as the first and last miles usually do.',
      },
    ],
    next30: [
      'Build a checklist for abnormal loads: dimensions, route, councils crossed, Garda notice and motorway clearance dates.',
      'Find the permit forms and fees for the councils you cross most often.',
    ],
    next90: [
      'Price the permit lead time, escorts and fees into your quotes for oversize work.',
      'Keep a record of permits and conditions by route to speed up repeat jobs.',
    ],
    sources: [cp.galwayAbnormalLoads, cp.cavanAbnormalLoads, r17.meathAbnormalLoads],
  },
  {
    slug: 'dublin-tunnel-rules',
    area: 'network_capacity',
    title: 'The Dublin Port Tunnel: rules for HGV drivers',
    keywords: [
      'Dublin Tunnel',
      'Port Tunnel',
      'Dublin Port Tunnel',
      'tunnel rules',
      'tunnel height',
      'high cube',
      'overtaking in the tunnel',
      'hazardous loads in the tunnel',
      'tunnel booking',
      'Dublin Port access',
    ],
    takeaway:
      'The Dublin Tunnel carries trucks between Dublin Port and the M50 but takes no vehicle over 4.65 metres high, and inside it vehicles with three or more axles may not overtake.',
    guidance: [
      'Maximum permissible height is 4.65 metres, the national height limit, so a taller high-cube load must use another route into the port.',
      'No overtaking for vehicles with 3 axles or more, and keep a safe distance from the vehicle in front; the tunnel is covered by CCTV and enforcement cameras.',
      'The tunnel operator has full jurisdiction and drivers must obey its instructions, given by loudspeaker, variable message signs and FM radio break-in.',
      'Hazardous loads have specific rules (ask the tunnel before the trip), and the tunnel’s page says vehicles over 2.9 m must book in advance.',
      'Trucks barred from the tunnel by their load need Dublin City Council’s restricted goods permit to cross the city cordon, so settle the route before accepting the job.',
    ],
    options: [
      {
        option: 'Specify trailers within 4.65 m',
        chooseWhen: 'most of your work runs through Dublin Port; the tunnel is the only practical route for 5-axle trucks.',
      },
      {
        option: 'Plan a permitted city route for taller loads',
        chooseWhen: 'a load cannot be brought under 4.65 m; allow for the council permit and daytime restrictions.',
      },
    ],
    next30: [
      'Record the laden height of every trailer type and brief drivers on the tunnel’s 4.65 m limit and no-overtaking rule.',
      'Check with the tunnel which of your loads fall under its hazardous goods or booking rules.',
    ],
    next90: [
      'Review trailer specifications before the next purchase against the tunnel height.',
      'Add the tunnel rules to new drivers’ induction for Dublin Port work.',
    ],
    sources: [cp.dublinTunnelHauliers],
  },
  {
    slug: 'employment-permits-drivers',
    area: 'workforce_capability',
    title: 'Hiring drivers from outside the EEA: the General Employment Permit and the labour market needs test',
    keywords: [
      'work permit',
      'employment permit',
      'General Employment Permit',
      'Labour Market Needs Test',
      'non-EEA driver',
      'foreign driver',
      'drivers from abroad',
      'hire from abroad',
      'bring in drivers',
      'South Africa',
      'JobsIreland',
      'EURES',
      'visa',
    ],
    takeaway:
      'A truck driver from outside the EEA needs a General Employment Permit, which HGV drivers holding a mutually recognised CE or C1E licence can get without a quota, but first you must run the Labour Market Needs Test by advertising the job for at least 28 days.',
    guidance: [
      'The Labour Market Needs Test: advertise the vacancy with the Department of Social Protection’s Employment Services/EURES (JobsIreland) for at least 28 consecutive days, and on another online platform, before you apply; the advert must give the job, employer, minimum pay, location and hours.',
      'HGV drivers first became eligible for employment permits on 3 April 2017, when they came off the ineligible occupations list for holders of a valid CE or C1E licence, at first under a quota of 120; non-EEA holders of valid mutually recognised CE or C1E licences may now be employed as HGV drivers on a General Employment Permit without a quota or a degree, and in 2022 the mutual recognition covered South Africa, Australia, Japan and South Korea.',
      'The permit has a minimum pay threshold: €30,000 in 2022, raised to €34,000 a year for a 39-hour week from 17 January 2024 with further rises announced (a secondary report), so check the Department’s current figure.',
      'Either you or the driver applies; the permit is issued for an initial 2 years, renewable for up to 3 more, and names you as employer and the job and location; after 5 years the holder may apply for long-term residency.',
      'The driver will also need the licence exchanged, a Driver CPC and a digital tachograph card before driving for you, so start those steps as soon as the permit is granted.',
    ],
    options: [
      {
        option: 'Recruit a licensed driver from a mutual-recognition country',
        chooseWhen: 'the driver already holds a CE or C1E licence that can be exchanged, so the permit and licence steps run quickly.',
      },
      {
        option: 'Train local recruits through the HGV driver apprenticeship',
        chooseWhen: 'you can wait for drivers to qualify and want to avoid permit costs and lead times.',
      },
    ],
    next30: [
      'Advertise the driver vacancy on JobsIreland and one other jobs website for at least 28 days.',
      'Check the current minimum pay for a General Employment Permit on the Department’s site.',
    ],
    next90: [
      'Apply for the permit within the advert’s validity window with the contract and test evidence.',
      'Plan the driver’s licence exchange, Driver CPC and tachograph card before the start date.',
    ],
    sources: [
      cp.lmntDete,
      cp.gepDete,
      cp.hgvDriverPermitAnswer,
      cp.lmntAnswer2025,
      cp.gepThreshold2024,
      r18.hgvPermitsAnswer2019,
      r18.hgvPermitsQuotaAnswer2019,
    ],
  },
  {
    slug: 'e-invoicing-vat-modernisation',
    area: 'technology_data',
    title: 'E-invoicing under Revenue’s VAT modernisation: when it reaches your business',
    keywords: [
      'e-invoicing',
      'eInvoicing',
      'electronic invoices',
      'e-invoice',
      'structured invoice',
      'PDF invoice',
      'VAT modernisation',
      'ViDA',
      'VAT in the Digital Age',
      'EN 16931',
      'Peppol',
      'Peppol network',
      'invoice software',
      'e-invoice a public body',
      'public sector invoicing',
      'council invoices',
    ],
    takeaway:
      'From 1 November 2028 every business in Ireland must be able to receive structured eInvoices to the EN 16931 standard, and VAT-registered large corporates must send them, while smaller firms trading across the EU follow from November 2029 and cross-border EU invoices from July 2030.',
    guidance: [
      'Revenue’s definition: an eInvoice is issued, transmitted and received in a structured electronic format that allows automated processing and complies with EN 16931; a PDF or a scanned paper invoice is not one.',
      'Phase One, from 1 November 2028, obliges VAT-registered large corporates (those managed by Revenue’s Large Corporates Division) to send eInvoices to Irish business customers and report invoice data to Revenue.',
      'From the same date all businesses in Ireland, whatever their size, must be able to receive structured eInvoices, so a small haulier needs software that can take them in.',
      'Secondary guides describe the later phases of Revenue’s plan: from November 2029 VAT-registered businesses in intra-EU B2B trade, and from July 2030 the EU’s ViDA rules for cross-border invoices; until a business’s phase applies, PDF invoices remain acceptable.',
      'Selling to public bodies is separate: the Office of Government Procurement says there is no legal obligation on suppliers to send eInvoices to Irish public bodies (S.I. 258 of 2019 requires the bodies to receive and process them), and Ireland chose the Peppol network to carry them, so a council may ask for Peppol invoices but cannot yet oblige you.',
    ],
    options: [
      {
        option: 'Move to accounting software that handles eInvoices now',
        chooseWhen: 'you are changing systems anyway or invoice large customers who will start sending eInvoices in 2028.',
      },
      {
        option: 'Keep PDF invoicing until your phase',
        chooseWhen:
          'you trade only in Ireland, are not a large corporate, and your provider has a plan to receive eInvoices by November 2028.',
      },
    ],
    next30: [
      'Ask your accounting software provider whether it can receive EN 16931 eInvoices and by when.',
      'List customers and suppliers who trade across the EU, since they move in the 2029 phase.',
    ],
    next90: [
      'Clean up customer and supplier master data (VAT numbers, addresses) that structured invoices depend on.',
      'Plan the budget for software changes before November 2028.',
    ],
    sources: [cp.revenueEinvoicingPhaseOne, cp.einvoicingPhasesAvalara, r17.ogpEinvoicingSuppliers, r17.ecEinvoicingIreland],
    dates: [
      {
        on: '2028-11-01',
        kind: 'starts',
        measure: 'Phase One of eInvoicing: large corporates send eInvoices, and every business must be able to receive them',
        said: 'From 1 November 2028 every business in Ireland must be able to receive structured eInvoices',
        source: cp.revenueEinvoicingPhaseOne,
      },
    ],
  },
  {
    slug: 'invoice-fraud-reporting',
    area: 'risk_resilience',
    title: 'Invoice redirect fraud and hacked email: who to report it to',
    keywords: [
      'invoice fraud',
      'invoice redirect fraud',
      'business email compromise',
      'hacked email',
      'email hacked',
      'fraudster',
      'scam',
      'payment fraud',
      'changed bank details',
      'cyber crime',
      'report fraud',
      'Gardaí',
      'NCSC',
      'CSIRT-IE',
    ],
    takeaway:
      'Online fraud such as an invoice paid into a fraudster’s account after an email break-in is a crime to report to An Garda Síochána and your bank at once, because the National Cyber Security Centre’s CSIRT-IE handles incidents only for Government and critical national infrastructure.',
    guidance: [
      'The NCSC separates cyber security incidents from cyber crime: online fraud, extortion and email threats are cyber crimes, and a victim should contact An Garda Síochána; CSIRT-IE, the NCSC’s Computer Security Incident Response Team, serves Government bodies and critical national infrastructure providers.',
      'Gardaí ask businesses to report invoice redirect fraud to their local Garda station and their bank immediately, since the money moves quickly and early reporting is what gives a chance of stopping or recovering it.',
      'Call your bank and the customer’s bank the same day with the payment details, and keep the emails and headers as evidence for the Garda report.',
      'Before paying or asking a customer to pay to new bank details, confirm the change by phone with a known contact, never with a number in the email.',
      'After the break-in, reset passwords, turn on multi-factor authentication and check the mailbox for forwarding rules the attacker may have set, with your IT provider.',
    ],
    options: [
      {
        option: 'Report to the Gardaí and the banks straight away',
        chooseWhen: 'money has been paid to a wrong account or an email account has been taken over.',
      },
      {
        option: 'Tighten payment checks first',
        chooseWhen: 'no money has moved yet but a suspicious request to change bank details has arrived.',
      },
    ],
    next30: [
      'Write a one-page procedure for a suspected invoice fraud: who calls the bank, who reports to the Gardaí, what evidence to keep.',
      'Turn on multi-factor authentication for every email account in the business.',
    ],
    next90: [
      'Tell customers in writing that your bank details will never change by email alone.',
      'Ask your insurer whether your policy covers social engineering or invoice fraud losses.',
    ],
    sources: [cp.ncscIncidentReporting, cp.gardaInvoiceRedirect],
  },
];
