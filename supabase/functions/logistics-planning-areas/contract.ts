// The contract of logistics-planning-areas, shared by the function (which
// validates requests with it and reads the trusted sites it names) and the
// page (which lists the areas and sites, bounds its inputs and reads answers
// with it). It imports only zod/mini and the shared contract, so the browser,
// Node and Deno all load it.
import * as z from 'zod/mini';
import { defineSchema, isWebAddress, readGeneratedBy, requiredText, sourceSchema } from '../_shared/contract.ts';

// The eight planning areas, with the blurb the page shows.
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

export function areaLabel(key: AreaKey): string {
  return PLANNING_AREAS.find((area) => area.key === key)?.label ?? key;
}

// The 11 trusted sites in their two categories: the page lists them; the
// function reads the pages named here when the network allows.
export type TrustedCategory = 'Irish Government & Agencies' | 'European Union';

export interface TrustedSite {
  domain: string;
  name: string;
  category: TrustedCategory;
  description: string;
  /** The page the function reads for live context. */
  url: string;
  /** Planning areas this site informs: it is read for questions in them. */
  areas: readonly AreaKey[];
}

export const TRUSTED_CATEGORIES: readonly TrustedCategory[] = ['Irish Government & Agencies', 'European Union'];

export const TRUSTED_SITES: readonly TrustedSite[] = [
  {
    domain: 'rsa.ie',
    name: 'Road Safety Authority',
    category: 'Irish Government & Agencies',
    description: 'Driver CPC, tachographs, driving-time enforcement and roadworthiness for commercial vehicles.',
    url: 'https://www.rsa.ie/services/professional-drivers/cpc/become-a-professional-cpc-driver/10.-staying-qualified',
    areas: ['workforce_capability', 'technology_data', 'risk_resilience'],
  },
  {
    domain: 'gov.ie',
    name: 'Department of Transport',
    category: 'Irish Government & Agencies',
    description: 'Road haulage policy, operator licensing, ports policy and freight decarbonisation plans.',
    url: 'https://www.gov.ie/',
    areas: ['market_lane', 'network_capacity', 'customer_service', 'risk_resilience'],
  },
  {
    domain: 'seai.ie',
    name: 'Sustainable Energy Authority of Ireland',
    category: 'Irish Government & Agencies',
    description: 'Grants for electric vans and business energy supports, with fuel and energy data.',
    url: 'https://www.seai.ie/grants/electric-vehicle-grants/grant-amounts/',
    areas: ['fleet_decarbonisation', 'cost_unit_economics'],
  },
  {
    domain: 'revenue.ie',
    name: 'Revenue',
    category: 'Irish Government & Agencies',
    description: 'Capital allowances, fuel and vehicle taxes, and customs formalities for trade with Britain and beyond.',
    url: 'https://www.revenue.ie/',
    areas: ['cost_unit_economics', 'market_lane'],
  },
  {
    domain: 'tii.ie',
    name: 'Transport Infrastructure Ireland',
    category: 'Irish Government & Agencies',
    description: 'National roads and tolling, and the zero-emission heavy-duty vehicle grant scheme it runs for the Department.',
    url: 'https://tii.ie/en/roads-tolling/alt-fuel-projects-unit/zero-emission-heavy-duty',
    areas: ['fleet_decarbonisation', 'network_capacity'],
  },
  {
    domain: 'imdo.ie',
    name: 'Irish Maritime Development Office',
    category: 'Irish Government & Agencies',
    description: 'Ports policy, shipping routes and freight traffic through Irish ports.',
    url: 'https://www.imdo.ie/Home/site-area/maritime-policy/ports-policy/national-ports-policy',
    areas: ['market_lane', 'network_capacity', 'risk_resilience'],
  },
  {
    domain: 'transport.ec.europa.eu',
    name: 'European Commission – Mobility and Transport',
    category: 'European Union',
    description: 'EU road transport rules: driving times, tachographs, the Mobility Package and cabotage.',
    url: 'https://transport.ec.europa.eu/transport-modes/road/social-provisions_en',
    areas: ['market_lane', 'workforce_capability', 'customer_service', 'technology_data'],
  },
  {
    domain: 'climate.ec.europa.eu',
    name: 'European Commission – Climate Action',
    category: 'European Union',
    description: 'CO2 emission standards for new trucks and buses, and EU climate targets for transport.',
    url: 'https://climate.ec.europa.eu/',
    areas: ['fleet_decarbonisation'],
  },
  {
    domain: 'eur-lex.europa.eu',
    name: 'EUR-Lex',
    category: 'European Union',
    description: 'The official texts of EU law, such as the eFTI, NIS2 and road transport regulations.',
    url: 'https://eur-lex.europa.eu/EN/legal-content/summary/electronic-freight-transport-information.html',
    areas: ['technology_data', 'risk_resilience'],
  },
  {
    domain: 'finance.ec.europa.eu',
    name: 'European Commission – Sustainable Finance',
    category: 'European Union',
    description: 'Corporate sustainability reporting (CSRD) and the standards that decide what customers ask hauliers for.',
    url: 'https://finance.ec.europa.eu/',
    areas: ['fleet_decarbonisation', 'customer_service'],
  },
  {
    domain: 'taxation-customs.ec.europa.eu',
    name: 'European Commission – Taxation and Customs Union',
    category: 'European Union',
    description: 'Customs procedures and transit rules for goods moving between Ireland, Britain and the continent.',
    url: 'https://taxation-customs.ec.europa.eu/',
    areas: ['market_lane', 'cost_unit_economics'],
  },
];

/** The trusted pages read for a question in `area`, most specific first. */
export function trustedSitesForArea(area: AreaKey): TrustedSite[] {
  return TRUSTED_SITES.filter((site) => site.areas.includes(area));
}

export const MAX_MESSAGE_LENGTH = 4000;
export const MAX_SUGGESTED_URLS = 5;
/** Earlier turns kept for context: enough for a follow-up, small enough to bound the body. */
export const MAX_HISTORY_TURNS = 8;
export const MAX_URL_LENGTH = 2000;
/** Eight turns of history may carry long replies; the schema bounds each part. */
export const MAX_BODY_BYTES = 128 * 1024;

export const INVALID_URL_MESSAGE = 'Please enter a valid URL starting with http:// or https://';

const webUrl = defineSchema(() =>
  z
    .string({ error: 'Each suggested URL must be text.' })
    .check(
      z.trim(),
      z.maxLength(MAX_URL_LENGTH, `A suggested URL must be at most ${MAX_URL_LENGTH} characters.`),
      z.refine(isWebAddress, INVALID_URL_MESSAGE),
    ),
);

const turnSchema = defineSchema(() =>
  z.object({
    role: z.enum(['user', 'assistant'], { error: 'A turn role must be user or assistant.' }),
    content: z
      .string({ error: 'A turn must have text content.' })
      .check(z.maxLength(MAX_MESSAGE_LENGTH, `A turn must be at most ${MAX_MESSAGE_LENGTH} characters.`)),
  }),
);

/** The request: the area, the question, the visitor's suggested pages and the bounded conversation so far. */
export const planningRequestSchema = defineSchema(() =>
  z.object({
    area: z.enum(AREA_KEYS, { error: `Please choose a planning area: one of ${AREA_KEYS.join(', ')}.` }),
    message: requiredText(MAX_MESSAGE_LENGTH, 'Please type a question.', `The question must be at most ${MAX_MESSAGE_LENGTH} characters.`),
    suggestedUrls: z._default(
      z
        .array(webUrl, { error: 'suggestedUrls must be a list of web addresses.' })
        .check(z.maxLength(MAX_SUGGESTED_URLS, `At most ${MAX_SUGGESTED_URLS} suggested URLs.`)),
      [],
    ),
    history: z._default(
      z
        .array(turnSchema, { error: 'history must be a list of earlier turns.' })
        .check(z.maxLength(MAX_HISTORY_TURNS, `Send at most the last ${MAX_HISTORY_TURNS} turns of history.`)),
      [],
    ),
  }),
);

export type PlanningRequest = z.infer<typeof planningRequestSchema>;
export type ConversationTurn = z.infer<typeof turnSchema>;

export const attemptedSourceSchema = defineSchema(() =>
  z.object({
    url: z.string(),
    origin: z.enum(['trusted', 'suggested']),
    outcome: z.enum(['used', 'nothing relevant', 'refused', 'failed']),
    detail: z.string(),
  }),
);

export type AttemptedSource = z.infer<typeof attemptedSourceSchema>;
export type AttemptOutcome = AttemptedSource['outcome'];

/** The answer as a page reads it: the brief, what it rests on, what was tried, and which path wrote it. */
export const planningResponseSchema = defineSchema(() =>
  z.object({
    // Trimmed first, so a reply of only whitespace counts as empty.
    reply: z.string().check(z.trim(), z.minLength(1)),
    sources: z.array(sourceSchema),
    attemptedSources: z.array(attemptedSourceSchema),
    generatedBy: readGeneratedBy,
    // Set when the question clearly belonged to another area and was answered
    // from there: the page offers a one-click switch to it.
    suggestedArea: z.optional(z.enum(AREA_KEYS)),
  }),
);

export type PlanningResponse = z.infer<typeof planningResponseSchema>;
