// The eight planning areas of spec section 3, with the blurb the page shows.
// Plain data with no imports: the function validates requests against it and
// the page (remotes/logistics-chat) imports the same module, so the two can
// never disagree.

export const AREA_KEYS = [
  'market_lane',
  'network_capacity',
  'customer_service',
  'cost_unit_economics',
  'fleet_decarbonisation',
  'workforce_capability',
  'technology_data',
  'risk_resilience',
] as const;

export type AreaKey = (typeof AREA_KEYS)[number];

export interface PlanningArea {
  key: AreaKey;
  label: string;
  blurb: string;
}

export const PLANNING_AREAS: readonly PlanningArea[] = [
  {
    key: 'market_lane',
    label: 'Market & Lane Strategy',
    blurb: 'Which customers, lanes and corridors to grow, price up or exit, including port routes and cabotage after Brexit.',
  },
  {
    key: 'network_capacity',
    label: 'Network & Capacity Design',
    blurb: 'Depots, warehouses, cross-docks and fleet capacity: where to put them and how big, tested against demand scenarios.',
  },
  {
    key: 'customer_service',
    label: 'Customer & Service Model',
    blurb: 'Service levels, delivery windows and the metrics customers judge you on, balanced against what each promise costs.',
  },
  {
    key: 'cost_unit_economics',
    label: 'Cost & Unit Economics',
    blurb: 'Cost per kilometre, per drop and per pallet, empty running, and the tax reliefs that change the sums.',
  },
  {
    key: 'fleet_decarbonisation',
    label: 'Fleet & Decarbonisation',
    blurb: 'Electric vans and trucks, HVO and gas, the grants that help, EU CO2 rules for trucks and how to report emissions.',
  },
  {
    key: 'workforce_capability',
    label: 'Workforce & Capability',
    blurb: 'Recruiting and keeping drivers, Driver CPC, driving-time rules and the skills planners and managers need.',
  },
  {
    key: 'technology_data',
    label: 'Technology & Data',
    blurb: 'TMS, telematics, tachograph data and electronic freight documents: what to buy, in what order, and the data it needs.',
  },
  {
    key: 'risk_resilience',
    label: 'Risk, Resilience & Governance',
    blurb: 'Operator licensing and the transport manager, insurance and liability, cyber rules and business continuity.',
  },
];

export function isAreaKey(value: string): value is AreaKey {
  return (AREA_KEYS as readonly string[]).includes(value);
}

export function areaLabel(key: AreaKey): string {
  return PLANNING_AREAS.find((area) => area.key === key)?.label ?? key;
}
