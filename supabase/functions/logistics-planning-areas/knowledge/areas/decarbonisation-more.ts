// Emissions accounting and charging for a lower-carbon fleet: CountEmissionsEU,
// EN ISO 14083 with the GLEC Framework, truck charging under AFIR and home
// charging for electric vans. Added from the November 2026 coverage map.
import { coverageSources as cs } from '../sources-coverage.ts';
import { sources } from '../sources.ts';
import { ferryParcelsAndDutiesSources as fp } from '../sources-ferry-parcels-and-duties.ts';
import type { KnowledgeEntry } from '../types.ts';

export const decarbonisationMoreEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'count-emissions-eu',
    area: 'fleet_decarbonisation',
    title: 'CountEmissionsEU: the EU method for transport emissions figures',
    keywords: [
      'CountEmissionsEU',
      'Count Emissions EU',
      'Regulation 2026/1030',
      'EU emissions method',
      'transport emissions rules',
      'do I have to report emissions',
      'carbon calculation EU',
      'emissions disclosure',
      'CO2 per tonne-km',
      'SME exemption',
      'verification',
    ],
    takeaway:
      'CountEmissionsEU has been in force since 1 June 2026 but obliges no one to report, and only from 2 December 2030 must an operator that publishes transport emissions use its EN ISO 14083 method.',
    guidance: [
      'Regulation (EU) 2026/1030 (CountEmissionsEU) entered into force on 1 June 2026; it sets a common way to calculate greenhouse gas emissions of freight and passenger transport services.',
      'It does not make anyone report: it covers operators that choose to disclose transport emissions, or are required to by other law.',
      'The Regulation has set 2 December 2030 as the date from which operators that disclose transport-service emissions must calculate them with its method, based on EN ISO 14083:2023 on a well-to-wheel basis; until then it is the recommended route, not a duty.',
      'SMEs are spared third-party verification of their figures unless they want proof of compliance, and the Commission is to provide a free calculation tool with a manual.',
      'Member States may require large operators to use primary data for purely domestic services, but not for cross-border work or SMEs; results are expressed in CO2e per tonne-kilometre for freight.',
    ],
    options: [
      {
        option: 'Align your figures with EN ISO 14083 now',
        chooseWhen: 'customers already ask for emissions data and you want figures that will hold after 2030.',
      },
      { option: 'Wait for the Commission’s free tool', chooseWhen: 'no customer asks yet and you are an SME.' },
    ],
    next30: [
      'Note whether you publish or send any transport emissions figures today and on what method.',
      'Keep fuel and tonne-kilometre records per customer in a form the EN ISO 14083 method can use.',
    ],
    next90: [
      'Move any published figures onto an EN ISO 14083 basis.',
      'Put 2 December 2030 in your compliance calendar for the method becoming mandatory for disclosures.',
    ],
    sources: [sources.countEmissions, cs.countEmissionsIru, cs.countEmissionsApplication, cs.countEmissionsCouncil],
    dates: [
      {
        on: '2026-06-01',
        kind: 'starts',
        measure: 'CountEmissionsEU',
        said: 'CountEmissionsEU has been in force since 1 June 2026',
        source: sources.countEmissions,
      },
      {
        on: '2030-12-02',
        kind: 'starts',
        measure: 'the duty to use the CountEmissionsEU method for disclosed transport emissions',
        said: 'The Regulation has set 2 December 2030 as the date from which operators that disclose transport-service emissions must calculate them with its method',
        source: cs.countEmissionsApplication,
      },
    ],
  },
  {
    slug: 'iso-14083-glec',
    area: 'fleet_decarbonisation',
    title: 'EN ISO 14083 and the GLEC Framework: calculating freight emissions',
    keywords: [
      'ISO 14083',
      'EN ISO 14083',
      'GLEC',
      'GLEC Framework',
      'Smart Freight Centre',
      'emissions per shipment',
      'tonne-km emissions',
      'well-to-wheel',
      'emission intensity',
      'carbon calculator',
      'customer emissions report',
      'scope 3 for customers',
    ],
    takeaway:
      'EN ISO 14083 is the standard method for freight emissions and the GLEC Framework is the industry guide to applying it, so build your customer figures on fuel, distance and load data using both.',
    guidance: [
      'ISO 14083, first published in March 2023, sets how to quantify and report greenhouse gas emissions from transport chain operations, for freight and passengers, including hubs such as warehouses and cross-docks.',
      'It counts well-to-wheel emissions, from fuel production to use, so HVO, electricity and diesel are compared on the same basis.',
      'The GLEC Framework (version 3, 2023) of the Global Logistics Emissions Council, run by Smart Freight Centre, explains how to apply ISO 14083 in practice, with default values where you lack your own data.',
      'Emission intensity per tonne-kilometre is the usual output for freight, and CountEmissionsEU uses the same standard as its reference method.',
      'Primary data (your own fuel litres and loads) gives better figures than defaults and rewards the efficiency you achieve.',
    ],
    options: [
      { option: 'Spreadsheet following the GLEC Framework', chooseWhen: 'the fleet is small and a few customers ask once a year.' },
      { option: 'Accredited calculation tool', chooseWhen: 'many customers ask for shipment-level figures.' },
    ],
    next30: [
      'Gather a year of fuel litres per vehicle and tonne-kilometres per customer.',
      'Read the GLEC Framework section on road freight and list the data it needs that you lack.',
    ],
    next90: [
      'Produce a first ISO 14083 figure per customer and send it to those who asked.',
      'Replace default values with your own data lane by lane.',
    ],
    sources: [sources.iso14083, sources.glec, cs.countEmissionsIru],
  },
  {
    slug: 'truck-charging-afir',
    area: 'fleet_decarbonisation',
    title: 'Public charging for electric trucks: what AFIR requires',
    keywords: [
      'truck charging',
      'HGV charging',
      'public chargers trucks',
      'AFIR',
      'charging network',
      'motorway charging',
      'megawatt charging',
      'TEN-T',
      'charging for electric lorry',
      'en-route charging',
      'hydrogen refuelling',
      'hydrogen stations',
      'hydrogen trucks',
      'truck parking charging',
    ],
    takeaway:
      'EU law requires truck charging pools of at least 350 kW every 60 km on the core TEN-T network by the end of 2030, so plan long-distance electric duties against that roll-out, not against today’s gaps.',
    guidance: [
      'Regulation (EU) 2023/1804, the Alternative Fuels Infrastructure Regulation (AFIR), set mandatory national targets for charging and refuelling infrastructure along the trans-European transport network (TEN-T).',
      'By the end of 2025, truck charging stations were due along at least 15% of the TEN-T road network in each direction, each with at least 1,400 kW and one point of at least 350 kW.',
      'By the end of 2030, truck charging pools of at least 350 kW are required every 60 km on the core network and every 100 km on the wider comprehensive network.',
      'Safe and secure truck parking areas must have at least two public truck charging stations by the end of 2027.',
      'For hydrogen, AFIR requires a public refuelling station at least every 200 km along the core TEN-T network and one in every urban node by the end of 2030, each able to supply at least 1 tonne a day; until either network fills in, back-to-base duties charged or fuelled at the depot are safest.',
    ],
    options: [
      { option: 'Depot charging for back-to-base duties', chooseWhen: 'routes return to base nightly within the truck’s range.' },
      {
        option: 'Plan en-route charging on core corridors',
        chooseWhen: 'a regular long lane runs on the core TEN-T where charging pools are being built.',
      },
    ],
    next30: [
      'Map your regular long lanes against the core TEN-T roads.',
      'Ask your electricity supplier about depot charger capacity for one truck.',
    ],
    next90: [
      'Check the Department’s en-route charging plan for your corridors.',
      'Plan a first electric duty that relies on depot charging only.',
    ],
    sources: [cs.afir, cs.haulageStrategyProgress, fp.afirHydrogen, sources.method],
  },
  {
    slug: 'home-charging-bik',
    area: 'fleet_decarbonisation',
    title: 'Charging electric company vans at drivers’ homes',
    keywords: [
      'home charger',
      'home charging',
      'charging at home',
      'charge point at home',
      'BIK home charger',
      'electric van overnight',
      'employee charger',
      'wallbox',
      'charging allowance',
      'charging at work',
    ],
    takeaway:
      'Since Finance Act 2024 an employer can install a charger at an employee’s or director’s home for a battery electric vehicle without a benefit-in-kind charge, if the conditions are met, which makes take-home electric vans workable.',
    guidance: [
      'Charging an electric vehicle at the employer’s premises was already exempt from benefit-in-kind; Finance Act 2024 extended the exemption to an employer-installed home charger for a battery electric vehicle.',
      'One condition is that the employer keeps ownership of the charger; amounts the employer pays to maintain it are also exempt when the conditions are met.',
      'Revenue updated its Employer Provided Vehicles manual in February 2025 (eBrief 042/25) with the conditions and examples.',
      'Home charging suits vans that go home with drivers who start their route from there, and avoids depot connection limits for small fleets.',
      'Agree how home electricity used for the van is measured and repaid, and check the rules with your adviser before paying any allowance.',
    ],
    options: [
      { option: 'Employer-owned home chargers', chooseWhen: 'drivers take vans home and start routes from there.' },
      { option: 'Depot charging only', chooseWhen: 'vans return to base each night and the depot connection can take the load.' },
    ],
    next30: [
      'List which drivers take vans home and whether a charger could be fitted at each home.',
      'Read Revenue’s conditions for the home charger exemption with your adviser.',
    ],
    next90: [
      'Fit employer-owned chargers for the first electric vans that go home.',
      'Set a written policy for home charging costs and repayment.',
    ],
    sources: [cs.homeChargerBik, sources.bikVanManual],
  },
];
