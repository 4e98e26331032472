// The 11 trusted sites of spec section 3 as the page lists them: a display
// copy of the function's catalogue (see areas.ts), kept equal by a test.

export type TrustedCategory = 'Irish Government & Agencies' | 'European Union';

export interface TrustedSite {
  domain: string;
  name: string;
  category: TrustedCategory;
  description: string;
}

export const TRUSTED_CATEGORIES: readonly TrustedCategory[] = ['Irish Government & Agencies', 'European Union'];

export const TRUSTED_SITES: readonly TrustedSite[] = [
  {
    domain: 'rsa.ie',
    name: 'Road Safety Authority',
    category: 'Irish Government & Agencies',
    description: 'Driver CPC, tachographs, driving-time enforcement and roadworthiness for commercial vehicles.',
  },
  {
    domain: 'gov.ie',
    name: 'Department of Transport',
    category: 'Irish Government & Agencies',
    description: 'Road haulage policy, operator licensing, ports policy and freight decarbonisation plans.',
  },
  {
    domain: 'seai.ie',
    name: 'Sustainable Energy Authority of Ireland',
    category: 'Irish Government & Agencies',
    description: 'Grants for electric vans and business energy supports, with fuel and energy data.',
  },
  {
    domain: 'revenue.ie',
    name: 'Revenue',
    category: 'Irish Government & Agencies',
    description: 'Capital allowances, fuel and vehicle taxes, and customs formalities for trade with Britain and beyond.',
  },
  {
    domain: 'tii.ie',
    name: 'Transport Infrastructure Ireland',
    category: 'Irish Government & Agencies',
    description: 'National roads and tolling, and the zero-emission heavy-duty vehicle grant scheme it runs for the Department.',
  },
  {
    domain: 'imdo.ie',
    name: 'Irish Maritime Development Office',
    category: 'Irish Government & Agencies',
    description: 'Ports policy, shipping routes and freight traffic through Irish ports.',
  },
  {
    domain: 'transport.ec.europa.eu',
    name: 'European Commission – Mobility and Transport',
    category: 'European Union',
    description: 'EU road transport rules: driving times, tachographs, the Mobility Package and cabotage.',
  },
  {
    domain: 'climate.ec.europa.eu',
    name: 'European Commission – Climate Action',
    category: 'European Union',
    description: 'CO2 emission standards for new trucks and buses, and EU climate targets for transport.',
  },
  {
    domain: 'eur-lex.europa.eu',
    name: 'EUR-Lex',
    category: 'European Union',
    description: 'The official texts of EU law, such as the eFTI, NIS2 and road transport regulations.',
  },
  {
    domain: 'finance.ec.europa.eu',
    name: 'European Commission – Sustainable Finance',
    category: 'European Union',
    description: 'Corporate sustainability reporting (CSRD) and the standards that decide what customers ask hauliers for.',
  },
  {
    domain: 'taxation-customs.ec.europa.eu',
    name: 'European Commission – Taxation and Customs Union',
    category: 'European Union',
    description: 'Customs procedures and transit rules for goods moving between Ireland, Britain and the continent.',
  },
];
