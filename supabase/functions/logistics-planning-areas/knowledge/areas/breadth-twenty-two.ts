// Topics an Irish haulier, courier or distributor meets on the road and at the port that no entry held, found in a
// breadth pass over the official topic lists (30 November 2026): the 10-hour limit on a driver's working day when any
// of it falls at night, the fire extinguishers a dangerous goods load needs, striking a railway bridge, the Data
// Protection Commission's guidance on tracking employees' vehicles, Rosslare's direct ferries to the continent, the
// container terminal at Ringaskiddy, the transport sector's emission ceilings and the national road charging network
// plan. Facts from the pages in knowledge/sources-breadth-twenty-two.ts, in our own words.
import { breadthTwentyTwoSources as s } from '../sources-breadth-twenty-two.ts';
import type { KnowledgeEntry } from '../types.ts';

export const breadthTwentyTwoEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'night-work-drivers-10-hour-limit',
    area: 'workforce_capability',
    title: 'Drivers on night trunks and early runs: ten hours’ work at most in any day touching midnight to 4 a.m.',
    keywords: ['night trunk', 'night trunking', 'night run', 'night runs', 'on nights', 'night driving', 'night time', 'midnight to 4am'],
    takeaway:
      'A driver or other mobile worker who does any work between midnight and 4 a.m., the night time for goods transport, may work no more than 10 hours in that 24-hour period unless a collective agreement allows longer.',
    guidance: [
      'Night time for drivers of goods vehicles runs from midnight to 4 a.m. (1 a.m. to 5 a.m. for passenger transport), and even a few minutes of work in that window brings the whole 24-hour period under the 10-hour cap.',
      'The limit is on working time, not driving time: a driver inside the 9-hour daily driving limit can still break it with loading, unloading, checks and waiting that are not periods of availability.',
      'The night limit sits alongside the weekly working time limits for mobile workers: an average of 48 hours a week, and no more than 60 hours in any single week.',
      'The rule comes from the EU Directive on the working time of mobile road transport workers, which lets each country set a night window of at least four hours between midnight and 7 a.m., and it applies to self-employed drivers as well as employees.',
      'A collective agreement can allow a longer night-time working day, but the drivers’ hours rules on breaks and daily and weekly rest still apply in full.',
    ],
    options: [
      {
        option: 'Split a long night trunk into two shifts or a changeover',
        chooseWhen: 'the run with loading and tipping takes more than 10 hours of work and starts or ends between midnight and 4 a.m.',
      },
      {
        option: 'Move the start to after 4 a.m. or finish before midnight',
        chooseWhen: 'the customer’s window allows it and the driver needs a working day longer than 10 hours.',
      },
    ],
    next30: [
      'List every rota that has a driver working any time between midnight and 4 a.m.',
      'Total the working time, other work included, on those shifts from the tachograph records.',
    ],
    next90: [
      'Rebuild the night rotas that go over 10 hours of work.',
      'Check whether any collective agreement covers your drivers’ night hours.',
    ],
    sources: [s.rsaNightWorkMobileWorkers, s.directive200215NightWork, s.transportsFriendWorkingTimeNight],
  },
  {
    slug: 'adr-fire-extinguishers',
    area: 'risk_resilience',
    title: 'Fire extinguishers on a vehicle carrying dangerous goods under ADR: how many kilograms for each size of vehicle',
    keywords: [
      'fire extinguisher',
      'fire extinguishers',
      'extinguisher',
      'extinguishers',
      'ADR extinguisher',
      'ADR equipment',
      'fire-fighting equipment',
      'dry powder',
      '2 kg extinguisher',
      '6 kg extinguisher',
      'ADR 8.1.4',
    ],
    takeaway:
      'A truck carrying dangerous goods under ADR must carry at least one 2 kg dry powder extinguisher for an engine or cab fire plus extinguishers totalling at least 4 kg up to 3.5 tonnes, 8 kg from 3.5 to 7.5 tonnes and 12 kg over 7.5 tonnes, with one of at least 6 kg on the two heavier sizes.',
    guidance: [
      'The kilograms are of dry powder suitable for fire classes A, B and C, or an equivalent capacity of another suitable agent, counted per transport unit (the truck, or the tractor with its trailer).',
      'A vehicle carrying only a small load under the ADR small-quantity exemption (1.1.3.6) needs one 2 kg extinguisher.',
      'Each extinguisher must meet EN 3-7, carry a seal showing it has not been used and a mark with the date of its next inspection or its end of use, and be inspected to recognised national standards.',
      'Mount the extinguishers where the crew can reach them easily, and make sure every driver knows how to use them.',
      'Where a fixed extinguisher, automatic or easily brought into action, covers the engine, the portable extinguisher need not be suited to an engine fire.',
    ],
    options: [
      {
        option: 'Fit every ADR vehicle for its heaviest combination',
        chooseWhen: 'the same tractor units pull different trailers and the transport unit’s maximum mass changes.',
      },
      {
        option: 'Fit by vehicle size and record it on the vehicle file',
        chooseWhen: 'each rigid stays in one size band and one ADR duty.',
      },
    ],
    next30: [
      'Check every ADR vehicle’s extinguishers against its maximum permissible mass.',
      'Look at each extinguisher’s seal and next inspection date.',
    ],
    next90: [
      'Add extinguisher checks to the daily walkaround and the service sheet.',
      'Book a service for any extinguisher past its inspection date.',
    ],
    sources: [s.adrFireFightingEquipment, s.pitisAdrExtinguishers],
  },
  {
    slug: 'railway-bridge-strikes',
    area: 'risk_resilience',
    title: 'Hitting a railway or road bridge with a truck: ringing the number on the bridge and the penalties',
    keywords: [
      'bridge strike',
      'bridge strikes',
      'hit a bridge',
      'hits a bridge',
      'clipped a bridge',
      'railway bridge',
      'rail bridge',
      'low bridge',
      'struck a bridge',
      'Iarnród Éireann',
      'Irish Rail',
      'Railway Safety Act',
    ],
    takeaway:
      'A driver whose vehicle strikes a railway or other bridge must immediately ring the emergency number shown on the bridge, or the Gardaí if that cannot be done, and driving a vehicle at or over the signed height into a bridge is an offence carrying up to €5,000 or 6 months on summary conviction and up to €50,000 or 3 years on indictment.',
    guidance: [
      'The duty to report applies whether or not any damage is visible, because damage to a bridge may not show and can endanger trains; each bridge carries a number identifying it, so give that number when ringing.',
      'Failing to report without a reasonable excuse is a separate offence, and anyone who leaves a vehicle or load lying on or overhanging the railway must tell the railway company or a Garda at once, on pain of a fine of up to €5,000 or 3 months’ prison.',
      'The offence covers any bridge, viaduct, tunnel, underpass, overpass or flyover with a height sign, and the height counted is the vehicle with its load, from the ground to its highest point.',
      'Irish Rail has about 400 bridges over public roads and publishes their heights, and the Minister told the Dáil that 96 to 136 rail bridges were struck each year from 2001 to 2004.',
      'Put the laden height on a sticker in every cab and in route planning, since most strikes come from drivers who do not know the height of the day’s load.',
    ],
    options: [
      {
        option: 'Plan high loads on routes checked for bridge heights',
        chooseWhen: 'you run high-cube trailers, skip loaders or plant on low-loaders.',
      },
      {
        option: 'Fit a height display in the cab',
        chooseWhen: 'drivers change trailers or load heights through the day.',
      },
    ],
    next30: [
      'Put the bridge strike procedure, the Garda number and the instruction to ring the number on the bridge plate in every cab.',
      'Measure and record the laden height of each vehicle and trailer.',
    ],
    next90: [
      'Mark low bridges on your regular routes in the planning system.',
      'Include bridge strikes in driver induction and in the toolbox talks.',
    ],
    sources: [s.railwaySafetyActBridgeStrikes, s.railwaySafetyActSection116, s.dailDebateBridgeStrikes, s.irishTimesBridgeStrikesReport],
  },
  {
    slug: 'employer-vehicle-tracking-guidance',
    area: 'technology_data',
    title: 'GPS trackers in company vans and trucks: the Data Protection Commission’s guidance note on employer vehicle tracking',
    keywords: [
      'GPS tracking',
      'GPS trackers',
      'vehicle tracking',
      'van trackers',
      'trackers in the vans',
      'tracking our drivers',
      'track the vans',
      'employer vehicle tracking',
      'tracking guidance',
      'location data',
      'Data Protection Commission',
      'data protection impact assessment',
    ],
    takeaway:
      'The Data Protection Commission’s guidance on employer vehicle tracking says a tracker may be used to locate the vehicles for a purpose set before it is bought, not to monitor drivers generally, and drivers must be informed in advance of what is recorded, why, for how long and who sees it, with a way to disable or mask the tracking outside working hours where private use is allowed.',
    guidance: [
      'Location data about an identifiable driver is personal data, so the tracker needs a lawful basis; where that is legitimate interests, the tracking must be necessary and proportionate to the purpose, such as theft recovery, routing or customer updates.',
      'Do not later use the data for a purpose that does not fit the original one, such as appraising or disciplining staff, if that was not the stated purpose.',
      'Carry out a data protection impact assessment before switching the trackers on, as the Commission’s guidance note advises for in-vehicle tracking.',
      'Give each driver written notice before tracking starts and display it in every vehicle within the driver’s sight.',
      'Where drivers may use a van privately, the tracker must be able to be switched off or masked outside working hours.',
    ],
    options: [
      {
        option: 'Track vehicles during working hours for dispatch and security',
        chooseWhen: 'the purpose is routing, proof of delivery or theft recovery and drivers have been told in writing.',
      },
      {
        option: 'Add a privacy switch or masking for private use',
        chooseWhen: 'drivers take vans home or use them at weekends.',
      },
    ],
    next30: [
      'Write down the purpose of the tracking, who sees the data and how long it is kept.',
      'Give every driver the tracking notice and put a copy in each vehicle.',
    ],
    next90: [
      'Complete a data protection impact assessment for the tracking system.',
      'Set the system to delete location history once the retention period passes.',
    ],
    sources: [s.dpcVehicleTrackingGuidance, s.dpcVehicleTrackingFaq, s.foxRothschildVehicleTracking],
  },
  {
    slug: 'rosslare-continental-ferry-routes',
    area: 'market_lane',
    title: 'Direct ferries from Rosslare to the continent: Zeebrugge with Finnlines, Dunkirk, Cherbourg and Bilbao',
    keywords: [
      'Rosslare',
      'Rosslare Europort',
      'Zeebrugge',
      'Belgium',
      'Finnlines',
      'Cherbourg',
      'Bilbao',
      'Stena Line',
      'Brittany Ferries',
      'direct ferry to Europe',
      'direct sailings',
      'ferry to the continent',
      'avoid the landbridge',
    ],
    takeaway:
      'In 2022 Rosslare Europort’s direct freight ferries to the continent were run by Stena Line, Brittany Ferries, DFDS, Neptune Lines and Finnlines, whose Rosslare–Zeebrugge route into Belgium began on 23 July 2022 with two sailings a week each way and, the port said, brought its direct continental services to 34.',
    guidance: [
      'Finnlines, part of the Grimaldi Group, runs the Zeebrugge route with a ro-ro ship of 3,259 lane metres, about 225 trailers, and units can go on from Zeebrugge to Scandinavia, Germany and Spain.',
      'The other Rosslare routes go to Dunkirk with DFDS, to Cherbourg with Stena Line and to Bilbao with Brittany Ferries, the 2021 timetable listing two weekly Bilbao sailings.',
      'From Cork, Grimaldi Lines has sailed to Zeebrugge twice a week with a weekly call at Antwerp, another way round the UK landbridge.',
      'A direct sailing avoids the customs formalities of entering and leaving Britain, but the crossing is longer, so compare the total transit time, driver hours and the unaccompanied-trailer option with the landbridge.',
      'Sailings and operators change with demand, so confirm the current timetable and freight rates with the line or Rosslare Europort before you quote.',
    ],
    options: [
      {
        option: 'Ship unaccompanied trailers direct to Zeebrugge or Dunkirk',
        chooseWhen: 'loads go to Belgium, the Netherlands or Germany and a partner can collect at the port.',
      },
      {
        option: 'Keep the UK landbridge for time-critical loads',
        chooseWhen: 'the delivery window is shorter than the direct crossing allows and the customs routine through Britain is in place.',
      },
    ],
    next30: [
      'Price your regular continental loads on the Zeebrugge, Dunkirk and Cherbourg routes against the landbridge.',
      'Ask the lines for their current freight timetable and drop-trailer terms.',
    ],
    next90: [
      'Trial a direct sailing on one lane and compare transit time and cost.',
      'Agree a collection partner at the continental port for unaccompanied trailers.',
    ],
    sources: [s.irishTimesFinnlinesZeebrugge, s.niFerryFinnlinesRosslare, s.transInfoRosslare2021],
  },
  {
    slug: 'cork-container-terminal-ringaskiddy',
    area: 'network_capacity',
    title: 'The Cork Container Terminal at Ringaskiddy: 330,000 TEU once the M28 is built',
    keywords: [
      'Ringaskiddy',
      'Cork Container Terminal',
      'Port of Cork',
      'Cork port',
      'container terminal Cork',
      'Tivoli',
      'M28',
      'TEU',
      'Cork Harbour',
    ],
    takeaway:
      'The Port of Cork’s container terminal at Ringaskiddy, working since April 2022, can handle 330,000 TEU a year with 400 truck movements a day once the M28 road is completed, and the port said in 2023 that until then it runs at 50% capacity.',
    guidance: [
      'The terminal has a 360-metre berth that can take the largest container ships able to berth anywhere in Ireland, and it is open 24 hours a day, seven days a week.',
      'In its first year it handled 46,932 containers discharged and 48,282 loaded from 340 ships, as container work moved down the harbour from the Tivoli docks.',
      'The port’s Masterplan 2050 depends on the M28 from Cork city to Ringaskiddy to move more of its activity from Tivoli and unlock capacity in the lower harbour.',
      'Plan collection slots and routes to Ringaskiddy with the road limit in mind until the M28 opens, since truck access is what holds the terminal at half its capacity.',
      'Deep-sea services such as the transatlantic and Central American container lines were the first moved to the terminal, so check which lines call there before routing boxes through Dublin.',
    ],
    options: [
      {
        option: 'Route Munster containers through Cork',
        chooseWhen: 'the shipping line calls at Ringaskiddy and the shorter road leg saves more than any wait at the terminal.',
      },
      {
        option: 'Keep using Dublin',
        chooseWhen: 'the line does not call at Cork or the customer’s supply chain is built around Dublin.',
      },
    ],
    next30: [
      'List your container moves from Munster and which lines could take them through Cork.',
      'Ask the terminal about booking windows and turnaround times for hauliers.',
    ],
    next90: [
      'Compare the road cost of Cork and Dublin for each regular container flow.',
      'Follow the M28’s progress and plan capacity for when the terminal reaches full use.',
    ],
    sources: [s.echoCorkContainerTerminal, s.echoCorkTerminalFirstYear, s.irishExaminerCorkTerminalOpening],
  },
  {
    slug: 'transport-emissions-ceiling-2030',
    area: 'fleet_decarbonisation',
    title: 'Ireland’s 2030 target for transport emissions: a 50% cut and the sector’s carbon budget ceilings',
    keywords: [
      'transport emissions target',
      'emissions target 2030',
      '2030 target',
      'sectoral emissions ceiling',
      'sectoral emission ceiling',
      'carbon budget',
      'carbon budgets',
      'Climate Action Plan',
      'cutting transport emissions',
      'government target emissions',
    ],
    takeaway:
      'The Government’s target for transport is to cut its greenhouse gas emissions by 50% by 2030 from the 2018 level, within sectoral emission ceilings of 54 Mt CO2eq for 2021–2025 and 37 Mt CO2eq for 2026–2030.',
    guidance: [
      'The transport ceilings sit inside the national goal of a 51% cut in all greenhouse gas emissions by 2030 and net zero by 2050.',
      'The Minister told the Dáil in March 2025 that meeting the first ceiling of 54 Mt by the end of 2025 would be extremely challenging.',
      'The EPA’s 2024 State of the Environment report projects transport overshooting its 37 Mt budget for 2026–2030 by about 5 Mt, so expect more measures on fuels and vehicles, not fewer.',
      'The modelled pathway to the 50% cut leans on fleet changes such as battery electric vehicles, more biofuel in diesel and a shift in how people and goods move.',
      'For a haulier this means rising carbon tax, higher renewable fuel blending and grants for zero-emission trucks and vans, so plan fleet replacement against 2030 rather than the next renewal.',
    ],
    options: [
      {
        option: 'Plan replacements toward zero-emission vehicles by 2030',
        chooseWhen: 'duties are regular and short enough for electric trucks or vans to cover with depot charging.',
      },
      {
        option: 'Cut emissions now with HVO and fuel efficiency',
        chooseWhen: 'trucks are mid-life or do long-distance work that electric models cannot yet cover.',
      },
    ],
    next30: ['Work out the fleet’s emissions for last year from fuel bought.', 'List the vehicles due for replacement before 2030.'],
    next90: [
      'Set a 2030 emissions goal for the fleet in line with the sector’s 50% cut.',
      'Price one zero-emission replacement with the available grants.',
    ],
    sources: [s.dailAnswerTransportCeilings, s.epaStateOfEnvironmentTransport, s.echoClimateActionPlan2021],
  },
  {
    slug: 'national-road-ev-charging-plan',
    area: 'network_capacity',
    title: 'Public chargers along Irish motorways: the National Road EV Charging Network Plan’s high-powered chargers every 60 km',
    keywords: [
      'National Road EV Charging Network Plan',
      'EV Charging Network Plan',
      'motorway chargers',
      'chargers along the motorway',
      'fast chargers',
      'high-powered chargers',
      'public chargers',
      'charging network',
      'ZEVI',
      'Zero Emission Vehicles Ireland',
    ],
    takeaway:
      'The National Road EV Charging Network Plan, published by the Department of Transport on 27 May 2024, aims for a pool of high-powered chargers every 60 km on the motorway network, with a €21 million grant scheme for high-power stations near motorways and dual carriageways by the end of 2025.',
    guidance: [
      'The plan was drawn up by Zero Emission Vehicles Ireland (ZEVI), the Department’s office for electric vehicles, and is the first part of a national charging network plan covering motorways and national primary and secondary roads.',
      'The grant scheme aims at stations of 1,200 kW in total output at publicly available sites, such as service areas, hotels and shops, within 3 km driving distance of the motorway or dual carriageway.',
      'A second part, the Regional and Local EV Charging Network Plan, covers public charging in cities, towns and villages, led by the local authorities.',
      'Both sit under the National Electric Vehicle Charging Infrastructure Strategy 2022–2025, and universal design guidelines published with the plan guide how new charging stations are designed so that everyone can use them.',
      'For electric trucks, depot charging and the EU’s separate targets for truck charging pools matter more, so check that a motorway site can take an HGV before relying on it.',
    ],
    options: [
      {
        option: 'Run electric vans on depot charging with motorway top-ups',
        chooseWhen: 'most routes return to base and the odd long run passes a high-powered charging hub.',
      },
      {
        option: 'Wait for the network before electrifying long routes',
        chooseWhen: 'vans regularly run beyond their range on roads without high-powered chargers.',
      },
    ],
    next30: [
      'Map the high-powered chargers on your regular inter-city routes.',
      'List the van routes that could be done on one charge from the depot.',
    ],
    next90: [
      'Trial one electric van on the route best served by motorway chargers.',
      'Ask local service areas on your routes about their charging plans.',
    ],
    sources: [s.journalEvChargingNetworkPlan, s.autobizEvChargingNetworkPlan, s.heraldHighPowerChargingGrant],
  },
  {
    slug: 'uk-hauliers-eu-access-tca',
    area: 'market_lane',
    title: 'UK and Northern Ireland hauliers in the EU after Brexit: the Trade and Cooperation Agreement’s two extra operations',
    keywords: [
      'Trade and Cooperation Agreement',
      'TCA',
      'UK hauliers',
      'British hauliers',
      'Northern Ireland hauliers',
      'NI hauliers',
      'hauliers from the North',
      'cabotage in Ireland',
      'cross-trade',
      'Brexit haulage',
    ],
    takeaway:
      'Under the EU-UK Trade and Cooperation Agreement a UK haulier may carry goods into the EU without a permit and, after a laden trip, make up to two further laden journeys before going home, of which only one may be cabotage within a single EU country, except that hauliers based in Northern Ireland may do two cabotage operations in Ireland.',
    guidance: [
      'EU hauliers, Irish ones included, have the mirror right in Britain: two cabotage operations in the UK after a laden trip in from the EU.',
      'For a GB-based haulier the two extra operations are either two cross-trade journeys between EU countries, or one cross-trade and one cabotage operation.',
      'Operators of both sides keep full transit rights, so an Irish truck can cross Britain on the landbridge to the continent and a British one can cross the EU.',
      'Every journey needs a valid operator licence and drivers with the Certificate of Professional Competence, and the Agreement’s standards on drivers’ hours, vehicle dimensions and safety apply.',
      'Before giving a Northern Ireland or British haulier local work in the Republic, ask what laden trip brought it in and which of its operations this job would be, since cabotage beyond the allowance is illegal haulage.',
    ],
    options: [
      {
        option: 'Use a Northern Ireland haulier for occasional jobs in the Republic',
        chooseWhen: 'the job follows its laden trip south and it has not used its two cabotage operations.',
      },
      {
        option: 'Use an Irish or EU-licensed haulier',
        chooseWhen: 'the work is regular domestic haulage that would exceed the Agreement’s allowance.',
      },
    ],
    next30: [
      'List the UK-licensed hauliers you use and the work they do for you inside the State.',
      'Ask each for the laden trip that precedes any domestic job it does for you.',
    ],
    next90: [
      'Put the cabotage check into your subcontractor approval.',
      'Price the return loads your own trucks could take in Britain under the EU hauliers’ two cabotage operations.',
    ],
    sources: [s.transInfoTcaRoadTransport, s.fourEyesTcaRoadTransport, s.dlaPiperTcaTransport],
  },
  {
    slug: 'emergency-drivers-hours-relaxation',
    area: 'risk_resilience',
    title:
      'Emergency relaxation of drivers’ hours: the temporary derogation for up to 30 days, and what was allowed after Holyhead closed in December 2024',
    keywords: [
      'relaxation of drivers hours',
      'drivers hours relaxation',
      'relax the drivers hours',
      'derogation',
      'temporary exception',
      'emergency derogation',
      'Holyhead',
      'Storm Darragh',
      'port closure',
      'port goes down',
      'Article 14',
    ],
    takeaway:
      'In an urgent case the Minister can relax the EU drivers’ hours rules by a temporary derogation of up to 30 days, as after Holyhead closed in December 2024, when drivers of goods vehicles between the UK and Ireland and within Ireland were allowed from 14 to 27 December 2024 to drive up to 11 hours a day twice a week and 60 hours a week.',
    guidance: [
      'The Holyhead derogation was for 14 days, with any extension to the 30-day maximum kept under review; it also raised the limit for two successive weeks of driving from 90 to 102 hours and cut the weekly rest period from 45 to 24 hours.',
      'It applied to every driver of goods vehicles on those journeys, whatever their nationality, but only within the State: the UK’s own relaxation ran only from 15 to 20 December 2024 and lifted the 56-hour weekly limit and postponed the weekly rest instead.',
      'A relaxation changes only the rules it names: in the UK one the 45-minute break after 4½ hours’ driving stayed in force and was enforced.',
      'Drivers using the UK relaxation had to note the reason on their tachograph records, and under any relaxation the employer keeps its duty for the safety of drivers and other road users.',
      'The Irish derogation was decided by the Ministers after consulting the Road Safety Authority and announced by the Department of Transport, so check the exact dates, journeys and limits in the notice before any driver goes beyond the normal rules.',
    ],
    options: [
      {
        option: 'Use the relaxation to clear a port backlog',
        chooseWhen: 'the journey is within its scope and the driver is fit to drive longer.',
      },
      {
        option: 'Keep to the normal limits and add drivers or relief',
        chooseWhen: 'the work falls outside the derogation’s journeys or dates, or fatigue is a risk.',
      },
    ],
    next30: [
      'Add checking the Department’s and the RSA’s notices to your port disruption plan.',
      'Tell drivers how to record a derogation on the tachograph.',
    ],
    next90: ['Write a fatigue check for any shift run under a relaxation.', 'Review how your business coped with the last port closure.'],
    sources: [s.govieHolyheadDerogation, s.journalHolyheadDerogation, s.loguksHolyheadRelaxation],
  },
  {
    slug: 'national-fleet-database-insurance',
    area: 'risk_resilience',
    title: 'Fleet insurance and the National Fleet Database: adding or removing vehicles within 14 days',
    keywords: [
      'National Fleet Database',
      'fleet database',
      'fleet insurance',
      'fleet policy',
      'fleet policies',
      'motor insurance database',
      'add trucks to the insurance',
      'vehicles on or off the fleet',
      'insurance database fleet',
    ],
    takeaway:
      'A business whose vehicles are insured on a fleet policy must add each vehicle’s registration to the National Fleet Database, or remove it, within 14 days of it joining or leaving the fleet, so that the Gardaí can check its insurance on the motor insurance database.',
    guidance: [
      'The duty came with the Road Traffic and Roads Bill 2021 and has applied since late 2023, because vehicles and drivers on fleet policies change too often for the insurers’ own reports; by January 2024 about 233,000 of some 250,000 fleet vehicles, 93%, had been uploaded.',
      'Owners who do not upload their vehicles risk financial penalties and having vehicles seized as uninsured at the roadside.',
      'For ordinary policies the insurer, not the owner, reports the policyholder, named drivers, vehicle registration and period of cover to the Motor Insurers’ Bureau of Ireland (MIBI) within 5 working days of issuing the policy.',
      'The Gardaí check the database at the roadside, including with number plate recognition, so a vehicle missing from it looks uninsured even when the policy covers it.',
      'Give one person in the office the job of updating the fleet database on the day a truck, van or trailer is bought, hired, sold or returned.',
    ],
    options: [
      {
        option: 'Update the fleet database in-house',
        chooseWhen: 'vehicles change a few times a year and the office can log each change the same day.',
      },
      {
        option: 'Ask the broker to manage the uploads',
        chooseWhen: 'hired vehicles come and go every week in busy seasons.',
      },
    ],
    next30: [
      'Compare your fleet list with what the National Fleet Database shows.',
      'Add any missing vehicle and remove any sold or returned one.',
    ],
    next90: [
      'Make the database update part of the routine for every vehicle bought, sold or hired.',
      'Check the fleet list against the database each quarter.',
    ],
    sources: [s.oireachtasFleetDatabase, s.irishTimesNationalFleetDatabase, s.roadTrafficActSection78A],
  },
  {
    slug: 'product-safety-fulfilment-responsible-person',
    area: 'customer_service',
    title:
      'Warehousing and dispatching for online sellers: when a fulfilment service provider is the responsible person under the General Product Safety Regulation',
    keywords: [
      'General Product Safety Regulation',
      'GPSR',
      'product safety',
      'responsible person',
      'economic operator',
      'fulfilment service provider',
      'fulfillment service provider',
      'pick pack and ship',
      'fulfilment for online sellers',
      'sellers outside the EU',
    ],
    takeaway:
      'Since the General Product Safety Regulation applied on 13 December 2024 a consumer product may be placed on the EU market only if an economic operator established in the EU is responsible for it, and a fulfilment service provider that stores, packs or dispatches goods for a seller outside the EU becomes that responsible operator when there is no EU manufacturer, importer or authorised representative.',
    guidance: [
      'A fulfilment service provider is a business offering at least two of warehousing, packaging, addressing and dispatching without owning the goods; postal services and freight transport services are excluded.',
      'The responsible operator keeps the product’s documentation available, answers market surveillance authorities, tells them when a product presents a risk and helps with corrective action such as a recall.',
      'Every economic operator in the chain, distributors and fulfilment providers included, must offer only safe products with the required instructions and warnings.',
      'Before taking on a seller based outside the EU, ask who its EU importer or authorised representative is and get the name in writing.',
      'Where nobody else qualifies, agree in the contract how the seller will supply the technical documentation and pay for recalls, since the authorities will come to you.',
    ],
    options: [
      {
        option: 'Require an EU authorised representative from each non-EU client',
        chooseWhen: 'you do not want to carry the product safety role yourself.',
      },
      {
        option: 'Accept the role for named products at a price',
        chooseWhen: 'the products are low risk and the client gives you full documentation and an indemnity.',
      },
    ],
    next30: [
      'List your fulfilment clients based outside the EU and their EU representatives.',
      'Ask each client without one how it meets the Regulation.',
    ],
    next90: [
      'Add the responsible person to your client onboarding checklist.',
      'Write a recall procedure for goods held in your warehouse.',
    ],
    sources: [
      s.eurLexArticle4Guidelines,
      s.sorenaGpsrResponsiblePerson,
      s.prodlawGpsr,
      s.speacFulfilmentDefinition,
      s.tukesGpsrEconomicOperators,
    ],
  },
  {
    slug: 'eu-roadworthiness-package',
    area: 'risk_resilience',
    title: 'The EU roadworthiness Directives: yearly tests for trucks and heavy trailers, early tests and the 5% inspection target',
    keywords: [
      'EU roadworthiness rules',
      'roadworthiness package',
      'roadworthiness directive',
      'periodic roadworthiness tests',
      'Directive 2014/45',
      'Directive 2014/47',
      'heavy trailers',
      'test before it is due',
      '160,000 km',
    ],
    takeaway:
      'Under the EU roadworthiness rules trucks (N2, N3) and heavy trailers (O3, O4) must be tested one year after first registration and every year after, a test can be required early after an accident, a change of keeper or on reaching 160,000 km, and at least 5% of the commercial vehicles registered in the EU are meant to be inspected at the roadside every year.',
    guidance: [
      'The EU minimum for vans and cars (N1, M1) is a first test after 4 years and then every 2 years, but Ireland tests all commercial vehicles, vans included, once they are over one year old and every year after through the CVRT.',
      'The roadside inspections cover trucks, buses and trailers over 3.5 tonnes and fast tractors used for haulage, starting with an initial check and going to a more detailed one where needed.',
      'Roadside inspectors concentrate on brakes, tyres, wheels and chassis and on nuisances such as noise and exhaust emissions, so these are the items to check hardest in your own maintenance.',
      'Vehicles are picked for inspection without regard to the driver’s nationality or the country of registration, so an Irish truck on the continent is as likely to be stopped as a local one.',
      'A roadworthiness certificate issued in one member state is recognised by the others, and the Commission proposed in 2025 to amend both Directives, so watch for changes to test content and frequency.',
    ],
    options: [
      {
        option: 'Plan maintenance around the items inspectors check most',
        chooseWhen: 'the fleet runs abroad or has had roadside prohibitions for brakes or tyres.',
      },
      {
        option: 'Book an early test after an accident or a purchase',
        chooseWhen: 'a vehicle has been repaired after a collision or bought second-hand with unclear records.',
      },
    ],
    next30: [
      'List the roadside checks your vehicles had in the last year and what was found.',
      'Check the brakes, tyres and wheels of every truck and trailer due abroad next month.',
    ],
    next90: [
      'Add a brake performance check between annual tests for high-mileage units.',
      'Review second-hand purchases and accident repairs for an early test.',
    ],
    sources: [s.eurLexPeriodicTestsSummary, s.eurLexRoadsideInspectionSummary, s.eumonitorRoadworthinessProposal2025],
  },
  {
    slug: 'fire-safety-at-premises',
    area: 'risk_resilience',
    title: 'Fire safety at a depot, warehouse or yard: the duties of the person having control under the Fire Services Acts',
    keywords: [
      'fire safety',
      'fire safety at the depot',
      'fire safety in the warehouse',
      'Fire Services Act',
      'fire safety assessment',
      'fire officer',
      'fire authority',
      'fire alarm',
      'fire drill',
      'evacuation plan',
      'emergency plan',
    ],
    takeaway:
      'Whoever runs a depot, warehouse, yard or office, whether owner, occupier, tenant or someone hiring it, must under section 18(2) of the Fire Services Acts 1981 and 2003 take all reasonable measures to prevent an outbreak of fire, provide fire safety measures and procedures, keep them applied at all times and ensure as far as reasonably practicable the safety of everyone there if a fire breaks out.',
    guidance: [
      'The duty covers all premises other than a house lived in as a single dwelling, and the Department of Housing’s Fire Safety Guide for Building Owners and Operators explains how to meet it.',
      'The local fire authority can advise and inspect, and under section 18(6) a fire officer can require the person having control to carry out a fire safety assessment of the premises and notify the authority, following the Code of Practice for Fire Safety Assessment.',
      'As an employer you must also, under section 11 of the Safety, Health and Welfare at Work Act 2005, prepare and revise emergency plans and provide the measures needed for fire-fighting and safe evacuation, thinking of visitors, drivers and contractors on site as well as staff.',
      'Everyone on the premises, visiting drivers included, must behave so that nobody is put in danger from fire by what they do or fail to do.',
      'In a warehouse keep escape routes and exits clear of pallets and stock, record the checks of alarms, emergency lighting and extinguishers, and run evacuation drills that include night and weekend shifts.',
    ],
    options: [
      {
        option: 'Have a competent person carry out a fire safety assessment',
        chooseWhen: 'the building is large, stores flammable goods, or its use or layout has changed.',
      },
      {
        option: 'Run fire safety in-house with a trained fire warden',
        chooseWhen: 'the premises are small and simple, and someone is on site on every shift.',
      },
    ],
    next30: [
      'Walk the escape routes and exits and clear anything blocking them.',
      'Check the dates on the alarm, emergency lighting and extinguisher service records.',
    ],
    next90: [
      'Write or update the emergency plan and name a fire warden for each shift.',
      'Hold an evacuation drill and note how long it took.',
    ],
    sources: [s.fireIrelandSection18, s.donegalFireSafetyWorkplace, s.fireServicesAct1981Section18, s.annbrookSection11Emergencies],
  },
];
