// Topics an owner meets that no entry held, found in a breadth pass over the RSA's, Revenue's, the NDLS's, the
// European Commission's and Transport for London's own pages (29 November 2026), not from a question set: ATA carnets,
// VAT on diesel and petrol, the London HGV safety permit, exchanging a foreign licence, and Intrastat and VIES. Facts from the pages in knowledge/sources-breadth-official.ts.
import { breadthOfficialSources as s } from '../sources-breadth-official.ts';
import type { KnowledgeEntry } from '../types.ts';

export const breadthOfficialEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'ata-carnet-temporary-admission',
    area: 'market_lane',
    title: 'ATA carnets: taking samples, exhibition goods and professional equipment out of the EU and back',
    keywords: [
      'ATA carnet',
      'carnet',
      'temporary admission',
      'temporary export',
      'trade fair',
      'trade show',
      'exhibition goods',
      'commercial samples',
      'professional equipment',
      'Dublin Chamber',
      'goods coming back',
      'bring back',
    ],
    takeaway:
      'An ATA carnet replaces the normal customs declarations and the security for import charges when professional equipment, goods for exhibitions, fairs or meetings, or commercial samples go abroad for a while and come back, and in Ireland it is issued by the Dublin Chamber of Commerce.',
    guidance: [
      'Revenue limits the ATA carnet to three kinds of goods: professional equipment, goods for display or use at an exhibition, fair or meeting, and commercial samples; it cannot be used for goods sent by post.',
      'The Dublin Chamber of Commerce is Ireland’s issuing and guaranteeing association, so the owner of the goods applies there and the carnet then stands as the customs document and the security for charges in the countries on it.',
      'At each border the goods are listed on the carnet’s voucher and presented to customs, who stamp it and set a final date for re-export that is never later than the carnet’s expiry; on the way back the goods must carry the same identifying numbers as on the importation voucher.',
      'If the goods are not re-exported in time and in the right way, or are used for another purpose, the import charges become payable on demand, so keep every item together and on schedule.',
      'A carnet is not accepted for goods in transit, including goods moved under customs control between two points in the State, so a haulier moving ordinary freight uses transit (NCTS) instead.',
    ],
    options: [
      {
        option: 'Ask the customer to get the carnet and carry it with the load',
        chooseWhen: 'you are hauling a customer’s show stand, samples or equipment to a fair outside the EU and back.',
      },
      {
        option: 'Use an ordinary temporary admission or export declaration through a customs agent',
        chooseWhen: 'the goods are not professional equipment, exhibition goods or samples, or travel by post.',
      },
    ],
    next30: [
      'Check whether any load this quarter goes to a fair or job outside the EU and comes back.',
      'Confirm who holds the carnet and that the driver has it with the goods.',
    ],
    next90: [
      'Add carnet checks to the booking form for exhibition and equipment work.',
      'Keep a copy of each stamped voucher until the carnet is discharged.',
    ],
    sources: [s.ataCarnetOverview, s.ataCarnetProcedure, s.ataCarnetTransit],
  },
  {
    slug: 'vat-on-diesel-and-petrol',
    area: 'cost_unit_economics',
    title: 'Reclaiming VAT on fuel: diesel yes, petrol no',
    keywords: [
      'VAT on diesel',
      'VAT on petrol',
      'VAT on fuel',
      'reclaim VAT fuel',
      'claim back VAT',
      'input VAT',
      'fuel VAT',
      'petrol van',
      'VAT deductible',
      'section 60',
      'fuel receipts',
    ],
    takeaway:
      'A VAT-registered business can deduct the VAT on diesel used in the business like any other cost, but section 60 of the VAT Consolidation Act 2010 blocks any deduction of VAT on petrol, even for a taxable business.',
    guidance: [
      'There is no VAT rebate on road fuel as such: the difference is the right to deduct input VAT, which a VAT-registered haulier or courier has on diesel bought for the business.',
      'Section 60 of the VAT Consolidation Act 2010 blocks deduction on petrol, and on food, drink, accommodation and entertainment, because they are hard to tell apart from private use.',
      'The petrol block has applied since 1972 and Ireland keeps it under Article 176 of the EU VAT Directive, so it is not a temporary measure to wait out.',
      'A petrol van therefore costs the business the full VAT on every fill, so count that in the running cost when comparing petrol, diesel and electric vans.',
      'Keep VAT invoices for the diesel (fuel-card statements that show the VAT), since the deduction depends on them; the Diesel Rebate Scheme on mineral oil tax is a separate relief for licensed hauliers.',
    ],
    options: [
      { option: 'Run diesel or electric vans', chooseWhen: 'you are VAT-registered and want the fuel’s VAT back.' },
      {
        option: 'Keep a petrol vehicle',
        chooseWhen: 'its purchase price or low mileage outweighs the VAT you cannot reclaim on its fuel.',
      },
    ],
    next30: [
      'Check that fuel-card statements show the VAT on diesel and reach the bookkeeper each month.',
      'List any petrol vehicles and the VAT paid on their fuel last year.',
    ],
    next90: [
      'Include the unreclaimable VAT on petrol in the next van replacement comparison.',
      'Confirm the diesel VAT is claimed on every VAT return.',
    ],
    sources: [s.vatOnFuelDail, s.vatOnFuelDail2019],
  },
  {
    slug: 'london-hgv-safety-permit',
    area: 'market_lane',
    title: 'Delivering into London: the HGV safety permit and the Direct Vision Standard',
    keywords: [
      'London',
      'HGV safety permit',
      'Direct Vision Standard',
      'DVS',
      'star rating',
      'three star',
      'Progressive Safe System',
      'TfL',
      'Transport for London',
      'Greater London',
      'deliveries to London',
      'PCN',
    ],
    takeaway:
      'Every lorry over 12 tonnes gross vehicle weight needs a free HGV safety permit from Transport for London before it is driven on any public road in Greater London, and since 28 October 2024 the permit needs a three-star Direct Vision Standard rating or the Progressive Safe System fitted.',
    guidance: [
      'The scheme covers most of Greater London, 24 hours a day, every day, and applies to lorries from Ireland as much as to British ones; without a valid permit the vehicle gets a penalty charge notice (PCN).',
      'The Direct Vision Standard rates how much the driver sees directly through the cab windows, from zero stars (limited) to five (good); the rating is set at manufacture and cannot be changed.',
      'From 28 October 2024 the minimum rose from one star to three; permits for zero-, one- and two-star lorries expired at midnight on 27 October 2024, and such lorries now need the Progressive Safe System (cameras, sensors and warnings) fitted to get a new permit.',
      'Applying is free: check whether TfL holds the vehicle’s star rating, then apply per vehicle before the journey, and for a newly registered truck start as early as possible.',
      'The permit is about vision and safety equipment only; the UK HGV Road User Levy and the GVMS goods movement reference are separate requirements for the same trip.',
    ],
    options: [
      {
        option: 'Send only three-star or better trucks into London',
        chooseWhen: 'you have newer cabs with a known rating of three stars or more.',
      },
      {
        option: 'Fit the Progressive Safe System to the trucks that go',
        chooseWhen: 'the London work is regular but the cab is rated below three stars.',
      },
      {
        option: 'Hand the London leg to a UK partner',
        chooseWhen: 'London drops are occasional and your fleet is not rated for the permit.',
      },
    ],
    next30: [
      'Look up the star rating of every truck over 12 tonnes that could go to London.',
      'Apply for permits for those trucks before any London booking.',
    ],
    next90: [
      'Quote the cost of the Progressive Safe System for lower-rated trucks on London work.',
      'Add the permit to the pre-trip checklist for UK runs with the levy and the GMR.',
    ],
    sources: [s.tflDirectVision, s.tflPermitConditions],
  },
  {
    slug: 'foreign-driving-licence-exchange',
    area: 'workforce_capability',
    title: 'Exchanging a foreign driving licence for an Irish one, truck categories included',
    keywords: [
      'exchange licence',
      'licence exchange',
      'foreign licence',
      'foreign driver',
      'EU licence',
      'recognised states',
      'exchange agreement',
      'NDLS',
      'driver from abroad',
      'overseas licence',
      'truck licence from abroad',
      'South Africa',
      'medical report',
    ],
    takeaway:
      'A driver with an EU or EEA licence may drive in Ireland while it is valid and exchange it for an Irish licence within 10 years of its expiry, but a licence from outside the EEA can be exchanged only from a recognised state, and only a few of those agreements cover truck and bus categories.',
    guidance: [
      'An EU or EEA licence is valid here as it stands; to exchange it at the National Driver Licence Service (NDLS), apply within 10 years of its expiry, with the issuing authority’s letter of entitlement if it has expired.',
      'Ireland exchanges licences from its recognised states only (among them Australia, Japan, South Africa, South Korea, Switzerland, New Zealand, Taiwan and several Canadian provinces); a licence that was itself obtained by exchange from a country without an agreement cannot be exchanged.',
      'In 2021 the Minister said only five of the exchange agreements also recognised truck and bus categories; New Zealand’s, for example, covers cars (B) but not trucks (C), so check the categories before counting on a driver from abroad.',
      'Under EU law a truck or bus category (C or D) is exchanged only with a completed medical report; without one the driver can sign to leave those categories off and have them reinstated later with the report.',
      'A driver whose licence cannot be exchanged must qualify here from the start, so allow for the learner permit and test route in the recruitment plan, alongside the employment permit, Driver CPC and tachograph card.',
    ],
    options: [
      {
        option: 'Recruit drivers with EU/EEA licences or from recognised states with truck categories',
        chooseWhen: 'you need a driver on the road quickly after arrival.',
      },
      {
        option: 'Train a driver through the Irish licence route',
        chooseWhen: 'the licence comes from a country with no exchange agreement for trucks.',
      },
    ],
    next30: [
      'Check each foreign driver’s licence against the NDLS list of recognised states and its categories.',
      'Book the medical report for anyone exchanging truck categories.',
    ],
    next90: [
      'Keep a copy of each exchanged licence with its categories and expiry on the driver file.',
      'Plan training time for drivers whose licences cannot be exchanged.',
    ],
    sources: [s.ndlsForeignLicences, s.licenceExchangeTrucksDail, s.licenceExchangeMedicalDail, s.licenceExchangeNzDail],
  },
  {
    slug: 'intrastat-and-vies-returns',
    area: 'technology_data',
    title: 'Intrastat and VIES returns on trade with other EU countries',
    keywords: [
      'Intrastat',
      'VIES',
      'VIES return',
      'Intrastat threshold',
      'arrivals',
      'dispatches',
      'EU trade statistics',
      'VAT 3',
      'E1 E2',
      'intra-EU',
      'VIMA',
      'monthly return',
    ],
    takeaway:
      'A business whose goods arriving from or dispatched to other EU countries exceed €750,000 a year each way (the thresholds since 2025) files a detailed Intrastat return every month by the 23rd, while a VIES statement has no threshold at all for zero-rated supplies to VAT-registered customers in other EU countries.',
    guidance: [
      'Intrastat collects statistics on goods moving between EU countries; Revenue raised both annual thresholds to €750,000 in 2025 (arrivals from €500,000, dispatches from €635,000).',
      'Once over a threshold, the trader files a detailed monthly declaration by the 23rd day of the following month through ROS; below it, the VAT 3 return’s boxes E1 and E2 still carry the value of goods dispatched and received.',
      'VIES is separate and has no threshold: every VAT-registered trader who zero-rates goods or services to a VAT-registered trader in another EU country submits a VIES statement, whatever the value, which includes haulage services invoiced to EU business customers under the reverse charge.',
      'For a distributor the figures come from the goods themselves (commodity code, net mass, value, country, mode of transport); a haulier carrying someone else’s goods is not the one who declares them.',
      'Revenue’s VIES and Intrastat section (VIMA, in Dundalk) handles both returns, and the Intrastat Traders Manual sets out the special cases (repairs and returns, leasing and hire, free zones and customs warehouses), so check it before the first return.',
    ],
    options: [
      {
        option: 'File Intrastat in house through ROS',
        chooseWhen: 'your system already holds commodity codes, weights and values per shipment.',
      },
      {
        option: 'Use an agent or bureau',
        chooseWhen: 'you have just crossed the threshold and lack the data fields.',
      },
    ],
    next30: [
      'Add up the last 12 months of EU arrivals and dispatches against the €750,000 thresholds.',
      'Check that VIES statements are filed for every EU business customer invoiced at zero or under reverse charge.',
    ],
    next90: [
      'Make sure each shipment record holds commodity code, net mass and value.',
      'Diary the 23rd of each month if you are over a threshold.',
    ],
    sources: [s.intrastatManual2025, s.viesNoThreshold],
  },
];
