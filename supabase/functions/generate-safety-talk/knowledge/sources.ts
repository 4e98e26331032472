// The documents our topics rest on, named as published, with where to read
// them and when we last checked our wording against a copy. We cite by name,
// never by invented section numbers, and rewrite everything in our own words.
// Where an official page lags the law, or two official pages disagree, the
// source's `note` says which we followed and why.
import type { SafetySource } from './types.ts';

/** The day we re-read the sources below against stored copies of them. */
export const CHECKED_ON = '2026-11-25';

/**
 * When our wording was first written against a source. A source we could not
 * re-read keeps this date, with a note saying so, rather than a check that
 * never happened.
 */
const WRITTEN_ON = '2025-01-01';
const NOT_REREAD = 'Not re-read on 25 November 2026: no stored copy of it could be found, so 1 January 2025 is when our wording was written against it, not a fresh check.';

const NO_ADDRESS = 'Checked against a stored copy of its contents; no official address for it was among the stored pages.';

const GENERAL_APPLICATION_URL = 'https://revisedacts.lawreform.ie/eli/2007/si/299/revised/en/html';

/** A part of the General Application Regulations we re-read in the revised text. */
function generalApplication(part: string, note?: string): SafetySource {
  return {
    name: `Safety, Health and Welfare at Work (General Application) Regulations 2007, as amended – ${part}`,
    publisher: 'Government of Ireland',
    url: GENERAL_APPLICATION_URL,
    asOf: CHECKED_ON,
    ...(note ? { note } : {}),
  };
}

/** A part of the same Regulations we did not re-read this time. */
function generalApplicationNotReread(part: string): SafetySource {
  return { ...generalApplication(part), asOf: WRITTEN_ON, note: `${NOT_REREAD} Other parts of the same revised text were re-read.` };
}

function hsa(name: string, url: string | undefined, note?: string): SafetySource {
  return {
    name,
    publisher: 'Health and Safety Authority',
    ...(url ? { url } : {}),
    asOf: CHECKED_ON,
    ...(note ? { note } : {}),
  };
}

export const sources = {
  act: {
    name: 'Safety, Health and Welfare at Work Act 2005',
    publisher: 'Government of Ireland',
    url: 'https://www.irishstatutebook.ie/eli/2005/act/10/enacted/en/html',
    asOf: CHECKED_ON,
    note: 'Checked through the HSA pages that set out its duties (a risk assessment before excavation work; vehicles as places of work); the Act itself was not re-read.',
  },
  construction: {
    name: 'Safety, Health and Welfare at Work (Construction) Regulations 2013, as amended',
    publisher: 'Government of Ireland',
    url: 'https://www.irishstatutebook.ie/eli/2013/si/291/made/en/html',
    asOf: CHECKED_ON,
    note: 'Checked through the HSA excavations FAQ and the HSA\u2019s construction guidance that quote them. They replaced the Construction Regulations 2006, whose rule for excavations deeper than 1.25 m no longer applies.',
  },
  workAtHeight: generalApplication(
    'Work at Height',
    'Requires suitable and sufficient edge protection, platforms with no gaps to fall through, and steps against falling objects. The parts we re-read set no guard-rail height; the 950 mm top rail we once gave comes from UK and Northern Ireland law and was removed.',
  ),
  workEquipment: generalApplication('Use of Work Equipment'),
  youngPersons: generalApplication('Protection of Children and Young Persons'),
  manualHandling: generalApplicationNotReread('Manual Handling of Loads'),
  electricity: generalApplicationNotReread('Electricity'),
  noise: generalApplicationNotReread('Control of Noise at Work'),
  vibration: generalApplicationNotReread('Control of Vibration at Work'),
  ppe: generalApplicationNotReread('Personal Protective Equipment'),
  firstAid: generalApplicationNotReread('First-Aid'),
  workplace: generalApplicationNotReread('Workplace'),
  nightWork: generalApplicationNotReread('Night Work and Shift Work'),
  asbestos: {
    name: 'Safety, Health and Welfare at Work (Exposure to Asbestos) Regulations 2006 to 2025 (S.I. No. 386 of 2006, as amended by S.I. No. 589 of 2010 and S.I. No. 632 of 2025)',
    publisher: 'Government of Ireland',
    url: 'https://www.legislation.ie/eli/2025/si/632/made/en/print',
    asOf: CHECKED_ON,
    note: 'The 2025 amending Regulations came into operation on 21 December 2025 and give effect to Directive (EU) 2023/2668.',
  },
  asbestosChanges: hsa(
    'New Asbestos Regulations: what are the key changes and implications? (Asbestos latest news)',
    'https://www.hsa.ie/eng/your_industry/chemicals/legislation_enforcement/asbestos/asbestos_introduction/latest_news',
    'Sets out the 2025 changes: structures assessed for asbestos before any work, a permit obtained before work with asbestos, and an exposure limit of 0.01 fibres/cm\u00b3 from 21 December 2025.',
  ),
  asbestosNotifications: hsa(
    'Asbestos Notifications',
    'https://www.hsa.ie/eng/business_services_portal/notifications_and_reporting/asbestos',
    'Notifiable asbestos work must be notified to the HSA so that the notification is received at least 10 days before the work starts, with the plan of work, a site-specific risk assessment and training records.',
  ),
  asbestosFaqs: hsa(
    'Asbestos FAQs',
    'https://www.hsa.ie/eng/your_industry/chemicals/legislation_enforcement/asbestos/asbestos_introduction/asbestos_faqs',
    'Says asbestos can be in any building built or refurbished before 2004. The HSA\u2019s \u201cWhat is asbestos?\u201d page still says before 2000; we give the later year, as the FAQs do, because it covers more buildings.',
  ),
  asbestosWhatIs: hsa(
    'What is asbestos?',
    'https://www.hsa.ie/eng/your_industry/chemicals/legislation_enforcement/asbestos/asbestos_introduction/what_is_asbestos/',
    'Gives 15 to 60 years for asbestos diseases to develop. We meant to cite Citizens Information for this figure but found no stored copy of its page, so the HSA is the source.',
  ),
  asbestosGuidelines: hsa(
    'Asbestos-containing Materials (ACMs) in Workplaces: Practical Guidelines on ACM Management and Abatement',
    'https://www.hsa.ie/eng/your_industry/chemicals/legislation_enforcement/asbestos/legislation_and_guidance/guidance_document',
    'Published in 2013. The HSA says it needs updating for the 2025 Regulations; where they differ we follow the Regulations and the HSA\u2019s 2025 pages.',
  ),
  carcinogens: {
    name: 'Safety, Health and Welfare at Work (Carcinogens, Mutagens and Reprotoxic Substances) Regulations 2024 (S.I. No. 122 of 2024)',
    publisher: 'Government of Ireland',
    url: 'https://www.hsa.ie/eng/your_industry/chemicals/legislation_enforcement/chemical_agents_and_carcinogens/legislation_and_code_of_practice/carcinogens_mutagens_and_reprotoxic_substances_legislation/',
    asOf: CHECKED_ON,
    note: 'Checked through the HSA page on the Regulations (they consolidate and replace the Carcinogens Regulations 2001 and their 2015 and 2019 amendments) and the HSA\u2019s announcement of 5 April 2024, the date by which they had to take effect; they cover the carcinogenic processes of the EU Carcinogens Directive, which has listed hardwood dust for years and added silica dust from work processes through Directive (EU) 2017/2398.',
  },
  chemicalAgentsCode: hsa(
    '2024 Code of Practice for the Chemical Agents Regulations (2001-2021) and the Carcinogens, Mutagens and Reprotoxic Substances Regulations (2024)',
    'https://hsa.ie/!XZJ38G',
    'Published by the HSA on 5 April 2024 with the 2024 Regulations.',
  ),
  chemicalAgents: {
    name: 'Safety, Health and Welfare at Work (Chemical Agents) Regulations 2001 to 2021',
    publisher: 'Government of Ireland',
    url: 'https://www.irishstatutebook.ie/eli/2001/si/619/made/en/html',
    asOf: CHECKED_ON,
    note: 'Checked through the HSA\u2019s 2024 Code of Practice announcement, which names them as in force.',
  },
  confinedSpaces: {
    name: 'Safety, Health and Welfare at Work (Confined Spaces) Regulations 2001',
    publisher: 'Government of Ireland',
    url: 'https://www.irishstatutebook.ie/eli/2001/si/218/made/en/html',
    asOf: WRITTEN_ON,
    note: NOT_REREAD,
  },
  confinedSpacesCode: hsa('Code of Practice for Working in Confined Spaces', undefined, 'Checked against a stored copy of the Code\u2019s contents (safe system of work, permit to work, testing the atmosphere, rescue); no official address for it was among the stored pages.'),
  workingTime: {
    name: 'Organisation of Working Time Act 1997 (as explained in Citizens Information: Work breaks and rest periods)',
    publisher: 'Citizens Information Board',
    url: 'https://www.citizensinformation.ie/en/employment/employment-rights-and-conditions/hours-of-work/work-breaks-and-rest-periods/',
    asOf: CHECKED_ON,
  },
  undergroundCode: hsa(
    'Code of Practice for Avoiding Danger from Underground Services (January 2010, updated May 2016)',
    undefined,
    'Checked against a stored copy of the May 2016 edition\u2019s contents. We found no set distance for hand digging in what we could read, so the talk gives none.',
  ),
  overheadLinesCode: {
    name: 'Code of Practice for Avoiding Danger from Overhead Electricity Lines (second edition, May 2019, approved by the Health and Safety Authority)',
    publisher: 'ESB Networks',
    asOf: CHECKED_ON,
    note: 'Checked against a stored copy of the second edition, in effect from 1 May 2019; it replaced the 2008 edition.',
  },
  roofworkCode: hsa('Code of Practice for Safety in Roofwork', undefined, 'Checked against stored copies of the Code\u2019s contents (fragile roofs, roof lights, edge protection); no official address for it was among the stored pages.'),
  scaffoldCode: hsa('Code of Practice for Access and Working Scaffolds (in effect from 1 January 2019)', undefined, `The revised Code took effect on 1 January 2019 and replaced the 2009 edition. ${NO_ADDRESS}`),
  excavationsFaq: hsa(
    'Working in Excavations \u2013 Frequently Asked Questions',
    'https://www.hsa.ie/eng/your_industry/construction/construction_faq%27s/excavations/',
    'Asked how deep an excavation must be before precautions are needed, the HSA answers with the risk assessment, not a depth. Its older \u201cA Guide to Safety in Excavations\u201d gives 1.25 m from the revoked 2006 Construction Regulations; we no longer cite it.',
  ),
  vehiclesLegal: hsa('Work Related Vehicle Safety: Legal Requirements', 'https://www.hsa.ie/eng/vehicles_at_work/work_related_vehicle_safety/legal_requirements/'),
  workAtHeightGuide: hsa(
    'Guide to the Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 4: Work at Height (December 2007)',
    undefined,
    `Covers planning, weather conditions, guard-rails and toe-boards, working platforms, work equipment for work at height and fall protection. ${NO_ADDRESS}`,
  ),
  workEquipmentGuide: hsa(
    'Guide to the Safety, Health and Welfare at Work (General Application) Regulations 2007, Chapter 2 of Part 2: Use of Work Equipment (2010 update)',
    undefined,
    `Covers mobile work equipment, roll-over, lifting equipment, cranes and lifting accessories. ${NO_ADDRESS}`,
  ),
  manualHandlingGuidance: {
    name: 'Guidance on the Management of Manual Handling in the Workplace',
    publisher: 'Health and Safety Authority',
    asOf: WRITTEN_ON,
    note: NOT_REREAD,
  },
  silicaCampaign: hsa(
    'HSA launches inspection campaign focusing on silica dust in Construction (6 June 2025)',
    'https://www.hsa.ie/!7RCPPR',
    'Silica dust from cutting, grinding, drilling and demolition of concrete, stone and brick causes silicosis, lung cancer and COPD; controls include water suppression, on-tool extraction, containment and RPE.',
  ),
  sunSafety: hsa(
    'Employers and outdoor workers urged to reduce skin cancer risk by prioritising sun safety (21 May 2025)',
    'https://www.hsa.ie/!MBYLJ2',
    'Skin cancer is the most common cancer in Ireland; protect skin when the UV index is 3 or more, even on overcast days; SPF 30+ sunscreen, shade and covering up.',
  ),
  fallsCampaign: hsa(
    '\u2018Falls are preventable\u2019: New All-Island Construction Safety Campaign Begins (16 February 2026)',
    'https://www.hsa.ie/news_events_media/news/press_releases_2026/falls-are-preventable-new-all-island-construction-safety-campaign-begins',
    'Falls from height remain one of the leading causes of death and serious injury in construction: 68 construction deaths from falls on the island of Ireland in 2016 to 2025.',
  ),
  nightShiftGuidance: hsa('Guidance for Employers and Employees on Night and Shift Work (September 2012)', undefined, NO_ADDRESS),
  youngPersonsGuide: hsa(
    'Guide to the Safety, Health and Welfare at Work (General Application) Regulations 2007, Chapter 1 of Part 6: Protection of Children and Young Persons (amended November 2016)',
    undefined,
    NO_ADDRESS,
  ),
  firstAidGuidance: {
    name: 'Guide to the Safety, Health and Welfare at Work (General Application) Regulations 2007: First-Aid',
    publisher: 'Health and Safety Authority',
    asOf: WRITTEN_ON,
    note: NOT_REREAD,
  },
  biologicalAgents: {
    name: 'Safety, Health and Welfare at Work (Biological Agents) Regulations 2013 and the HSA Code of Practice on Biological Agents',
    publisher: 'Government of Ireland / Health and Safety Authority',
    asOf: WRITTEN_ON,
    note: NOT_REREAD,
  },
  roadworksChapter8: {
    name: 'Traffic Signs Manual, Chapter 8: Temporary Traffic Measures and Signs for Roadworks',
    publisher: 'Department of Transport',
    asOf: WRITTEN_ON,
    note: NOT_REREAD,
  },
  temporaryWorksStandard: {
    name: 'BS 5975-1:2024, code of practice for temporary works procedures (replaces BS 5975:2019)',
    publisher: 'British Standards Institution',
    asOf: CHECKED_ON,
    note: 'A British Standard used on Irish sites as good practice, not Irish law. Checked through a stored summary of the 2024 edition; the standard itself is sold by BSI and was not read.',
  },
  safePass: {
    name: 'Safe Pass health and safety awareness training programme',
    publisher: 'SOLAS',
    url: 'https://www.solas.ie/Pages/Safepass.aspx',
    asOf: CHECKED_ON,
  },
  fireServices: {
    name: 'Fire Services Acts 1981 and 2003',
    publisher: 'Government of Ireland',
    asOf: WRITTEN_ON,
    note: NOT_REREAD,
  },
} satisfies Record<string, SafetySource>;
