// The eight planning areas of spec section 3 as the page shows them. The
// function owns the list (supabase/functions/logistics-planning-areas/catalogue);
// a remote is deployed alone and may not import it, so this is a display copy
// that a test there (catalogue/page-copy.test.ts) keeps equal to it.

export type AreaKey =
  | 'market_lane'
  | 'network_capacity'
  | 'customer_service'
  | 'cost_unit_economics'
  | 'fleet_decarbonisation'
  | 'workforce_capability'
  | 'technology_data'
  | 'risk_resilience';

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
