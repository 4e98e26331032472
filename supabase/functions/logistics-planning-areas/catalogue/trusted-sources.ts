// The 11 trusted sites of spec section 3, in their two categories. The page
// lists them; the function reads the pages named here when the network
// allows. Plain data with no imports, shared by both (see areas.ts).
import type { AreaKey } from './areas.ts';

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
