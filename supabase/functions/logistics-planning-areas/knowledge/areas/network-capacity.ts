// Network & Capacity Design: depots, warehouses, cross-docks and how far one
// driver can reach in a day.
import { operatorSources } from '../sources-operators.ts';
import { sources } from '../sources.ts';
import type { KnowledgeEntry } from '../types.ts';

export const networkCapacityEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'warehouse-network-design',
    area: 'network_capacity',
    title: 'Warehouse and depot network design',
    keywords: [
      'warehouse',
      'warehouses',
      'depot',
      'depots',
      'distribution centre',
      'DC',
      'hub',
      'location',
      'site',
      'centre of gravity',
      'network design',
      'new depot',
      'square feet',
      'pallet spaces',
      'footprint',
    ],
    takeaway:
      'Decide depot locations from demand scenarios and total landed cost, because the cheapest building is rarely the cheapest network.',
    guidance: [
      'Start with a centre-of-gravity calculation weighted by drops and pallets to find where a depot would sit, then test real sites near it.',
      'Compare networks on total cost: property, handling, stock holding and the transport in and out, not rent alone.',
      'Test each design against at least three demand scenarios (base, growth and a lost major customer) before committing to a lease.',
      'Size the warehouse on peak-week pallets and dock doors, and decide upfront which peak you will serve with overflow or a shared-user site.',
      'Keep a service-radius map: every customer should sit within a delivery time your service promise allows.',
    ],
    options: [
      {
        option: 'One central hub',
        chooseWhen: 'customers accept next-day delivery and stock consolidation saves more than the extra kilometres cost.',
      },
      {
        option: 'Hub plus satellite cross-docks',
        chooseWhen: 'same-day or early-morning delivery matters in a few regions and volumes there fill a daily trunk.',
      },
      {
        option: 'Shared-user or third-party warehouse',
        chooseWhen: 'demand is uncertain or seasonal and you cannot commit to a long lease.',
      },
    ],
    next30: [
      'Build a drop and pallet map by county from the last 12 months of orders.',
      'Run a centre-of-gravity calculation and list three candidate locations.',
    ],
    next90: [
      'Model total network cost for two or three designs under base, growth and downside demand.',
      'Choose a design and agree the trigger volumes that would move you to the next one.',
    ],
    sources: [sources.method],
  },
  {
    slug: 'driver-day-reach',
    area: 'network_capacity',
    title: 'How far the network can reach in one driver-day',
    keywords: [
      'radius',
      'reach',
      'trunking',
      'overnight',
      'night trunk',
      'double shift',
      'driving hours',
      'capacity',
      'fleet size',
      'how many trucks',
      'vehicle numbers',
      'utilisation',
      'shifts',
      'changeover',
      'journey times',
      'delivery windows',
      'top speed',
    ],
    takeaway: 'Driving-time rules set the real reach of a depot, so design routes and trunks around them rather than around the map.',
    guidance: [
      'EU rules cap daily driving at 9 hours, extendable to 10 hours twice a week, with no more than 56 hours in a week and 90 hours across two consecutive weeks.',
      'A driver must take a 45-minute break after four and a half hours of driving, which can be split into 15 minutes followed by 30 minutes but must total at least 45 minutes.',
      'The 9-hour day means a single driver’s out-and-back trip has at most about four and a half hours of driving each way, at 80 km/h at most (the speed limit for goods vehicles over 3,500 kg on every Irish road, motorways included, with limiters set at 90 km/h), and less once loading and waiting count; beyond that, plan a trunk with a changeover point or a second depot.',
      'Double-shifting tractor units on night trunks raises asset use without breaking driver limits, if trailers are pre-loaded at both ends.',
      'Count fleet capacity in available driver-hours as well as vehicles: a spare truck with no legal hours left is not capacity.',
    ],
    options: [
      { option: 'Trunk and changeover', chooseWhen: 'two depots are more than a legal day apart and volume fills a trailer each night.' },
      { option: 'Extra depot or cross-dock', chooseWhen: 'a region has enough daily drops to keep local vans busy all day.' },
      { option: 'Subcontract the long legs', chooseWhen: 'the volume on a long leg is irregular and would leave your own drivers idle.' },
    ],
    next30: [
      'Compare planned driving hours with tachograph data for the ten longest routes.',
      'Identify the routes that regularly need the 10-hour extension and why.',
    ],
    next90: [
      'Redesign the routes over the limit with a trunk, changeover or second base.',
      'Add available driver-hours to the weekly capacity report alongside vehicles.',
    ],
    sources: [sources.drivingTime, operatorSources.speedLimitGoods, operatorSources.speedLimiters, sources.method],
  },
  {
    slug: 'capacity-and-port-hinterland',
    area: 'network_capacity',
    title: 'Port hinterland and trailer capacity',
    keywords: [
      'trailer pool',
      'trailers',
      'port capacity',
      'congestion',
      'yard',
      'drop trailers',
      'peak',
      'seasonal',
      'Christmas',
      'surge',
      'spare capacity',
    ],
    takeaway:
      'Hold capacity where delay hurts most, usually a trailer buffer near the port and a flexible peak plan, rather than more trucks everywhere.',
    guidance: [
      'Ireland’s Tier 1 ports (Dublin, Cork and Shannon Foynes) lead national port capacity development, with Rosslare Europort and Waterford as the Tier 2 ports, so plan yard and trailer space around where your volumes actually sail.',
      'A buffer of drop trailers near the port decouples sailings from your trucks: tractors keep moving while trailers wait.',
      'Plan peaks with a ladder: overtime first, then agency drivers, then subcontractors, with prices agreed before the season.',
      'Track trailer turn time (days from loading to return); a slow turn means buying trailers to cover a process problem.',
    ],
    options: [
      {
        option: 'Own trailer buffer near the port',
        chooseWhen: 'sailing delays regularly idle your tractors and you can rent yard space near the terminal.',
      },
      {
        option: 'Pre-agreed peak subcontracting',
        chooseWhen: 'peaks are short and predictable and buying capacity would leave it idle the rest of the year.',
      },
    ],
    next30: [
      'Measure trailer turn time and tractor idle time at the port for four weeks.',
      'Write the peak capacity ladder with named subcontractors and agreed rates.',
    ],
    next90: [
      'Decide the size of a port-side trailer buffer from the measured idle time.',
      'Review the ladder after the next peak and fix the step that broke.',
    ],
    sources: [sources.portsPolicy, sources.method],
  },
];
