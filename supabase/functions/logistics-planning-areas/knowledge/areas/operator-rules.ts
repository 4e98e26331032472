// What an Irish haulier, courier or distributor meets in an ordinary month
// that the earlier entries left without figures: driver cards and tachograph
// inspections, rest periods, speed and drink-driving limits, truck licences,
// the RSA's operator risk rating, ferry customs for British traffic, height
// and abnormal loads, motor tax and the depot charging grant. Added from the
// second pass over the coverage map (docs/knowledge/logistics-coverage.md).
import { employerSources as es } from '../sources-employer.ts';
import { namedFactSources as n } from '../sources-named-facts.ts';
import { operatorSources as os } from '../sources-operators.ts';
import { sources } from '../sources.ts';
import { ferryParcelsAndDutiesSources as fp } from '../sources-ferry-parcels-and-duties.ts';
import { roundSixteenSources as r16 } from '../sources-round-sixteen.ts';
import { roundEighteenSources as r18 } from '../sources-round-eighteen.ts';
import type { KnowledgeEntry } from '../types.ts';

export const operatorRuleEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'tachograph-driver-card',
    area: 'workforce_capability',
    title: 'Tachograph driver cards: applying, renewing and driving when a card is lost',
    keywords: [
      'driver card',
      'tacho card',
      'lost driver card',
      'lost tacho card',
      'stolen tachograph card',
      'damaged driver card',
      'card not working',
      'replacement card',
      'renew driver card',
      'driver card expired',
      'driver card fee',
      'drive without a card',
      'printouts',
      'Category B licence',
      'heavier electric van',
      '4.2-tonne van',
      'electric van on a car licence',
    ],
    takeaway:
      'A tachograph driver card lasts five years and costs €45 online, and if it is lost, stolen or faulty the driver may keep driving for up to 15 days on signed printouts while the replacement is applied for.',
    guidance: [
      'The RSA issues a tachograph driver card to a driver resident in Ireland with a PPS number who holds a licence with a bus or truck category, or a Category B licence where a Category B vehicle needs a card (such as an electric van of up to 4.2 tonnes); each card belongs to one driver, is valid for five years and holds about 28 days of activity.',
      'A card costs €45 if you apply online and €60 by post, and the same fee applies to a replacement unless a returned card turns out to have a manufacturing fault.',
      'EU rules require a driver whose card is lost, stolen, damaged or faulty to apply for a replacement within seven calendar days, and the issuing authority then has eight working days to send it (Article 29 of Regulation (EU) No 165/2014).',
      'Meanwhile the driver may drive without a card for at most 15 days, taking a printout from the vehicle unit before and after each working day, signed on the back with the driver number.',
      'A lost or stolen card needs a Garda report completed on the application, and a damaged or faulty card must be sent back to the RSA with the application.',
    ],
    options: [
      {
        option: 'Keep a card register in the transport office',
        chooseWhen: 'you have more than a handful of drivers whose cards expire at different times.',
      },
      {
        option: 'Leave renewals to drivers with a reminder',
        chooseWhen: 'your drivers are few or are owner-drivers who manage their own cards.',
      },
    ],
    next30: [
      'List every driver card with its expiry date and start renewals for any that expire in the next two months.',
      'Put the lost-card routine (Garda report, printouts before and after each day, application within seven days) on a card in every cab.',
    ],
    next90: [
      'Add card expiry dates to the transport manager’s monthly checks.',
      'Check that every vehicle unit has printer paper and that drivers know how to make and sign a printout.',
    ],
    sources: [os.rsaDriverCardApply, n.rsaDriverCardApply, os.rsaDriverCardReplacement, os.tachographRegulation],
  },
  {
    slug: 'tachograph-calibration',
    area: 'risk_resilience',
    title: 'Tachograph calibration and the two-yearly inspection',
    keywords: [
      'tachograph calibration',
      'tacho calibration',
      'tachograph inspection',
      'tacho check',
      'tachograph workshop',
      'approved workshop',
      'installation plaque',
      'tachograph seals',
      'recalibration',
      'new tyres tachograph',
      'NSAI',
      'smart tachograph',
      'smart tacho',
      'satellite positioning',
      'GNSS',
    ],
    takeaway:
      'Every tachograph must be inspected and calibrated by an approved workshop at least once every two years, and sooner after a repair, a change of tyre size, a new registration or a clock more than 20 minutes out.',
    guidance: [
      'Commission Implementing Regulation (EU) 2016/799 requires a periodic inspection at least once within 24 months of the last one, and also after any repair of the equipment, a change to the vehicle’s characteristic coefficient or tyre circumference, a UTC clock error of more than 20 minutes, or a new registration number.',
      'The inspection checks that the tachograph works and stores data on the cards, that it is installed within tolerance, that the type-approval mark and installation plaque are present and that the seals are intact, and it includes a calibration.',
      'In Ireland only workshops approved by the National Standards Authority of Ireland (NSAI) may install, repair or inspect tachographs (S.I. 62 of 2008), and doing that work without approval is an offence.',
      'Workshops must note any broken seals or manipulation devices they find in their inspection reports and keep those reports for at least two years; keep each vehicle’s inspection date in the maintenance calendar beside its CVRT date.',
      'A smart tachograph linked to satellite positioning records the vehicle’s position automatically at the start of the daily work period, every three hours of accumulated driving time and at the end of the day.',
    ],
    options: [
      {
        option: 'Book the tachograph inspection with the CVRT preparation',
        chooseWhen: 'your maintenance provider is also an approved tachograph workshop.',
      },
      { option: 'Use a separate approved tachograph centre', chooseWhen: 'your garage is not NSAI-approved for tachograph work.' },
    ],
    next30: [
      'Read the installation plaque on every vehicle and list any whose last inspection is more than 20 months ago.',
      'Check that every vehicle whose tyre size changed since its last inspection has been recalibrated.',
    ],
    next90: [
      'Book the inspections due in the next six months with an approved workshop.',
      'Add “recalibrate after tyre size change or repair” to the workshop job-card checklist.',
    ],
    sources: [os.tachographInspection, os.workshopApproval, fp.smartTachographPosition],
  },
  {
    slug: 'tachograph-border-crossings',
    area: 'market_lane',
    title: 'Recording border crossings on the tachograph',
    keywords: [
      'border crossing',
      'crossing the border',
      'country symbol',
      'enter country on tachograph',
      'manual entry',
      'cross a border',
      'crossing into another country',
      'tachograph country entry',
      'tacho border crossing',
      'tacho entry when crossing',
      'ferry arrival',
      'smart tachograph version 2',
      'Mobility Package tachograph',
      'international drivers',
      'continental trips',
    ],
    takeaway:
      'Since 2 February 2022 a driver with a digital tachograph must enter the symbol of each EU country entered at the first possible stop after the border, until a smart tachograph version 2 records crossings itself.',
    guidance: [
      'Article 34(7) of Regulation (EU) No 165/2014 has required drivers of vehicles with a digital tachograph, including the first smart version, to enter by hand the symbol of the country they enter after crossing a Member State border since 2 February 2022; with an analogue tachograph the duty began on 20 August 2020.',
      'The entry is made at the first stop in the new country, at the nearest possible stopping place at or after the border; after a ferry or train crossing it is made at the port or station of arrival.',
      'The rule exists so that officers can check cabotage and the posting of drivers, but it applies to every vehicle under the tachograph rules, whatever the operation.',
      'The smart tachograph version 2 records border crossings by itself: it is required in vehicles first registered from 21 August 2023, had to be retrofitted by 31 December 2024 (analogue or older digital units) or 18 August 2025 (first smart version), and from 1 July 2026 covers vans of 2.5 to 3.5 tonnes in international work.',
    ],
    options: [
      {
        option: 'Retrofit or replace units so crossings record themselves',
        chooseWhen: 'trucks still on older units cross borders often.',
      },
      { option: 'Brief drivers and check manual entries in the downloads', chooseWhen: 'international trips are occasional.' },
    ],
    next30: [
      'Check the last month’s downloads of every international trip for the country entries after each border.',
      'Confirm which vehicles in international work carry the smart tachograph version 2.',
    ],
    next90: [
      'Add border entries to the driver induction for continental work.',
      'Include missing country entries in the monthly infringement review.',
    ],
    sources: [os.borderCrossings, os.tachographRegulation],
    dates: [
      {
        on: '2022-02-02',
        kind: 'starts',
        measure: 'the manual recording of border crossings on digital tachographs',
        said: 'Since 2 February 2022 a driver with a digital tachograph must enter the symbol of each EU country entered',
        source: os.borderCrossings,
      },
    ],
  },
  {
    slug: 'daily-and-weekly-rest',
    area: 'workforce_capability',
    title: 'Drivers’ rest between duties: daily rest, reduced and split rests, and the weekly rest',
    keywords: [
      'daily rest',
      'driver rest',
      'rest for drivers',
      'rest between shifts',
      'overnight rest',
      'reduced daily rest',
      'split rest',
      'rest of nine',
      'rest on the ferry',
      'double manning',
      'compensation',
    ],
    takeaway:
      'A driver needs at least 11 hours of daily rest, which may drop to 9 hours no more than three times between weekly rests or be split into 3 hours then 9, and a weekly rest of 45 hours that may be cut to 24 hours every second week.',
    guidance: [
      'Regulation (EC) No 561/2006 sets a regular daily rest of at least 11 hours; it may be reduced to at least 9 hours no more than three times between two weekly rests, or taken as 3 hours followed by 9 hours, 12 hours in all.',
      'A regular weekly rest is 45 hours in a row, due after six days of work; every second week it may be reduced to 24 hours, with the shortfall made up in one block before the end of the third week after.',
      'When the driver travels with the vehicle on a ferry or train, a regular daily rest may be interrupted at most twice, for no more than one hour in total, to drive on or off, and the driver must have a bunk or couchette.',
      'With two or more on board (multi-manning), each must have had a daily rest of at least 9 hours within 30 hours.',
      'Since 20 August 2020 a regular weekly rest, or a weekly rest of more than 45 hours taken as compensation, may not be taken in the cab: it must be in suitable accommodation with sleeping and sanitary facilities, paid for by the employer, and the work must be planned so each driver can return to the operating centre or to their place of residence at least every four weeks to spend a regular weekly rest there.',
    ],
    options: [
      {
        option: 'Use reduced rests only as a planned exception',
        chooseWhen: 'a few trips a week run late, and the three reduced rests cover them.',
      },
      {
        option: 'Double-man the long continental legs',
        chooseWhen: 'a route cannot be done inside one driver’s daily and weekly rests.',
      },
    ],
    next30: [
      'Count how many reduced daily and weekly rests each driver took last month, and which plans caused them.',
      'Check that every reduced weekly rest was made up within three weeks.',
    ],
    next90: [
      'Add the rest rules to the planning board so a plan that needs a fourth reduced rest is flagged.',
      'Review ferry bookings so crossings fall inside a regular daily rest.',
    ],
    sources: [os.drivingTimeRules, os.dailyRestFerry, sources.drivingTime, n.weeklyRestAccommodation],
  },
  {
    slug: 'hgv-speed-limits',
    area: 'risk_resilience',
    title: 'Speed limits and speed limiters for trucks',
    keywords: [
      'truck speed limit',
      'HGV speed limit',
      'lorry speed on motorway',
      '80 km/h',
      '90 km/h',
      'speed limiter',
      'speed limiters',
      'towing speed limit',
      'trailer speed',
      'speeding',
      'how fast can a truck go',
      'local roads',
      'rural roads',
      '60 km/h',
    ],
    takeaway:
      'A goods vehicle over 3,500 kg, and any vehicle towing a trailer, is limited to 80 km/h on every Irish road including motorways, even where the signs show a higher limit.',
    guidance: [
      'Since 20 January 2005 (S.I. 9 of 2005) an ordinary speed limit of 80 km/h applies to goods vehicles with a design gross weight over 3,500 kg and to any vehicle towing a trailer, on all public roads including motorways, unless a lower limit applies.',
      'No separate signs show these vehicle limits: road signs give the road’s limit, and the driver must know the lower limit that applies to the vehicle.',
      'Goods vehicles over 3,500 kg first registered from 1 January 2005 must have a speed limiter fitted and set so they cannot exceed 90 km/h (S.I. 831 of 2005); heavier goods vehicles over 12,000 kg needed one before that.',
      'Plan journey times at 80 km/h, not at the motorway’s posted limit, or the schedule itself pushes drivers to speed.',
      'On rural local roads (numbered L, or unnumbered) the default limit fell from 80 km/h to 60 km/h on 7 February 2025, so a truck on those roads is limited to 60 km/h, and the striped rural speed limit sign now means 60 km/h.',
    ],
    options: [
      { option: 'Plan every route at 80 km/h on motorways', chooseWhen: 'drivers report that schedules only work at higher speeds.' },
      { option: 'Use telematics speed alerts', chooseWhen: 'you want to coach drivers who run at the limiter on every trip.' },
    ],
    next30: [
      'Re-time your ten most common routes at 80 km/h and compare them with the times customers were promised.',
      'Check telematics for vehicles regularly running above 80 km/h.',
    ],
    next90: [
      'Agree delivery windows with customers on the re-timed routes.',
      'Include the 80 km/h rule and its reasons in driver induction.',
    ],
    sources: [os.speedLimitGoods, os.speedLimiters, es.ruralSpeedLimit],
    dates: [
      {
        on: '2005-01-20',
        kind: 'starts',
        measure: 'the 80 km/h ordinary speed limit for goods vehicles over 3,500 kg',
        said: 'Since 20 January 2005 (S.I. 9 of 2005) an ordinary speed limit of 80 km/h applies to goods vehicles',
        source: os.speedLimitGoods,
      },
    ],
  },
  {
    slug: 'drink-driving-limits',
    area: 'workforce_capability',
    title: 'Drink and drug driving limits for professional drivers',
    keywords: [
      'drink driving',
      'alcohol limit',
      'blood alcohol',
      '20mg',
      'morning after',
      'breath test',
      'over the limit',
      'disqualified',
      'alcohol policy',
      'drug driving',
      'drug test',
      'cannabis',
      'drug driving ban',
    ],
    takeaway:
      'Professional drivers of goods vehicles, buses and public service vehicles must stay under 20 mg of alcohol per 100 ml of blood, well below the 50 mg limit for other experienced drivers, and anyone caught over the limit is disqualified.',
    guidance: [
      'Since 2011 the blood alcohol limit has been 50 mg per 100 ml of blood for most drivers and 20 mg for specified drivers: learners, drivers in the two years after passing their test, and professional drivers of goods vehicles, buses and public service vehicles.',
      'Since 26 October 2018 (Road Traffic (Amendment) Act 2018) every driver caught over the limit faces disqualification; the penalty-points option for the lowest readings was removed.',
      'At 20 mg one drink can be enough to put a driver over, and alcohol from the evening before can still be there at an early start.',
      'Drug driving carries a minimum one-year disqualification for a driver over the legal limit for cannabis, cocaine or heroin, and at least four years for a driver impaired by drugs, with fines of up to €5,000.',
      'A disqualification can cost a professional his licence for months and with it the job, so write the 20 mg limit and a no-alcohol-before-duty rule into the staff handbook.',
    ],
    options: [
      {
        option: 'A written alcohol and drugs policy with a no-drink-before-duty rule',
        chooseWhen: 'you employ drivers and want a clear standard applied to everyone.',
      },
      {
        option: 'Add early-start rostering rules',
        chooseWhen: 'drivers start before dawn after weekends or social events.',
      },
    ],
    next30: [
      'Tell every driver in writing that the 20 mg limit applies to them at work.',
      'Check the driver handbook has an alcohol and drugs policy and who to tell if a driver is unfit.',
    ],
    next90: [
      'Brief supervisors on how to take a driver off duty who seems unfit.',
      'Review early-start rosters after weekends and holidays.',
    ],
    sources: [os.drinkDrivingLimits, os.drinkDriving2018, es.drugDrivingRsa],
    dates: [
      {
        on: '2018-10-26',
        kind: 'starts',
        measure: 'automatic disqualification for every drink driving offence',
        said: 'Since 26 October 2018 (Road Traffic (Amendment) Act 2018) every driver caught over the limit faces disqualification',
        source: os.drinkDriving2018,
      },
    ],
  },
  {
    slug: 'truck-licence-and-learner-permit',
    area: 'workforce_capability',
    title: 'Truck licences and learner permits (categories C1 and C)',
    keywords: [
      'truck licence',
      'HGV licence',
      'C licence',
      'C1 licence',
      'rigid licence',
      'learner permit',
      'truck learner permit',
      'how to get a truck licence',
      'minimum age truck driver',
      'medical for truck licence',
      'accompanied driver',
      'theory test',
    ],
    takeaway:
      'To start driving trucks a person needs a full car licence, the truck theory test and a category C or C1 learner permit, available from age 18, and a learner may drive only with someone who has held that category for at least two years.',
    guidance: [
      'The RSA asks a new truck driver to be normally resident in Ireland, medically fit, hold a full category B licence and pass the category C driver theory test (whose certificate must be used for a first learner permit within two years) before applying for a learner permit; the minimum age for a first C or C1 learner permit is 18.',
      'A category C learner permit costs €35; the first and second permits normally last two years, and a third is issued only to someone who has booked, or sat and failed, the driving test in the previous two years.',
      'A learner must display L-plates, may not drive on motorways, tow a trailer or carry passengers for reward, and must be accompanied by an approved driving instructor or someone who has held a full licence in that category for more than two years.',
      'Truck and bus drivers (Group 2) are held to a higher medical standard than car drivers under the RSA’s Sláinte agus Tiomáint guidelines, so check fitness before funding a trainee.',
      'The RSA’s agreed target for the test is an average wait of ten weeks, but waits reached 27 at the end of April 2025 before more testers were hired, so book the test as soon as the trainee is eligible.',
    ],
    options: [
      {
        option: 'Sponsor a trainee from your own staff',
        chooseWhen: 'a warehouse or van driver wants to move up and you have a qualified driver to accompany them.',
      },
      { option: 'Recruit licensed drivers only', chooseWhen: 'you cannot spare an accompanying driver for the learner period.' },
    ],
    next30: [
      'Ask current van and warehouse staff who would train for a truck licence and check they meet the age and licence conditions.',
      'Name the drivers who have held their category for more than two years and could accompany a learner.',
    ],
    next90: [
      'Budget the learner permit, lessons, driving test and Driver CPC for one or two trainees.',
      'Plan the trainee’s accompanied routes away from motorways.',
    ],
    sources: [os.truckPrepare, os.truckLearnerPermit, os.medicalFitness, r16.drivingTestWaitAnswer],
  },
  {
    slug: 'operator-risk-rating',
    area: 'risk_resilience',
    title: 'The RSA’s operator risk rating: why some hauliers are inspected more often',
    keywords: [
      'risk rating',
      'CVORI',
      'operator risk',
      'red amber green',
      'RSA inspection',
      'roadside check',
      'premises inspection',
      'targeted for inspection',
      'operator portal',
      'self-declaration',
      'compliance rating',
    ],
    takeaway:
      'The RSA rates heavy vehicle operators red, amber or green for roadworthiness and, separately, for drivers’ hours over a rolling three years, and a red rating means more roadside and premises inspections.',
    guidance: [
      'The rating, introduced as CVORI (Commercial Vehicle Operator Risk Indicator), covers operators of heavy goods vehicles, trailers, buses and ambulances and is based on data the RSA collects over a rolling three-year period, such as test results and inspections.',
      'There are two ratings: roadworthiness (vehicle condition and maintenance duties) and drivers’ hours (driving time and tachograph rules, working time, the operator licence and Driver CPC), so an operator can be green on one and red on the other.',
      'An operator sees only its own rating, in its CVRT online account, after registering and making a self-declaration of its fleet; the RSA does not share it with anyone else.',
      'Trade press reports that the RSA now computes the rating with the common EU formula of Commission Implementing Regulation (EU) 2022/695 in place of CVORI, still shown as red, amber or green.',
      'The quickest way to improve a rating is the basics: vehicles that pass the CVRT first time, defects fixed before the test, and drivers kept within the hours and tachograph rules.',
    ],
    options: [
      {
        option: 'Review the rating monthly with the transport manager',
        chooseWhen: 'you run heavy vehicles and have an online CVRT account.',
      },
      {
        option: 'Commission an independent compliance audit',
        chooseWhen: 'your rating is amber or red and you do not know why.',
      },
    ],
    next30: [
      'Log in to your CVRT online account, check the self-declaration is current and read both ratings.',
      'List the test failures and inspection findings of the last three years that drive the rating.',
    ],
    next90: [
      'Fix the causes of repeat test failures with your maintenance provider.',
      'Set a target of a first-time CVRT pass for every vehicle and report it monthly.',
    ],
    sources: [os.operatorRiskRating, os.euRiskFormula],
  },
  {
    slug: 'gb-roro-pre-boarding',
    area: 'market_lane',
    title: 'Ferry freight to and from Britain: the Pre-Boarding Notification (PBN)',
    keywords: [
      'PBN',
      'pre-boarding notification',
      'RoRo',
      'customs RoRo service',
      'Holyhead',
      'Dublin Port customs',
      'Rosslare customs',
      'goods from Britain',
      'good to proceed',
      'MRN',
      'ferry customs',
      'piggyback trailers',
      'refused boarding',
      'turned away',
      'ferry check-in',
    ],
    takeaway:
      'Every vehicle booked as freight on a RoRo ferry between Britain and Ireland needs a Pre-Boarding Notification holding the customs declarations for all its goods, and a truck whose PBN is not at “Good to proceed to check-in” will not be allowed to board.',
    guidance: [
      'The haulier is responsible for the PBN but may delegate it to the declarant, importer, exporter, clearance agent or logistics company; it is created on Revenue’s Customs RoRo Service and gets a unique PBN ID.',
      'The paperwork before boarding is three things: customs declarations for all goods on the vehicle, lodged with Revenue before the goods leave for the ferry terminal in Great Britain or Ireland; the entry summary declaration (ENS, the safety and security declaration) for the goods; and the PBN, created on Revenue’s Customs RoRo Service with each declaration’s Master Reference Number (MRN) added to it, and any sanitary and phytosanitary pre-notification done.',
      'Give the PBN ID to the driver and to the ferry company with the booking, add a mobile number and email to receive the customs channel, and check the status before the truck sets off; without “Good to proceed to check-in” it is told to leave the port.',
      'Empty trailers carried stacked (“piggyback”) can move through Dublin and Rosslare on a PBN using a standing authorisation number that hauliers apply to Revenue for.',
      'Agree in writing with each customer or agent who lodges the declarations and who creates the PBN, so a missing MRN does not leave a driver at the gate.',
    ],
    options: [
      { option: 'Create PBNs in-house', chooseWhen: 'you run regular GB sailings and customers send their MRNs on time.' },
      { option: 'Delegate PBNs to a customs agent', chooseWhen: 'sailings are occasional or loads are groupage with many declarations.' },
    ],
    next30: [
      'Name who creates the PBN for each regular GB customer and lane.',
      'Check last month’s GB sailings for trucks delayed or turned away for a PBN problem.',
    ],
    next90: [
      'Set a cut-off time for customers to send MRNs before each sailing.',
      'Apply for a piggyback authorisation if you move stacked empty trailers.',
    ],
    sources: [os.preBoardingNotification, os.piggybackTrailers, r18.revenueCustomsChecksStatement2021],
  },
  {
    slug: 'eori-registration',
    area: 'market_lane',
    title: 'EORI numbers: the customs registration behind every declaration',
    keywords: [
      'EORI',
      'EORI number',
      'customs registration',
      'register for customs',
      'UK EORI',
      'trading with Britain',
      'importing from the UK',
      'exporting to the UK',
      'ROS customs',
      'Eircode',
    ],
    takeaway:
      'Any business importing or exporting goods into or out of the EU needs an EORI number, registered through Revenue Online Service with its Eircode, and a haulier carrying goods through Britain is expected to hold a UK EORI as well.',
    guidance: [
      'The Economic Operators Registration and Identification (EORI) number is valid throughout the EU and identifies the trader in dealings with the customs of every Member State.',
      'Register for Revenue Online Service (ROS) first and then for EORI; the Eircode must be on every EORI registration, new or existing, or declarations may be rejected.',
      'Businesses that held a customs and excise registration in 2009 may already have an EORI aligned to their VAT number: check by entering the VAT number with the IE prefix in the EORI validation service.',
      'Revenue expects every haulier carrying goods through Great Britain to register with HM Revenue and Customs (HMRC) for a UK EORI number.',
      'Keep the EORI numbers of regular customers with their standing instructions, so declarations for a load can be lodged before it leaves.',
    ],
    options: [
      { option: 'Register your own EORI', chooseWhen: 'you import or export goods yourself or lodge declarations in your own name.' },
      { option: 'Rely on your customers’ and agents’ EORIs', chooseWhen: 'you only carry goods and the declarant is always someone else.' },
    ],
    next30: [
      'Check your EORI status by entering your VAT number with the IE prefix in Revenue’s validation service.',
      'Make sure the Eircode is on your ROS profile.',
    ],
    next90: [
      'Register for a UK EORI with HMRC if your trucks cross Britain.',
      'Record each regular customer’s EORI with their customs instructions.',
    ],
    sources: [os.eori, os.throughGreatBritain],
  },
  {
    slug: 'gb-to-ni-via-irish-ports',
    area: 'market_lane',
    title: 'Goods from Britain to Northern Ireland through Dublin or Rosslare',
    keywords: [
      'GB to NI via Dublin',
      'Northern Ireland through Dublin',
      'Belfast via Dublin',
      'goods for Northern Ireland',
      'transit to Northern Ireland',
      'SPS checks',
      'Border Control Post',
      'CHED',
      'TRACES',
      'safety and security declaration',
    ],
    takeaway:
      'Goods landing in Dublin or Rosslare from Britain on their way to Northern Ireland must either travel under customs transit or be cleared on import at the Irish port, with a safety and security declaration and a PBN either way.',
    guidance: [
      'The Government’s guidance (last updated June 2021) says that since 1 January 2021 goods from Great Britain to Northern Ireland through Dublin or Rosslare move under a customs transit procedure or under an import procedure cleared at the port; both need a safety and security declaration, checked at the point of arrival.',
      'If the load includes goods subject to sanitary and phytosanitary controls, import SPS checks take place at the Border Control Post of entry, and the operator must pre-notify it 24 hours before arrival with a Common Health Entry Document (CHED) on TRACES NT and the documents through the Department of Agriculture’s import portal.',
      'The haulier needs a Pre-Boarding Notification at “Good to proceed to check-in” on the Customs RoRo Service before going to the port in Britain.',
      'Everyone in the chain (trader, logistics company, customs agent, haulier) should agree in advance who does each step; most traders use a customs agent.',
      'Compare this route with a direct sailing to Northern Ireland on total time, since the Irish port adds declarations and possible checks.',
    ],
    options: [
      {
        option: 'Move the goods under transit',
        chooseWhen: 'the goods are not to be released in Ireland and a transit guarantee is in place.',
      },
      {
        option: 'Sail direct to Northern Ireland',
        chooseWhen: 'the Irish port adds more time and paperwork than it saves on the crossing.',
      },
    ],
    next30: [
      'List the loads you carry from Britain to Northern Ireland through Irish ports and who lodges their declarations.',
      'Check which of those loads carry SPS goods that need 24 hours’ pre-notification.',
    ],
    next90: [
      'Agree a written split of customs steps with each customer and agent on these loads.',
      'Price the direct sailing to Northern Ireland against the route through Dublin or Rosslare.',
    ],
    sources: [os.gbToNiViaIreland, os.preBoardingNotification, os.daeraChedPrenotification],
  },
  {
    slug: 'vehicle-height-and-abnormal-loads',
    area: 'network_capacity',
    title: 'Vehicle height limit and abnormal loads',
    keywords: [
      'height limit',
      'maximum height',
      '4.65 metres',
      'high load',
      'abnormal load',
      'abnormal load permit',
      'indivisible load',
      'wide load',
      'oversize load',
      'bridge strike',
      'tunnel height',
    ],
    takeaway:
      'No vehicle may be higher than 4.65 metres on Irish roads since 1 November 2013, and a load over the legal weight, height, width or length limits needs an abnormal load permit from the Gardaí, the local authority or both.',
    guidance: [
      'The Department of Transport set a maximum height of 4.65 metres for every vehicle, HGVs included, from 1 November 2013 after a phase-out period; taller vehicles cannot use the Dublin Port, Jack Lynch or Limerick tunnels.',
      'An abnormal load is one that exceeds the weight, height, width or length limits of S.I. 5 of 2003; an indivisible load is an abnormal load that cannot be broken down, such as large equipment.',
      'Moving an abnormal load needs a permit from An Garda Síochána or the local authority, and in some cases both, so allow for their lead times when you quote the job.',
      'The RSA’s weights and dimensions leaflet sets out the maximum weight, height, length and width for each vehicle type and combination; check it before you specify a trailer or accept an unusual load.',
      'Record each vehicle’s laden height in the cab and in the planning system, since bridge strikes happen when the driver does not know the height of the day’s load.',
    ],
    options: [
      {
        option: 'Take abnormal loads with permits and escorts',
        chooseWhen: 'such loads recur and you have the trailers and planning time.',
      },
      {
        option: 'Subcontract abnormal loads to a specialist',
        chooseWhen: 'they are rare and the permits and route surveys would cost more than the margin.',
      },
    ],
    next30: [
      'Measure and record the laden height of every tractor and trailer pairing you run.',
      'List the loads you were offered in the last year that needed an abnormal load permit.',
    ],
    next90: [
      'Write a routine for abnormal load quotes that includes the permit lead time.',
      'Mark low bridges on your regular routes in the planning system.',
    ],
    sources: [os.heightLimit, os.weightsAndDimensionsRsa],
    dates: [
      {
        on: '2013-11-01',
        kind: 'starts',
        measure: 'the 4.65-metre maximum vehicle height',
        said: 'No vehicle may be higher than 4.65 metres on Irish roads since 1 November 2013',
        source: os.heightLimit,
      },
    ],
  },
  {
    slug: 'goods-vehicle-motor-tax',
    area: 'cost_unit_economics',
    title: 'Motor tax on goods vehicles',
    keywords: [
      'motor tax',
      'road tax',
      'truck road tax',
      'commercial motor tax',
      'goods rate',
      'unladen weight',
      'tax disc',
      'van road tax',
      'artic motor tax',
      'weight docket',
      'weighbridge',
      'RF100',
      'motor tax form',
    ],
    takeaway:
      'Goods vehicles pay motor tax on unladen weight, and an articulated vehicle is taxed as one vehicle on the tractor’s unladen weight plus that of the heaviest semi-trailer it will pull during the tax period.',
    guidance: [
      'Since Budget 2016 goods vehicles pay one of four annual rates by unladen weight, confirmed by the Minister for Transport in April 2025: €333 up to 3,000 kg, €420 for 3,001–4,000 kg, €500 for 4,001–12,000 kg and €900 over 12,000 kg, the top band having been cut from €5,195 to €900.',
      'A van or light goods vehicle of up to 3,500 kg design gross weight gets the goods rate only when its owner has a business or trade registered with Revenue, or an employee uses it solely for the employer’s business, shown on a goods declaration (form RF111A).',
      'Taxing a goods vehicle over 3,500 kg design gross weight for the first time is done on form RF100 (from the garage for a new vehicle, or from the NCT centre for an import), with a weight docket from an authorised weighbridge, and a weight master certificate for articulated vehicles over 7,500 kg; renewals use the reminder RF100B or form RF100A.',
      'Because the heaviest semi-trailer sets an artic’s tax, pair light trailers with the tractors that do not need the heavy ones.',
      'Vans and other lighter goods vehicles are taxed in unladen-weight bands, with annual rates of €333 up to 3,000 kg, €420 for 3,001–4,000 kg and €500 for 4,001–5,000 kg; a half-year costs 55.5% and a quarter 28.25% of the annual rate.',
    ],
    options: [
      {
        option: 'Tax each tractor for the trailers it really pulls',
        chooseWhen: 'your trailer fleet has clearly different unladen weights.',
      },
      { option: 'Tax every tractor for the heaviest trailer', chooseWhen: 'trailers are swapped freely between tractors.' },
    ],
    next30: [
      'List each tractor’s unladen weight with the heaviest trailer it pulls and the tax it pays.',
      'Check every van taxed at the goods rate has its goods declaration on file.',
    ],
    next90: [
      'Match tractors and trailers so no tractor is taxed for a heavier trailer than it needs.',
      'Add motor tax to the cost per kilometre of each vehicle.',
    ],
    sources: [os.goodsMotorTax, os.leitrimGoodsTax, n.goodsFirstTaxation, r16.goodsMotorTaxBandsAnswer, r16.goodsMotorTax2016Answer],
  },
  {
    slug: 'depot-charging-grant',
    area: 'fleet_decarbonisation',
    title: 'Depot charging grant for heavy-vehicle fleets (ZEHDV-I)',
    keywords: [
      'depot charging grant',
      'charger grant',
      'chargers at the yard',
      'ZEHDV-I',
      'charging infrastructure grant',
      'recharging infrastructure',
      'charge point grant',
      'logistics hub charging',
      'TII grant',
    ],
    takeaway:
      'TII’s ZEHDV-I grant pays a share of the eligible cost of depot charging infrastructure for heavy-vehicle fleets, set by company size and location, and chargers already ordered or installed are not eligible.',
    guidance: [
      'The Zero-Emission Heavy Duty Vehicle – Recharging Infrastructure Grant Scheme (ZEHDV-I) is funded by the Department of Transport and run by Transport Infrastructure Ireland, with Pierse Fitzgibbon Solicitors as scheme operator for all communications.',
      'The support is a percentage of the eligible costs of developing the recharging infrastructure, and the percentage depends on the size of the company and where the chargers are.',
      'Infrastructure already ordered, purchased and installed is not eligible, so apply before you commit to a supplier.',
      'Applications opened in the week of 20 February 2025; check TII’s page for the current round before you plan the project.',
      'The Minister’s announcement said the scheme is open to every business, including those that do not yet run a vehicle it would serve, and covers depots and logistics hubs.',
    ],
    options: [
      { option: 'Apply for depot chargers before the first truck arrives', chooseWhen: 'you plan electric trucks on back-to-base duties.' },
      {
        option: 'Rely on public charging for a pilot',
        chooseWhen: 'you are trialling one truck and the depot connection needs a long upgrade.',
      },
    ],
    next30: [
      'Ask your electricity network provider for the depot’s spare connection capacity before choosing chargers.',
      'Read the current ZEHDV-I scheme terms and eligible costs on TII’s page.',
    ],
    next90: [
      'Apply for the grant for the charger design that matches your first electric duties.',
      'Line up the purchase grant for the vehicles so chargers and trucks arrive together.',
    ],
    sources: [os.zehdvInfrastructure, os.zehdvIAnnouncement, sources.zehdv],
  },
  {
    slug: 'tachograph-company-card',
    area: 'technology_data',
    title: 'The company card: locking your vehicle units to your business',
    keywords: [
      'company card',
      'company tachograph card',
      'lock in',
      'locking in data',
      'lock out',
      'new truck tachograph',
      'selling a truck',
      'hired-in truck',
      'data protection tachograph',
    ],
    takeaway:
      'Every bus or truck operator must hold a company tachograph card, which unlocks the vehicle unit for downloads and must be used to lock in your data before a vehicle goes into service, because unprotected data is open to anyone.',
    guidance: [
      'The RSA requires every bus or truck operator to hold a company card; it stores no driving data but lets the vehicle unit recognise the operator before data can be downloaded, and it cannot be used for driving.',
      'Lock in with the company card before you start using a vehicle: data cannot be protected after the fact, and unprotected data can be downloaded by anyone, including competitors.',
      'Use the card to protect your data when you hire in or sell a vehicle, so the next user cannot read your records.',
      'Downloading the vehicle unit needs both the company card and a download device, such as a memory stick inserted into the unit.',
      'Apply online for first, extra, renewal or replacement cards; the RSA says an application can take up to three weeks, so order spare cards before they are needed.',
    ],
    options: [
      { option: 'One company card per depot', chooseWhen: 'vehicles are downloaded at several sites.' },
      {
        option: 'Remote download through telematics',
        chooseWhen: 'your telematics provider can hold the company card and download on schedule.',
      },
    ],
    next30: [
      'Check that every vehicle unit shows your company lock-in, including hired-in and recently bought trucks.',
      'Count your company cards against the depots and download devices that need them.',
    ],
    next90: [
      'Add lock-in and lock-out to the checklists for buying, selling and hiring vehicles.',
      'Order a spare company card so a lost card does not stop downloads for three weeks.',
    ],
    sources: [os.companyCard],
  },
  {
    slug: 'marked-fuel-green-diesel',
    area: 'cost_unit_economics',
    title: 'Green diesel in trucks and vans: why it must stay out of the tank',
    keywords: [
      'green diesel',
      'marked gas oil',
      'marked diesel',
      'MGO',
      'rebated fuel',
      'dyed diesel',
      'fuel marker',
      'fuel checkpoint',
      'Revenue fuel test',
      'cheap diesel',
      'fuel laundering',
    ],
    takeaway:
      'Green diesel carries a lower rate of excise on condition that it never goes into a truck or van on the road, and one found with it in the tank can be seized and its owner and driver prosecuted.',
    guidance: [
      'Marked gas oil is diesel taxed at a reduced rate of mineral oil tax on condition that it is used only for qualifying purposes, such as agriculture; it is chemically marked and dyed green to show misuse.',
      'It is illegal to use marked gas oil or marked kerosene in road vehicles; where Revenue officers suspect or detect the marker in a road vehicle, the vehicle is liable to seizure and the owner or driver to prosecution.',
      'Revenue has said that a conviction under section 102(1) of the Finance Act 1999 can bring a fine of €5,000 and the forfeiture of the oil, the vehicle and equipment.',
      'Revenue and the Gardaí test fuel at roadside checkpoints, so a supplier offering diesel well below the road price is a risk to your vehicles, not a saving.',
      'Buy road diesel only from known suppliers on account, and keep the invoices with the fuel card records.',
    ],
    options: [
      { option: 'Fuel cards with named suppliers only', chooseWhen: 'drivers refuel away from the depot.' },
      { option: 'Bunkered road diesel at the depot', chooseWhen: 'most refuelling is at base and you can control deliveries.' },
    ],
    next30: [
      'Check that every fuel purchase last month was road diesel from a known supplier.',
      'Remind drivers in writing that no marked fuel may go into any road vehicle, including yard vans.',
    ],
    next90: [
      'Move all refuelling onto fuel cards or depot bunkering with delivery records.',
      'Keep machinery that may use marked fuel on separate tanks and records from road vehicles.',
    ],
    sources: [os.fuelMarker, os.markedGasOilPenalty],
  },
];
