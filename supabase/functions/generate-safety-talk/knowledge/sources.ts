// The documents our topics rest on, named as published, with where to read
// them and when we last checked our wording against a copy. We cite by name,
// never by invented section numbers, and rewrite everything in our own words.
// Where an official page lags the law, or two official pages disagree, the
// source's `note` says which we followed and why.
import type { SafetySource } from './types.ts';

/** The latest day we re-read sources against stored copies of them (the legal figures and new topics). */
export const CHECKED_ON = '2026-11-26';

/**
 * The day we went back to the official pages for the facts our notes said we
 * had only read in secondary copies; every source dated then says in its note
 * what was read where.
 */
export const OFFICIAL_RECHECK_ON = '2026-11-28';

/** The day before, when the older topics' sources were re-read; a source checked then needs no note. */
export const PREVIOUS_CHECK_ON = '2026-11-25';

/** The day the eighth visitor set's round went back to official pages for the controls a day's topic never stated. */
export const EIGHTH_ROUND_CHECK_ON = '2026-11-29';

/** The day the ninth visitor set's round read the official pages its misses needed (the search budget had run out the round before). */
export const NINTH_ROUND_CHECK_ON = '2026-11-29';

/** The day the tenth visitor set's round read the official pages its misses needed. */
export const TENTH_ROUND_CHECK_ON = '2026-11-29';

/** The day the eleventh visitor set's round read the regulations its misses needed, each in the revised text. */
export const ELEVENTH_ROUND_CHECK_ON = '2026-11-29';

/** The day the breadth round read the official pages for the work no topic covered (docs/knowledge/safety-coverage.md). */
export const BREADTH_ROUND_CHECK_ON = '2026-11-29';

/** The day the twelfth visitor set's round re-read the official pages for the figures its misses needed. */
export const TWELFTH_ROUND_CHECK_ON = '2026-11-29';

export const THIRTEENTH_ROUND_CHECK_ON = '2026-11-29';

/** The day the fifteenth visitor set's round read the pages its misses needed. */
export const FIFTEENTH_ROUND_CHECK_ON = '2026-11-29';

/** The day the sixteenth visitor set's round read the pages its misses needed. */
export const SIXTEENTH_ROUND_CHECK_ON = '2026-11-30';

/** One regulation of the General Application Regulations, read on its own page of the revised text. */
function generalApplicationRegulation(regulation: number, part: string, note: string, asOf: string): SafetySource {
  return {
    name: `Safety, Health and Welfare at Work (General Application) Regulations 2007, as amended – ${part}`,
    publisher: 'Government of Ireland',
    url: `https://revisedacts.lawreform.ie/eli/2007/si/299/section/${regulation}/revised/en/html`,
    asOf,
    note,
  };
}

/**
 * When our wording was first written against a source. A source we could not
 * re-read keeps this date, with a note saying so, rather than a check that
 * never happened.
 */
const WRITTEN_ON = '2025-01-01';
const NOT_REREAD =
  'Not re-read on 25 November 2026: no stored copy of it could be found, so 1 January 2025 is when our wording was written against it, not a fresh check.';

const NO_ADDRESS = 'Checked against a stored copy of its contents; no official address for it was among the stored pages.';

const GENERAL_APPLICATION_URL = 'https://revisedacts.lawreform.ie/eli/2007/si/299/revised/en/html';

/** A part of the General Application Regulations we re-read in the revised text (on `asOf`). */
function generalApplication(part: string, note?: string, asOf: string = PREVIOUS_CHECK_ON): SafetySource {
  return {
    name: `Safety, Health and Welfare at Work (General Application) Regulations 2007, as amended – ${part}`,
    publisher: 'Government of Ireland',
    url: GENERAL_APPLICATION_URL,
    asOf,
    ...(note ? { note } : {}),
  };
}

function hsa(name: string, url: string | undefined, note?: string, asOf: string = PREVIOUS_CHECK_ON): SafetySource {
  return {
    name,
    publisher: 'Health and Safety Authority',
    ...(url ? { url } : {}),
    asOf,
    ...(note ? { note } : {}),
  };
}

export const sources = {
  act: {
    name: 'Safety, Health and Welfare at Work Act 2005',
    publisher: 'Government of Ireland',
    url: 'https://www.irishstatutebook.ie/eli/2005/act/10/enacted/en/html',
    asOf: PREVIOUS_CHECK_ON,
    note: 'Checked through the HSA pages that set out its duties (a risk assessment before excavation work; vehicles as places of work); the Act itself was not re-read.',
  },
  construction: {
    name: 'Safety, Health and Welfare at Work (Construction) Regulations 2013, as amended',
    publisher: 'Government of Ireland',
    url: 'https://www.irishstatutebook.ie/eli/2013/si/291/made/en/html',
    asOf: PREVIOUS_CHECK_ON,
    note: 'Checked through the HSA excavations FAQ and the HSA\u2019s construction guidance that quote them. They replaced the Construction Regulations 2006, whose rule for excavations deeper than 1.25 m no longer applies.',
  },
  workAtHeight: generalApplication(
    'Work at Height',
    'Requires suitable and sufficient edge protection, platforms with no gaps to fall through, and steps against falling objects. The parts we re-read set no guard-rail height; the 950 mm top rail we once gave comes from UK and Northern Ireland law and was removed. Re-read on 26 November 2026 for the inspection rule: a working platform used for construction work from which someone could fall 2 m or more is not used unless inspected in that position (a mobile platform, on the site) within the previous 7 days, equipment exposed to deterioration is inspected at suitable intervals and after exceptional circumstances, and the inspector\u2019s report is handed over within 24 hours. Regulation 114 (ladders) re-read the same day: a ladder is used for work at height only where the risk assessment shows more suitable equipment is not justified because the risk is low and the use is short, or the place cannot be altered, with a secure handhold and support always available.',
    CHECKED_ON,
  ),
  workEquipment: generalApplication(
    'Use of Work Equipment',
    'Re-read on 26 November 2026 for lifting equipment: it is examined by a competent person before first use (new mobile machines may rely on their CE marking and declaration of conformity), after any repair or alteration relevant to safe operation, and at the intervals its schedule sets, and used only within any conditions the examination report specifies. We could not read the schedule\u2019s intervals in a stored copy, so no talk states them. Searched again on 29 November 2026: Schedule 1 of the revised text was found (revisedacts.lawreform.ie), but the stored copy showed only Part A (hoists exempt from Regulation 46), not Part B with the examination periods; Regulation 57 (lifting accessories: tested, examined, certified and marked with their safe working load) was read there. A 6-month interval for lifting accessories was read only in the UK\u2019s and Northern Ireland\u2019s lifting regulations (LOLER) and in trade pages, none of them Irish law, so still no talk states it. Searched again on 29 November 2026: that lorry-mounted cranes are among the equipment Regulation 52 has thoroughly examined by a competent person at set intervals, with a certificate of test and examination before first use, was read only on Irish lifting-inspection firms\u2019 pages (techcert.ie, liftingandhandling.ie) quoting the Regulations and the HSA\u2019s guide, so the talk names the examination and its report, not an interval.',
    TENTH_ROUND_CHECK_ON,
  ),
  youngPersons: generalApplication(
    'Protection of Children and Young Persons',
    'Regulation 145 read in the revised text on 28 November 2026 and again on 29 November 2026 (revisedacts.lawreform.ie, section 145): no child or young person is employed where a risk assessment reveals the work is beyond their physical or psychological capacity, harmfully exposes them to toxic, carcinogenic or similar agents or radiation, brings accident risks they cannot be assumed to recognise or avoid owing to insufficient attention to safety or lack of experience or training, or risks their health through extreme heat or cold, noise or vibration. Regulation 144, a risk assessment before employing a child or young person and after any major change in the workplace, assessing the risks from their lack of experience, absence of awareness of existing or potential risks or lack of maturity, was read only in a secondary copy of the regulation (betterregulation.com).',
    EIGHTH_ROUND_CHECK_ON,
  ),
  manualHandling: generalApplication(
    'Manual Handling of Loads',
    'Re-read on 26 November 2026: Schedule 3 in the revised text, and regulation 69(a), (b) and (c)(i) as the HSA\u2019s manual handling FAQ quotes them. The employer avoids manual handling by organising the work or with mechanical means; where it cannot be avoided, reduces the risk, organises workstations to make it as safe as possible and assesses the work against Schedule 3: a load too heavy or large, hard to grip, unstable or held away from the trunk; effort that is strenuous, twisting or in an unstable posture; too little room, floors that are uneven, slippery or unstable, changes of level, or unsuitable temperature or ventilation; over-frequent or prolonged effort, too little rest, long lifting or carrying distances, or a pace set by a process. Neither sets a weight limit. Regulation 68, the rest of regulation 69 and anything in Schedule 3 after those four headings were not read in an official copy.',
    CHECKED_ON,
  ),
  electricity: generalApplication(
    'Electricity',
    'Re-read on 26 November 2026 (regulation 86): equipment is made dead before work where appropriate, and nobody works on or near a live part unless it is unreasonable for it to be dead, it is reasonable to work on it live, and suitable precautions are taken. The rules for portable equipment and wet or damaging conditions were not among the regulations re-read.',
    CHECKED_ON,
  ),
  noise: generalApplication(
    'Control of Noise at Work',
    'Re-read on 26 November 2026: the exposure limit values are 87 dB(A) daily (or weekly) exposure and 140 dB(C) peak, the upper action values 85 dB(A) and 137 dB(C), the lower action values 80 dB(A) and 135 dB(C); only the limit values take account of hearing protection worn.',
    CHECKED_ON,
  ),
  vibration: generalApplication(
    'Control of Vibration at Work',
    'Re-read on 26 November 2026 (the regulations on action and limit values, their application and exemptions). The values themselves, 2.5 and 5 m/s\u00b2 A(8) for hand-arm and 0.5 and 1.15 m/s\u00b2 A(8) for whole-body vibration, were checked against stored copies of Directive 2002/44/EC, which these Regulations transpose, and of guides quoting them; the Irish regulation that lists them was not among the stored pages.',
    CHECKED_ON,
  ),
  ppe: generalApplication(
    'Personal Protective Equipment',
    'Re-read on 26 November 2026 (regulations 62, 64 and 67): PPE is provided where risks cannot be avoided or sufficiently limited by collective protection or by how the work is organised, with information, instruction and training in its use. That it costs the employee nothing comes from the 2005 Act, not this Part.',
    CHECKED_ON,
  ),
  firstAid: generalApplication(
    'First-Aid',
    'Re-read on 26 November 2026 (regulation 165): suitably marked, easily reached first-aid equipment, as many occupational first-aiders as the size and hazards of the place of work need, their names in the safety statement, and the emergency services\u2019 numbers displayed.',
    CHECKED_ON,
  ),
  workplace: generalApplication(
    'Workplace',
    'Re-read on 26 November 2026 (regulations 13 and 14): fire-fighting equipment suited to the buildings, their contents and the people present, easy to reach, signed and maintained; places of work organised so pedestrians and vehicles move safely, with sufficient clearance between them.',
    CHECKED_ON,
  ),
  nightWork: generalApplication(
    'Night Work and Shift Work',
    'Re-read on 26 November 2026 (regulation 156): taking account of the night-work risk assessment under regulation 155, the employer takes the steps the work calls for to protect night and shift workers. Regulation 157 read in the revised text on 29 November 2026 (revisedacts.lawreform.ie, section 157): before employing someone as a night worker and at regular intervals while they are one, the employer makes available, free of charge, an assessment by a registered medical practitioner (or someone under the practitioner\u2019s supervision) of any adverse effects of the night work on their health, and facilitates attendance; the assessor tells employer and employee whether the employee is fit or unfit for the night work, and may suggest changes in its conditions that would make them fit; clinical details go only to the employee.',
    NINTH_ROUND_CHECK_ON,
  ),
  asbestos: {
    name: 'Safety, Health and Welfare at Work (Exposure to Asbestos) Regulations 2006 to 2025 (S.I. No. 386 of 2006, as amended by S.I. No. 589 of 2010 and S.I. No. 632 of 2025)',
    publisher: 'Government of Ireland',
    url: 'https://www.legislation.ie/eli/2025/si/632/made/en/print',
    asOf: OFFICIAL_RECHECK_ON,
    note: 'The 2025 amending Regulations came into operation on 21 December 2025 and give effect to Directive (EU) 2023/2668. Re-read on 28 November 2026: S.I. No. 632 of 2025 (notice in Iris Oifigi\u00fail of 30 December 2025) cites the 2006, 2010 and 2025 Regulations together as the Exposure to Asbestos Regulations 2006-2025 and brings them into operation on 21 December 2025.',
  },
  asbestosChanges: hsa(
    'New Asbestos Regulations: what are the key changes and implications? (Asbestos latest news)',
    'https://www.hsa.ie/eng/your_industry/chemicals/legislation_enforcement/asbestos/asbestos_introduction/latest_news',
    'Sets out the 2025 changes: structures assessed for asbestos before any work, a permit obtained before work with asbestos, and an exposure limit of 0.01 fibres/cm\u00b3 from 21 December 2025 (the earlier limit was 0.1 fibres/cm\u00b3); by 2029 electron microscopy replaces phase-contrast counting.',
    CHECKED_ON,
  ),
  asbestosNotifications: hsa(
    'Asbestos Notifications',
    'https://www.hsa.ie/eng/business_services_portal/notifications_and_reporting/asbestos',
    'Notifiable asbestos work must be notified to the HSA so that the notification is received at least 10 days before the work starts, with the plan of work, a site-specific risk assessment and training records. Older HSA pages still say 14 days and 0.1 fibres/cm\u00b3, the rule under the 2006 Regulations before the 2025 amendment; we follow this page, which cites the 2006 to 2025 Regulations. Re-read on 28 November 2026: it still says regulation 11 of the 2006-2025 Regulations requires the notification to reach the HSA at least 10 days before the work, on the 2025 notification form, and that notification is needed where workers could be exposed above the limit value of 0.01 fibres per cm\u00b3; the older pages under /asbestos_notifications/ and /topics/business_licensing_and_notification_requirements/ still give 14 days and 0.1.',
    OFFICIAL_RECHECK_ON,
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
    asOf: PREVIOUS_CHECK_ON,
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
    asOf: PREVIOUS_CHECK_ON,
    note: 'Checked through the HSA\u2019s 2024 Code of Practice announcement, which names them as in force.',
  },
  chemicalsRiskAssessment: hsa(
    'Chemicals Risk Assessment',
    'https://www.hsa.ie/eng/your_industry/chemicals/legislation_enforcement/chemical_agents_and_carcinogens/chemical_agents/risk_assessment/',
    'Read on 29 November 2026: the Chemical Agents Regulations 2001 to 2021 set what a chemical agents risk assessment needs, and a generic one is unlikely to meet them; its first step is to identify the chemicals and their hazards, for which a chemical inventory is useful, looking beyond the obvious to substances a process produces (welding fumes, silica), storage quantities, waste disposal and spills; then who might be harmed, the risks and further precautions, recording and review.',
    TENTH_ROUND_CHECK_ON,
  ),
  confinedSpaces: {
    name: 'Safety, Health and Welfare at Work (Confined Spaces) Regulations 2001',
    publisher: 'Government of Ireland',
    url: 'https://www.irishstatutebook.ie/eli/2001/si/218/made/en/print',
    asOf: CHECKED_ON,
    published: '2001-08-31',
    note: 'Re-read on 26 November 2026 in the Irish Statute Book copy: in operation from 31 August 2001, with a regulation on work in confined spaces and one on emergency arrangements; the stored copy showed their headings and the definition, and the duties themselves were checked against the HSA Code of Practice for Working in Confined Spaces.',
  },
  confinedSpacesCode: hsa(
    'Code of Practice for Working in Confined Spaces',
    undefined,
    'Checked against a stored copy of the Code\u2019s contents (safe system of work, permit to work, testing the atmosphere, rescue); no official address for it was among the stored pages. Read again on 29 November 2026 in a stored copy of its contents list: the safe system of work includes gas purging and ventilation, and testing and monitoring of the atmosphere, beside the permit-to-work procedure and the rescue arrangements.',
    THIRTEENTH_ROUND_CHECK_ON,
  ),
  workingTime: {
    name: 'Organisation of Working Time Act 1997 (as explained in Citizens Information: Work breaks and rest periods)',
    publisher: 'Citizens Information Board',
    url: 'https://www.citizensinformation.ie/en/employment/employment-rights-and-conditions/hours-of-work/work-breaks-and-rest-periods/',
    asOf: PREVIOUS_CHECK_ON,
  },
  undergroundCode: hsa(
    'Code of Practice for Avoiding Danger from Underground Services (January 2010, updated May 2016)',
    undefined,
    'Checked against a stored copy of the May 2016 edition\u2019s contents. We found no set distance for hand digging in what we could read, so the talk gives none.',
  ),
  overheadLinesCode: {
    name: 'Code of Practice for Avoiding Danger from Overhead Electricity Lines (second edition, May 2019, approved by the Health and Safety Authority)',
    publisher: 'ESB Networks',
    asOf: PREVIOUS_CHECK_ON,
    note: 'Checked against a stored copy of the second edition, in effect from 1 May 2019; it replaced the 2008 edition.',
  },
  roofworkCode: hsa(
    'Code of Practice for Safety in Roofwork',
    undefined,
    'Checked against stored copies of the Code\u2019s contents (fragile roofs, roof lights, edge protection); no official address for it was among the stored pages.',
  ),
  scaffoldCode: hsa(
    'Code of Practice for Access and Working Scaffolds (in effect from 1 January 2019)',
    undefined,
    `The revised Code took effect on 1 January 2019 and replaced the 2009 edition. ${NO_ADDRESS}`,
  ),
  excavationsFaq: hsa(
    'Working in Excavations \u2013 Frequently Asked Questions',
    'https://www.hsa.ie/eng/your_industry/construction/construction_faq%27s/excavations/',
    'Asked how deep an excavation must be before precautions are needed, the HSA answers with the risk assessment, not a depth. Its older \u201cA Guide to Safety in Excavations\u201d gives 1.25 m from the revoked 2006 Construction Regulations; we no longer cite it. It lists the Construction Regulations\u2019 precautions: shoring against falls of earth, guarding against falling objects and inrushing water, ventilation, a way to reach safety, investigations to locate underground services before digging, and safe access.',
    CHECKED_ON,
  ),
  vehiclesLegal: hsa(
    'Work Related Vehicle Safety: Legal Requirements',
    'https://www.hsa.ie/eng/vehicles_at_work/work_related_vehicle_safety/legal_requirements/',
  ),
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
    note: `${NOT_REREAD} Not found on 26 November 2026 either, so no topic cites it: the manual handling topic rests on the HSA\u2019s manual handling overview and FAQ pages, re-read that day.`,
  },
  manualHandlingOverview: hsa(
    'Manual Handling: An Overview',
    'https://www.hsa.ie/eng/Workplace_Health/Manual_Handling/',
    'Sets out the four key requirements of the Regulations: avoid manual handling, reduce it, risk-assess the tasks, and instruct and train the employees involved. Warns against relying on training in lifting technique alone, which the evidence it cites shows does not change work practices or injury rates.',
    CHECKED_ON,
  ),
  manualHandlingFaq: hsa(
    'Manual Handling \u2013 Frequently Asked Questions',
    'https://www.hsa.ie/eng/Workplace_Health/Manual_Handling_Display_Screen_Equipment/FAQs/Manual%20Handling%20FAQs/Manual_Handling.html',
    'Names Chapter 4 of Part 2 of the General Application Regulations 2007 as the law and quotes regulation 69(a), (b) and (c)(i). Managing the risk means knowing the handling tasks, collecting load weights, postures, lifting frequency, floor and grip, assessing with evidence-based tools, and acting on the result with lifting equipment, a reorganised work area or lighter loads.',
    CHECKED_ON,
  ),
  silicaCampaign: hsa(
    'HSA launches inspection campaign focusing on silica dust in Construction (6 June 2025)',
    'https://www.hsa.ie/!7RCPPR',
    'Silica dust from cutting, grinding, drilling and demolition of concrete, stone and brick causes silicosis, lung cancer and COPD; controls include water suppression, on-tool extraction, containment and RPE. Re-read in the twelfth round for the disease the silica topic names.',
    TWELFTH_ROUND_CHECK_ON,
  ),
  sunSafety: hsa(
    'Employers and outdoor workers urged to reduce skin cancer risk by prioritising sun safety (21 May 2025)',
    'https://www.hsa.ie/!MBYLJ2',
    'Skin cancer is the most common cancer in Ireland; protect skin when the UV index is 3 or more, even on overcast days; SPF 30+ sunscreen, shade and covering up. Re-read on 29 November 2026: outdoor work such as construction brings UV exposure with its risks of skin cancer, eye damage and heat illness; clothing for the sun includes sunglasses, and employees are told to wear clothing and accessories that shield the skin and the eyes.',
    TENTH_ROUND_CHECK_ON,
  ),
  sunGuidance: hsa(
    'HSA launch guidance on the dangers of UV rays for outdoor workers (15 June 2023)',
    'https://www.hsa.ie/!DB3FIM',
    'Re-read on 28 November 2026: UV is typically strongest between 11am and 3pm, especially from April to September; outdoor workers should check the UV index and, when it is 3 or more, cover up, use sunscreen and shade. The HSE\u2019s heatwave advice for outdoor workers (hse.ie) gives the same hours and suggests scheduling outdoor work before 11am or after 3pm where possible.',
    OFFICIAL_RECHECK_ON,
  ),
  spills: hsa(
    'Spills and Slips (Trips and Falls)',
    'https://hsa.ie/eng/topics/slips_trips_falls/spills/',
    'Re-read on 28 November 2026: spills are a main cause of slips on the level; the HSA\u2019s approach is to identify, prevent, contain, detect, cordon off and remove them.',
    OFFICIAL_RECHECK_ON,
  ),
  heavyBlocks: {
    name: 'Construction manual handling: Blocks and masonry units',
    publisher: 'Health and Safety Executive (Great Britain)',
    url: 'https://www.hse.gov.uk/construction/healthrisks/physical-ill-health-risks/manual-handling-specific-tasks-blocks-masonry-units.htm',
    asOf: OFFICIAL_RECHECK_ON,
    note: 'Great Britain\u2019s regulator, not Irish law, read on 28 November 2026 for the precautions: the risk rises with the weight of the block and when laying above shoulder or below knee height; choose the lightest block the design allows, get blocks delivered close to where they are laid and move them with pallet or sack trucks. The page gives no weight limit, and the HSE\u2019s construction manual handling FAQ says it does not recommend weight limits; the 20 kg figure in its older construction sheet CIS37 is not on its current pages, so no talk states it. Irish law sets no maximum weight either.',
  },
  fallsCampaign: hsa(
    '\u2018Falls are preventable\u2019: New All-Island Construction Safety Campaign Begins (16 February 2026)',
    'https://www.hsa.ie/news_events_media/news/press_releases_2026/falls-are-preventable-new-all-island-construction-safety-campaign-begins',
    'Falls from height remain one of the leading causes of death and serious injury in construction: 68 construction deaths from falls on the island of Ireland in 2016 to 2025.',
    CHECKED_ON,
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
    note: `${NOT_REREAD} Not found on 26 November 2026 either, so the first-aid topic cites regulation 165 itself, re-read that day.`,
  },
  biologicalAgents: {
    name: 'Safety, Health and Welfare at Work (Biological Agents) Regulations 2013 and the HSA Code of Practice on Biological Agents',
    publisher: 'Government of Ireland / Health and Safety Authority',
    url: 'https://www.irishstatutebook.ie/2013/en/si/0572.html',
    asOf: CHECKED_ON,
    note: 'Re-read on 26 November 2026: S.I. No. 572 of 2013 (risk assessment, hygiene, individual protection, health surveillance) in the Irish Statute Book and the HSA\u2019s page on the Regulations, which says they require a specific biological agents risk assessment and are supported by a Code of Practice listing the agents. The Code itself was not re-read.',
  },
  roadworksChapter8: {
    name: 'Traffic Signs Manual, Chapter 8: Temporary Traffic Measures and Signs for Roadworks',
    publisher: 'Department of Transport',
    asOf: CHECKED_ON,
    note: 'Re-read on 26 November 2026 only in part: no official address for it was among the stored pages, so we read stored copies of the Department\u2019s own text, namely the front matter of Chapter 8 (October 2008) and of the whole Manual (November 2010), and the 2010 Chapter 8 contents. They bear out what the talks say of it: the Manual is a direction from the Minister for Transport to road authorities under section 95(16) of the Road Traffic Act 1961, and Chapter 8 covers the signs, delineation, temporary traffic control and lighting for roadworks and how temporary traffic measures are installed, maintained and removed, night work included. Its layouts, distances and speed limits were not read, so no talk states them, and we could not confirm whether a later edition of Chapter 8 replaces the 2010 text.',
  },
  temporaryWorksStandard: {
    name: 'BS 5975-1:2024, code of practice for temporary works procedures (replaces BS 5975:2019)',
    publisher: 'British Standards Institution',
    asOf: PREVIOUS_CHECK_ON,
    note: 'A British Standard used on Irish sites as good practice, not Irish law. Checked through a stored summary of the 2024 edition; the standard itself is sold by BSI and was not read.',
  },
  safePass: {
    name: 'Safe Pass health and safety awareness training programme',
    publisher: 'SOLAS',
    url: 'https://www.solas.ie/Pages/Safepass.aspx',
    asOf: PREVIOUS_CHECK_ON,
  },
  fireServices: {
    name: 'Fire Services Acts 1981 and 2003',
    publisher: 'Government of Ireland',
    asOf: WRITTEN_ON,
    note: `${NOT_REREAD} Not re-read on 26 November 2026 either, so no topic cites it: the fire duties in the talks are those of the General Application Regulations (regulation 13, which applies without prejudice to these Acts) and of the Explosive Atmospheres Part.`,
  },
  esbOverheadWires: {
    name: 'Contractor safety: Overhead Wires',
    publisher: 'ESB Networks',
    url: 'https://www.esbnetworks.ie/staying-safe/contractor-safety/overhead-wires',
    asOf: CHECKED_ON,
    note: 'Tells contractors never to undertake any construction activity within 10 metres of an overhead electricity wire, never to dump soil or rubble under a wire, and to contact ESB Networks before planning work near one; it links the Code of Practice in effect from 1 May 2019.',
  },
  pressureCleanerLeaflet: {
    name: 'Do you use a steam/water pressure cleaner? (leaflet), with the case of a worker shocked by a pressure washer',
    publisher: 'Health and Safety Executive (Great Britain)',
    url: 'https://www.hse.gov.uk/electricity/maintenance/washingmachine.htm',
    asOf: CHECKED_ON,
    note: 'Great Britain\u2019s regulator, not Irish law, read for the precautions (an RCD, flexible cables and plugs checked daily, eye protection always); the Irish duty is in the General Application Regulations, Part 3.',
  },
  leadPrecautions: {
    name: 'Lead: what employers have to do',
    publisher: 'Health and Safety Executive (Great Britain)',
    url: 'https://www.hse.gov.uk/lead/employershaveto.htm',
    asOf: CHECKED_ON,
    note: 'Great Britain\u2019s regulator, not Irish law, read for the precautions (washing facilities, a clean place to eat and drink, blood or urine monitoring); the Irish duty is in the Chemical Agents Regulations.',
  },
  hotTarBurns: {
    name: 'Burn injury facts: hot tar burns in roofing',
    publisher: 'NIOSH (United States), from the Washington State Department of Labor and Industries',
    url: 'https://www.cdc.gov/niosh/nioshtic-2/20044263.html',
    asOf: CHECKED_ON,
    note: 'A United States public source, not Irish law, read for how hot bitumen burns and the flammable vapour over it; no HSA page on road surfacing was among the stored pages, so the talk gives no temperature.',
  },
  homeownersFaq: hsa(
    'Homeowners FAQs (Construction Regulations)',
    'https://www.hsa.ie/eng/Your_Industry/Construction/Construction_FAQ%27s/Homeowners_FAQs.html',
    'Re-read on 29 November 2026: a client is anyone having construction work carried out, homeowners included; an extension, porch or garage, an attic conversion, refitting a kitchen, re-slating a roof or fitting solar panels or a skylight are construction work when somebody is employed to do them; DIY is not covered.',
    FIFTEENTH_ROUND_CHECK_ON,
  ),
  homeownersGuide: hsa(
    'Guide for Homeowners: Getting Construction Work Done Safely (2013)',
    undefined,
    'Read on 29 November 2026 in a copy on a document-sharing site (Scribd), not on hsa.ie: the homeowner appoints competent people to do the work and, for riskier or longer jobs, competent project supervisors to co-ordinate safety. When those appointments are needed (more than one contractor, a particular risk, more than 30 working days or 500 person days) was read only in Irish secondary pages summarising the Regulations (a loss assessor\u2019s and an architect\u2019s), in line with the HSA contractor FAQ\u2019s answer that a short, low-risk job with one contractor needs none. That the client keeps the safety file rests on the Regulations\u2019 arrangement (regulation 8, duties of clients, safety file, read in a copy of S.I. No. 291 of 2013 on a document-sharing site) and an Irish consultancy\u2019s summary for homeowners (buildpro.ie); the regulation\u2019s text was not read.',
    FIFTEENTH_ROUND_CHECK_ON,
  ),
  generalDuties: {
    name: 'Safety, Health and Welfare at Work Act 2005 (general duties of employers and employees)',
    publisher: 'Government of Ireland',
    url: 'https://www.irishstatutebook.ie/eli/2005/act/10/enacted/en/html',
    asOf: CHECKED_ON,
    note: 'Checked through stored copies of the Act\u2019s arrangement of sections and of the HSA\u2019s and employer bodies\u2019 summaries of its duties: an employee must not be under the influence of an intoxicant to the extent of endangering anyone, and risk assessments cover stressors as well as physical hazards.',
  },
  workRelatedStress: hsa(
    'Workplace stress: the role of the HSA',
    'https://hsa.ie/eng/workplace_health/workplace_stress/workplace_stress_overview/the_role_of_the_hsa/',
    'Employers are bound under the 2005 Act to protect employees from all hazards that can lead to injury, including stressors that lead to mental ill health; risk assessments should cover them. Stress is not reportable to the HSA.',
    CHECKED_ON,
  ),
  constructionNotification: hsa(
    'Who has to notify the HSA in relation to construction projects?',
    'https://hsa.ie/eng/topics/business_licensing_and_notification_requirements/construction',
    'The client notifies the appointment of the PSDP (form AF1), and the PSCS notifies the HSA before construction starts (form AF2 or online), where the work is likely to take more than 500 person days or 30 working days. The page still names the 2006 Regulations; the AF1 form cites the Construction Regulations 2013, which keep the same thresholds.',
    CHECKED_ON,
  ),
  accidentReporting: hsa(
    'Accident and Dangerous Occurrence Reporting',
    'https://hsa.ie/eng/topics/business_licensing_and_notification_requirements/accident_incident_reporting',
    'Under the Reporting of Accidents and Dangerous Occurrences Regulations 2016, an injury that keeps an employee from normal work for more than three consecutive days, not counting the day of the accident, must be reported; non-fatal accidents and dangerous occurrences within ten working days, a death immediately to the HSA or Garda\u00ed and formally within five working days. Re-read on 29 November 2026 (the HSA\u2019s accident reporting FAQ at hsa.ie/eng/Topics/Accident_and_Dangerous_Occurrence_Reporting): the days are counted whether or not the person would have worked them (a Saturday and Sunday count), light duties for more than three days count as not doing normal work, and an injury to a member of the public is reportable when a medical practitioner has to treat it.',
    TENTH_ROUND_CHECK_ON,
  ),
  nightWorkAct: {
    name: 'Organisation of Working Time Act 1997 (nightly working hours)',
    publisher: 'Government of Ireland',
    url: 'https://www.irishstatutebook.ie/eli/1997/act/20/section/16/enacted/en/html',
    asOf: CHECKED_ON,
    note: 'A night worker normally works at least 3 hours between midnight and 7 a.m.; they may work no more than an average of 8 hours in 24 (over two months), and no more than 8 hours in any 24 in which they do night work where the risk assessment finds special hazards or heavy physical or mental strain.',
  },
  lightingRegulation: generalApplication(
    'Workplace (natural and artificial lighting)',
    'Re-read on 26 November 2026: places of work get sufficient natural light as far as possible and adequate artificial lighting, installations placed so the lighting itself causes no accident, and emergency lighting where failure of the lights would put people at risk.',
    CHECKED_ON,
  ),
  explosiveAtmospheres: generalApplication(
    'Explosive Atmospheres at Places of Work',
    'Re-read on 26 November 2026: the Part applies wherever employees may be at risk from an explosive atmosphere; places where one may occur are classified into zones, signed at their entrances, and their explosion safety verified by a competent person before first use.',
    CHECKED_ON,
  ),
  cementChromium: {
    name: 'Regulation (EC) No 1272/2008 on classification, labelling and packaging (CLP), Annex II, cements and cement mixtures',
    publisher: 'European Union',
    url: 'https://eur-lex.europa.eu/eli/reg/2008/1272/oj',
    asOf: CHECKED_ON,
    note: 'Checked against a stored copy of the Annex text: cement whose soluble chromium (VI) is held below 0.0002% of its dry weight by a reducing agent must show its packing date, storage conditions and storage period on the packaging. The separate REACH restriction on chromium (VI) in cement was checked only through secondary summaries, so no talk cites it.',
  },
  diisocyanates: {
    name: 'Commission Regulation (EU) 2020/1149 amending Annex XVII to REACH as regards diisocyanates',
    publisher: 'European Union',
    url: 'https://eur-lex.europa.eu/eli/reg/2020/1149/oj',
    asOf: CHECKED_ON,
    note: 'Checked through stored copies quoting its Annex: since 24 August 2023 products with 0.1% or more diisocyanates by weight may be used industrially or professionally only by people who have completed training in their safe use, renewed at least every five years. The Regulation itself was not among the stored pages.',
  },
  carcinogenLimits: {
    name: 'Directive (EU) 2017/2398 amending Directive 2004/37/EC (limit values for respirable crystalline silica dust and hardwood dusts), given effect by the Carcinogens, Mutagens and Reprotoxic Substances Regulations 2024',
    publisher: 'European Union',
    url: 'https://eur-lex.europa.eu/eli/dir/2017/2398/oj',
    asOf: CHECKED_ON,
    note: 'The limits (respirable crystalline silica dust 0.1 mg/m\u00b3 and hardwood dust 2 mg/m\u00b3, both over 8 hours; hardwood 3 mg/m\u00b3 until 17 January 2023) were checked through stored copies of the NEPSI good-practice guide and of summaries of the Directive. The Irish Code of Practice\u2019s schedule that lists them was not among the stored pages.',
  },
  excavationInspection: {
    name: 'HSA construction inspection campaign on excavations and timber frame (June 2018), as reported by Irish Building Magazine',
    publisher: 'Health and Safety Authority',
    url: 'https://irishbuildingmagazine.ie/2018/06/14/hsa-begins-intensive-construction-site-safety-campaign/',
    asOf: CHECKED_ON,
    note: 'The HSA\u2019s head of construction policy: a competent person thoroughly examines an excavation before anyone enters it, inspects it daily or before each shift, and thoroughly examines it and its supports again every seven days or after any alteration, with written records. We found no stored copy of the Construction Regulations 2013 text that sets this, so the talks give it as the HSA words it.',
  },
  cscs: hsa(
    'Construction Skills Certification Scheme (CSCS) FAQs',
    'https://www.hsa.ie/eng/Your_Industry/Construction/Training_in_Construction/Construction_Skills_Certification_Scheme_CSCS/Construction_Skills_Certification_Scheme_CSCS_FAQs.html',
    'Lists the tasks of the Fifth Schedule to the Construction Regulations 2013 that need a CSCS card: basic and advanced scaffolding, mobile tower scaffolds, tower, self-erecting, mobile and crawler crane operation, slinging/signalling, telescopic handler, tractor/dozer, articulated dumper and site dumper operation, 180 and 360 excavator and mini-digger operation, roof and wall cladding/sheeting, built-up roof felting, signing, lighting and guarding on roads, locating underground services, shotfiring, and assisting with health and safety at roadworks. Re-read on 26 November 2026 with SOLAS’s CSCS page: anyone doing a Fifth Schedule task is legally required to hold a current SOLAS CSCS registration card, and the PSCS and every contractor make sure they do.',
    CHECKED_ON,
  ),
  constructionWelfare: hsa(
    'Requirements for construction site welfare facilities (2017)',
    undefined,
    'Guidance on Part 14 of the Construction Regulations 2013 (shelter and accommodation for clothing and meals, washing facilities and toilets, PPE). Checked through a stored catalogue record of its contents; no official address for it was among the stored pages.',
    CHECKED_ON,
  ),
  generatorsAlert: hsa(
    'Warning to the Construction Industry re: Generators and Carbon Monoxide Poisoning (safety alert, 2008)',
    'https://hsa.ie/eng/safety_alerts/2008/generators_alert/',
    'Generators should be used outdoors and must never be used indoors unless the exhaust gases are carried into the open air or the working area is ventilated enough to prevent danger to health; employers are to remind workers of the danger of generators in enclosed areas.',
    CHECKED_ON,
  ),
  carbonMonoxideGni: {
    name: 'Dangers of carbon monoxide',
    publisher: 'Gas Networks Ireland',
    url: 'https://www.gasnetworks.ie/gas-safety/carbon-monoxide',
    asOf: CHECKED_ON,
    note: 'Carbon monoxide is colourless and odourless, comes from any burning fuel and kills on average six people in Ireland a year; gas appliances installed and serviced annually by a Registered Gas Installer, vents never blocked, flues kept clear, outdoor appliances never used inside; sooting or staining around an appliance and condensation on windows are warning signs.',
  },
  forkLiftTrucks: generalApplication(
    'Part 2, Chapter 2 (Use of Work Equipment), fork-lift trucks',
    'Re-read on 26 November 2026 (regulation 39): a fork-lift truck carrying employees is equipped or adapted to limit the risk of overturning, by a driver\u2019s enclosure, a structure that stops it overturning, one that leaves clearance if it does, or a restraint that keeps the driver in the seat.',
    CHECKED_ON,
  ),
  industrialTrucksCode: {
    name: 'Code of Practice: Safe Use of Industrial Trucks (in effect from 12 September 2025), announced by the Department of Enterprise, Tourism and Employment',
    publisher: 'Health and Safety Authority',
    url: 'https://enterprise.gov.ie/en/news-and-events/department-news/2025/september/20250912.html',
    asOf: CHECKED_ON,
    published: '2025-09-12',
    note: 'Approved under section 60 of the 2005 Act; it replaces the 2001 code on rider-operated lift truck operator training and applies to anyone who owns, hires, operates or manages the use of a rider-operated industrial lift truck. The code itself was not among the stored pages; its HSA consultation page adds that training alone is not enough without a safe workplace, a safe vehicle, safe operation and supervision.',
  },
  industrialTrucksConsultation: hsa(
    'Public consultation on new Code of Practice: Safe Industrial Truck Operation',
    'https://hsa.ie/eng/vehicles_at_work/work_related_vehicle_safety/public_consultation_on_new_code_of_practice_safe_industrial_truck_operation/',
    'Incidents happen to trained operators where the workplace, the truck, the operation or the supervision was not safe, so the code frames all four, not training alone.',
    CHECKED_ON,
  ),
  gasPipelineStrikes: {
    name: 'Gas Networks Ireland highlights counties with highest rates of gas pipeline strikes and encroachments (2025)',
    publisher: 'Gas Networks Ireland',
    url: 'https://www.gasnetworks.ie/corporate/news/active-news-articles/gas-pipeline-strikes',
    asOf: CHECKED_ON,
    note: 'In 2024, 53 encroachments on gas transmission pipelines and 173 accidental third-party hits on distribution pipelines; an encroachment includes digging in the pipeline corridor and building structures or fences near a pipeline; transmission pipelines carry gas at very high pressure; Dial Before You Dig before any excavation.',
  },
  esbConstructionSafety: {
    name: 'Contractor safety: Construction Safety',
    publisher: 'ESB Networks',
    url: 'https://www.esbnetworks.ie/staying-safe/contractor-safety-/construction-safety',
    asOf: CHECKED_ON,
    note: 'Any damage to an overhead or underground electricity cable or wire must be reported to ESB Networks at once (emergencies 1800 372 999); maps come from its Dial Before You Dig service before breaking ground. Its 2024 newsroom advice adds: ask ESB Networks for a line\u2019s voltage and the safe distance before working near it, treat a line as high voltage when in doubt, and remember electricity can jump a gap.',
  },
  personalFallProtection: generalApplication(
    'Part 4 (Work at Height), personal fall protection, fall arrest and work restraint systems',
    'Re-read on 26 November 2026 (regulations 109, 110, 112 and 113): a personal fall protection system only where the risk assessment shows the work can be done safely with it and safer equipment is not practicable, with the user and enough others trained in the operation, immediate rescue included; fitted to the user; attached to at least one anchor strong enough for any foreseeable load; a fall arrest system absorbs energy and is not used where a line could be cut or without the clear zone it needs, allowing for swing; a work restraint system keeps the user from reaching a place where a fall can happen.',
    CHECKED_ON,
  ),
  loadSecuring: hsa(
    'Load (Cargo) Securing: Overview',
    'https://www.hsa.ie/eng/Vehicles_at_Work/Load_Securing/Overview/',
    'Read through a stored copy of the page: unsecured loads injure drivers, other road users and people loading and unloading; items fall from vehicles at delivery sites; loads that shifted may have to be moved by hand, with a risk of injury or of a fall from the vehicle; unstable loads collapse during unloading.',
    CHECKED_ON,
  ),
  loadSecurityBasics: {
    name: 'The Basics of Vehicle Load Security (information sheet, January 2011)',
    publisher: 'Health and Safety Authority and An Garda S\u00edoch\u00e1na',
    asOf: CHECKED_ON,
    published: '2011-01-01',
    note: `${NO_ADDRESS} Any load in any vehicle, van or trailer is secured so it cannot move or fall, even on a short trip at low speed; the weight of a load and friction are never enough to hold it; restraint stops it moving on the load bed and containment stops it falling off; loose tools in a cab become missiles in a collision.`,
  },
  drivingForWork: hsa(
    'Driving for Work',
    'https://hsa.ie/eng/vehicles_at_work/driving_for_work',
    'Just under a quarter (23%) of road collisions in Ireland are work-related; driving for work covers a vehicle the employer provides and one of your own paid for by distance, and a trip from home to a place that is not your normal place of work; employers and the self-employed must by law manage the risks of driving for work, to the driver and to other road users and pedestrians.',
    CHECKED_ON,
  ),
  slurryGasesAnswer: {
    name: 'Written answers on slurry gases and gypsum bedding (Questions 273 and 526, 12 March 2013)',
    publisher: 'Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/en/debates/question/2013-03-12/273/',
    asOf: CHECKED_ON,
    published: '2013-03-12',
    note: 'The Minister for Jobs, Enterprise and Innovation, advised by the HSA: decaying slurry gives off hydrogen sulphide, methane, carbon dioxide and ammonia; one lungful of hydrogen sulphide at high concentration can kill; it smells of rotten eggs above about 3 ppm, but levels up to 150 ppm quickly kill the sense of smell, so the gas seems gone when it may be rising; drowning in slurry is the other major risk. The Minister for Agriculture (Question 526) adds that slurry gives off its toxic gases particularly during agitation.',
  },
  liftingPersons: generalApplication(
    'Part 2, Chapter 2 (Use of Work Equipment), lifting persons',
    'Re-read on 26 November 2026 (regulations 42, 45 and 48, as amended in 2020): people are lifted only by work equipment and accessories suitable for it; equipment not designed for lifting people is marked so; equipment not designed for it lifts people only in exceptional circumstances, with supervision, the control position manned throughout, reliable communication and a way of getting people down, even and reasonably flat ground, a stable machine, a basket secured to it whose occupants cannot reach the controls, a total load under half the rated capacity, a capacity of at least 1,000 kg unless the maker says otherwise, and check valves against a hydraulic failure; never equipment with free fall.',
    CHECKED_ON,
  ),
  slurryAgitation: {
    name: 'Caution with slurry \u2013 evacuate, ventilate, agitate',
    publisher: 'Teagasc',
    url: 'https://www.teagasc.ie/news--events/daily/other/caution-with-slurry---evacuate-ventilate-agitate.php',
    asOf: CHECKED_ON,
    note: 'The state farm advisory body, read for the agitation precautions (no HSA page on slurry mixing was among the stored pages): fatal levels of gas can occur after agitation starts; agitate only on a breezy day; keep all livestock, people and pets clear of the slatted shed; open all doors and outlets; stay away from the agitation point and out of the shed for at least 30 minutes after starting, and longer where tanks and buildings are linked.',
  },
  constructionNoise: {
    name: 'Construction physical ill health risks: Noise',
    publisher: 'Health and Safety Executive (Great Britain)',
    url: 'https://hse.gov.uk/construction/healthrisks/physical-ill-health-risks/noise.htm',
    asOf: CHECKED_ON,
    note: 'Great Britain\u2019s regulator, not Irish law, read for which work is noisy: workers are at higher risk who use or work near concrete breakers, pokers and compactors, sanders, grinders, disc cutters, hammer drills, chipping hammers, cartridge-operated tools, scabblers and needle guns, and anyone who operates or works close to heavy plant. The Irish duty and its action values are in the General Application Regulations, Part 5, Chapter 1.',
  },
  leadAtRisk: {
    name: 'Lead: when are you most at risk?',
    publisher: 'Health and Safety Executive (Great Britain)',
    url: 'https://www.hse.gov.uk/lead/index.htm',
    asOf: CHECKED_ON,
    note: 'Great Britain\u2019s regulator, not Irish law, read for which work makes lead dust and fume: blast removal and burning of old lead paint, stripping old lead paint from doors and windows, hot cutting in demolition, and soldering. The Irish duty is in the Chemical Agents Regulations.',
  },
  machinery: hsa(
    'Machinery',
    'https://hsa.ie/eng/topics/machinery',
    'Read on 26 November 2026: section 8 of the 2005 Act requires machinery to be designed, provided and maintained so as to be safe, its use covered by a risk assessment; the specific requirements for machinery in use are in Chapter 2 of Part 2 of the General Application Regulations (use of work equipment), with the parts on electricity, noise and vibration also relevant.',
    CHECKED_ON,
  ),
  guardsAndProtection: generalApplication(
    'Part 2, Chapter 2 (Use of Work Equipment), guards and protection devices',
    'Re-read on 26 November 2026 (regulation 33): where contact with moving parts could lead to accidents, they have guards or protection devices that keep people out of the danger zone or halt the movement before it is reached; guards are robust, not easily removed or made inoperative, and restrict access for maintenance to the area being worked on, without removing the guard where possible. Regulation 34 (connection to energy sources) was not read in a stored copy, so no talk quotes it.',
    CHECKED_ON,
  ),
  workEquipmentIbec: {
    name: 'Work Equipment (workplace hazards and health issues)',
    publisher: 'Ibec',
    url: 'https://www.ibec.ie/IBEC/ES.nsf/vPages/Health_and_safety~Workplace_hazards_and_health_issues~work-equipment?OpenDocument',
    asOf: CHECKED_ON,
    note: 'The Irish employers\u2019 body, read for maintenance practice (no HSA page on isolation was among the stored pages): unguarded machinery causes injuries from cuts to amputations and deaths; maintenance is done with the machinery shut down where possible, and otherwise under a safe system of work; non-routine work such as dismantling and cleaning needs every energy source isolated, the isolation tested and secured by locking or tagging, and a permit to work considered.',
  },
  childSafetyOnFarms: {
    name: 'Child Safety on Farms',
    publisher: 'Teagasc',
    url: 'https://www.teagasc.ie/news--events/daily/farm-business/child-safety-on-farms.php',
    asOf: CHECKED_ON,
    note: 'Read on 26 November 2026, with the HSA guidance on young children on farms it sets out: over 20 children died in farm accidents in the past ten years (HSA figures) and over 80% of children\u2019s deaths on farms involved a farm vehicle or machine; a farm is not a playground; young children need a safe, secure play area away from all work, in full view of the house, or a high level of adult supervision where they are not in it; children are kept out of dangerous areas.',
  },
  childSafetyAroundTheFarm: {
    name: 'Child Safety Around the Farm',
    publisher: 'Health Service Executive',
    url: 'https://www.hse.ie/eng/health/child/childsafety/farm-safety.html',
    asOf: CHECKED_ON,
    note: 'Read on 26 November 2026: a child is never let into a farmyard unless directly supervised by an adult, and nobody can safely mind a child and work at the same time; contractors should always be told that children are about; warning signs go up at dangerous areas; children are kept away from machinery and tractors.',
  },
  youngPersonsAct: {
    name: 'Protection of Young Persons (Employment) Act 1996',
    publisher: 'Government of Ireland',
    url: 'https://revisedacts.lawreform.ie/eli/1996/act/16/section/6/revised/en/html',
    asOf: CHECKED_ON,
    note: 'Section 6 read in the revised text on 26 November 2026: a young person (16 or 17) works no more than 8 hours in a day or 40 in a week, not between 10 p.m. and 6 a.m. (11 p.m. to 7 a.m. only in branches the Minister prescribes), has 12 consecutive hours\u2019 rest in every 24 and 2 days in every 7, and a 30-minute break after 4\u00bd hours.',
  },
  pregnancyFaq: hsa(
    'Pregnant at Work: Frequently Asked Questions',
    'https://www.hsa.ie/eng/workplace_health/sensitive_risk_groups/pregnant_at_work_faq_responses/',
    'The Pregnancy Regulations (General Application Regulations 2007, Part 6, Chapter 2) apply once an employee tells her employer she is pregnant, has recently given birth or is breastfeeding and gives a medical certificate; the employer then assesses the specific risks to her and makes sure she is not exposed to anything that would damage her health or her developing child\u2019s, re-appraising the hazards of the general risk assessment. The earliest weeks are the most critical, so telling the employer early is in her interest.',
    CHECKED_ON,
  ),
  pregnancyRegulations: generalApplication(
    'Part 6, Chapter 2 (Protection of Pregnant, Post Natal and Breastfeeding Employees)',
    'Read through the HSA\u2019s Pregnant at Work FAQ, which quotes it; the regulations themselves were not re-read. A risk that cannot be removed is met by adjusting her working conditions or hours, or other work (HSA FAQ and the HSE\u2019s pregnancy risk assessment page); where neither is possible, health and safety leave under the Maternity Protection Acts. The site risks the topic names (heavy manual handling, long standing, heat, vibration, chemical and biological agents) follow health-safety.ie\u2019s summary of the regulations (secondary) and the HSE\u2019s page on heat stress in pregnancy. Searched again on 28 November 2026: no official page found listing those site risks; the stored copy of the HSA\u2019s FAQ showed only its opening answers (when the regulations apply, and the risk assessment as a re-appraisal of hazards already identified). Searched again on 29 November 2026: the HSA FAQ\u2019s stored copy still ends after those answers; the site risks were found only in the press (an HSA doctor quoted by the Irish Times: shocks and vibration, manual handling, noise, heat or cold, postures, radiation, biological and chemical agents) and in a copy of the European Commission\u2019s guidelines on Directive 92/85/EEC on a document-sharing site, neither an official page, so the list stays as it was.',
    CHECKED_ON,
  ),
  gniDiggingNearGas: {
    name: 'Why with natural gas, what you can\u2019t see can hurt you (Gas Networks Ireland safety advice, Engineers Journal)',
    publisher: 'Gas Networks Ireland',
    url: 'https://engineersireland.ie/Engineers-Journal/More/Sponsored/why-with-natural-gas-what-you-cant-see-can-hurt-you',
    asOf: CHECKED_ON,
    note: 'A secondary copy: Gas Networks Ireland\u2019s advice as published in Engineers Ireland\u2019s journal; no gasnetworks.ie page giving the distances was among the stored pages. Distribution pipes run at up to 4 bar and are normally yellow polyethylene, as mains under roads and footpaths and as services into buildings; mechanical excavators are not used within 500 mm of a distribution pipe or within 3 m of a transmission pipe, and hand-held power tools are not used directly over a distribution pipe unless it has been located by hand. Searched again on 28 November 2026: no official page found; neither a gasnetworks.ie page nor the HSA\u2019s Code of Practice for Avoiding Danger from Underground Services gave these distances in what was stored, so the distances still rest on this copy. Searched again on 29 November 2026: still no gasnetworks.ie page or HSA code text giving the distances; Gas Networks Ireland\u2019s advice as carried by the farming press (Dial Before You Dig, contact it before work near a transmission pipeline, it may mark the line and send an inspector) gives no distance either.',
  },
  safeElectric: {
    name: 'Safe Electric: Rules of Registration, and Renewal of Registration (Registered Electrical Contractors)',
    publisher: 'Safe Electric (Commission for Regulation of Utilities scheme)',
    url: 'https://safeelectric.ie/contractors/about-membership/rules-of-membership/',
    asOf: CHECKED_ON,
    note: 'Under the Electricity Regulation Act 1999, as amended, it is illegal for a contractor who is not registered to carry out Restricted Electrical Works; a Registered Electrical Contractor must issue a Completion Certificate for all electrical works except minor works (minor works are certified if the customer asks), signed by its named Qualified Certifier.',
  },
  fGasRegulations: {
    name: 'European Union (Fluorinated Greenhouse Gases) Regulations 2022 (S.I. No. 404 of 2022), giving effect to Regulation (EU) No 517/2014',
    publisher: 'Government of Ireland',
    url: 'https://www.irishstatutebook.ie/2022/en/si/0404.html',
    asOf: OFFICIAL_RECHECK_ON,
    note: 'Read on 28 November 2026 in the Irish Statute Book: made to give full effect to Regulation (EU) No 517/2014 and the Commission acts under it (among them Implementing Regulation (EU) 2015/2067, the certification rules for stationary refrigeration, air-conditioning and heat pump equipment), with the EPA as the Agency that enforces them. Only its opening regulations were in the stored copy; that it revoked the 2016 Regulations (S.I. No. 658 of 2016) we read in a secondary legal-update summary. The personnel and company rule itself was read earlier in secondary copies (the EPA\u2019s guidance note for contractors, on a document-sharing site, and Refcom\u2019s quotation of the EU Regulation): people who install, leak-check, maintain or service, or recover refrigerant from such equipment hold an F-gas certificate, and companies doing that work for others hold a company certificate.',
  },
  fGasRegulationEu: {
    name: 'Regulation (EU) 2024/573 on fluorinated greenhouse gases (repealing Regulation (EU) No 517/2014), with Commission Implementing Regulation (EU) 2024/2215 on certificates for stationary refrigeration, air-conditioning and heat pump equipment',
    publisher: 'European Union',
    url: 'https://eur-lex.europa.eu/eli/reg/2024/573/oj',
    asOf: OFFICIAL_RECHECK_ON,
    published: '2024-02-07',
    note: 'Read on 28 November 2026 on EUR-Lex: Regulation (EU) 2024/573 of 7 February 2024 is in force and repealed Regulation (EU) No 517/2014; Implementing Regulation (EU) 2024/2215 of 6 September 2024, made under it, sets the minimum requirements for certificates issued to natural persons and to legal persons (companies) for stationary refrigeration, air-conditioning and heat pump equipment containing fluorinated greenhouse gases or their alternatives, and repealed Implementing Regulation (EU) 2015/2067. So certification of technicians and companies still holds under the 2024 Regulation, and now reaches equipment using alternative refrigerants too. The English text of the certification article itself was not among the stored EUR-Lex pages (only a copy in another language, on a legal database), and no Irish regulations giving effect to the 2024 Regulation were found.',
  },
  largeTyreInflation: hsa(
    'Safety Alert for Large Tyre Inflation (2015)',
    'https://www.hsa.ie/eng/safety_alerts/2015/large_tyre_inflation_alert/',
    'Inflated tyres store a great deal of energy (over 34 tonnes of force on the sidewall of a typical commercial vehicle tyre); a tyre damaged, run flat or badly underinflated can fail explosively during inflation, with an air blast and flying fragments, and hidden cord damage can split the casing along its length (a zipper failure). Check and chalk the pressure before deflating, and do not reinflate a tyre that was significantly underinflated until it has been inspected. An HSA warning of February 2016 on split rim (multi-piece) wheels, read in a copy on autoregulations.ie, adds that their locking rings can separate violently and calls for a safe system of work and an inspection of the assembly before work starts; searched again on 28 November 2026, no HSA page carrying that warning was found. The cage, clip-on chuck and standing aside are now read on the HSA\u2019s own tyre changing page (tyreChangingHsa), not taken from WorkSafe Queensland.',
    CHECKED_ON,
  ),
  tyreChangingHsa: hsa(
    'Tyre Changing and Repair (quarrying: maintenance operations)',
    'https://www.hsa.ie/eng/your_industry/quarrying/maintenance_operations/tyre_changing_and_repair/',
    'Read on 28 November 2026: if an inflated tyre fails, the blast can leave the rupture at an angle of up to 45 degrees; the hose between the clip-on chuck and the pressure gauge or control must be long enough for the person inflating to stand out of the likely path of a burst; a suitable tyre cage is needed where the job calls for one, and the sidewall is inspected before inflation. For wheel changes the raised vehicle is supported against collapse on firm ground, and the removed wheel is restrained so it cannot fall over.',
    OFFICIAL_RECHECK_ON,
  ),
  solarPvTeagasc: {
    name: 'Solar PV (Solar Panels)',
    publisher: 'Teagasc',
    url: 'https://www.teagasc.ie/rural-economy/rural-development/diversification/solar-pv-solar-panels/',
    asOf: CHECKED_ON,
    note: 'Read for how panels work: PV cells turn light into direct current (DC), which an inverter turns into AC for the building or the grid; when light shines on a cell, electricity flows. That the DC side cannot be switched off while light falls on the panels, and that a few panels can give a dangerous shock, we read only in UK trade and training pages (secondary); no Irish official page on installers\u2019 electrical safety for PV was among the stored pages. Searched again on 28 November 2026 (HSA, SEAI, Safe Electric, ESB Networks and EU pages): no official page found. Searched again on 29 November 2026: still no Irish official page; the nearest official source was another jurisdiction\u2019s regulator (Queensland\u2019s Electrical Safety Office: never assume a PV system is isolated because the main switch is off, and prove it dead before work), so the DC point still rests on trade pages and a module maker\u2019s manual.',
  },
  glassLiftingWind: {
    name: 'Take care in windy weather (glass lifting)',
    publisher: 'GGR Glass',
    url: 'https://www.ggrglass.co.uk/blog/take-care-in-windy-weather/',
    asOf: CHECKED_ON,
    note: 'A glass-handling equipment supplier, read for glazing lifts (no HSA page on wind and glazing lifts was among the stored pages): a gust can make a glass load sway or drop; glass vacuum lifters are not operated in winds above 29 km/h (8 m/s), and that limit still applies when the vacuum lifter hangs from a crane; wind is stronger at height.',
  },
  firstAidFaq: hsa(
    'First Aid FAQ Responses',
    'https://www.hsa.ie/eng/topics/first_aid/first_aid_frequently_asked_questions/first_aid_faq_responses',
    'Read on 28 November 2026. Indicative numbers of occupational first aiders for factories, construction sites, surface mines and quarries, by the most employees present at any one time: up to 49, one if the safety statement’s risk assessment shows it necessary; 50 to 149, at least one; 150 to 299, at least two; over 300, one more for every 150 or part of 150. If the occupational first aider is absent in temporary or exceptional circumstances the employer may designate a person to take charge of an injured or ill person until medical help is obtained; foreseeable absences such as planned annual leave are not such circumstances, and the employer must then have enough trained occupational first aiders to cover them.',
    OFFICIAL_RECHECK_ON,
  ),
  vehicleOverturns: hsa(
    'Vehicles at Work: Vehicle Overturns',
    'https://hsa.ie/eng/vehicles_at_work/work_related_vehicle_safety/vehicle_risks/vehicle_overturns/',
    'Read on 28 November 2026: overturns come from vehicles unsuited to the task, slopes too steep, slippery surfaces, poor or uneven ground (soft ground, potholes, kerbs), poor loading, speed, loads carried high and untrained drivers; roll-over protection (ROPS) is not usually fully effective unless the driver wears the seatbelt or restraint, which also stops the driver trying to jump off an overturning vehicle.',
    OFFICIAL_RECHECK_ON,
  ),
  liftingLoads: {
    name: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, as amended – Use of Work Equipment, work equipment for lifting loads',
    publisher: 'Government of Ireland',
    url: 'https://revisedacts.lawreform.ie/eli/2007/si/299/section/42/revised/en/html',
    asOf: OFFICIAL_RECHECK_ON,
    note: 'Regulation 42 read in the revised text on 28 November 2026: lifting operations properly planned and supervised; machinery for lifting loads clearly marked with its safe working load, and for each configuration where appropriate; lifting equipment not used beyond its safe working load except when tested under a competent person’s direction; mobile lifting equipment used so it stays stable, taking the ground into account.',
  },
  undergroundCables: {
    name: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, as amended – Electricity, overhead lines and underground cables',
    publisher: 'Government of Ireland',
    url: 'https://revisedacts.lawreform.ie/eli/2007/si/299/section/93/revised/en/html',
    asOf: NINTH_ROUND_CHECK_ON,
    note: 'Regulation 93 read in the revised text on 29 November 2026 (revisedacts.lawreform.ie, section 93): where cables to be laid underground are enclosed in ducting of any material, other than concrete ducts or ducts in floor voids or floor slabs, the ducting is coloured red, has a high resistance to impact and is covered by suitable warning tape embedded in the ground above it; before digging near a known or suspected underground cable, the supply is isolated where reasonably practicable, the cable\u2019s position is found as accurately as reasonably practicable, and the material round it is dug only by a safe system of work. ESB Networks\u2019 own ducting specification was not among the stored pages.',
  },
  tippingTrailersAlert: hsa(
    'Safety Alert: Tipping Trailers (2009, re-issued 2024 after a further serious accident)',
    'https://hsa.ie/eng/safety_alerts/2024/smyth_trailers_ltd_no_longer_trading_tipping_trailers/smyth_trailers_ltd_no_longer_trading_tipping_trailers.html',
    'Both HSA alerts (2009 and 2024) read on 29 November 2026: a worker was trapped between the raised body and the chassis of a silage trailer being lowered; the space between body and chassis is never entered while the body is being raised or lowered; if anyone must reach that area the body is fully lowered or, if raised, suitably propped; clear instructions are given to others who work on the equipment; a trailer stand is not stored where fitting or fetching it means reaching under a body that could come down; hold-to-run controls and the maker\u2019s manual are advised.',
    TENTH_ROUND_CHECK_ON,
  ),
  workingTimeAct: {
    name: 'Organisation of Working Time Act 1997',
    publisher: 'Government of Ireland',
    url: 'https://www.irishstatutebook.ie/eli/1997/act/20/enacted/en/html',
    asOf: TENTH_ROUND_CHECK_ON,
    published: '1997-05-07',
    note: 'Searched on 29 November 2026; the Act\u2019s own text was not among the stored pages. Its rest figures were read in secondary copies that cite it (a trade union\u2019s workplace-rights page, forsa.ie, and an Irish HR advice page): 11 consecutive hours\u2019 daily rest in each 24 hours; one 24-hour weekly rest period, preceded by a daily rest period; a 15-minute break after 4 hours 30 minutes\u2019 work and a 30-minute break after 6 hours. Variations under an approved collective agreement or sector regulation must give equivalent compensatory rest.',
  },
  esbStandbyGenerators: {
    name: 'Connect a standby generator',
    publisher: 'ESB Networks',
    url: 'https://www.esbnetworks.ie/new-connections/generator-connections/connect-a-standby-generator',
    asOf: TENTH_ROUND_CHECK_ON,
    note: 'Read on 29 November 2026: a standby generator is installed by a Registered Electrical Contractor to the National Wiring Rules and always connected through a manual or automatic change-over switch so it can never run in parallel with the network; it is never connected by temporary means to the meter point or the circuits (for example plugged into a wall socket), which endangers the user, neighbours and ESB Networks staff; tell the local ESB Networks office when installing one; an installation found feeding the network in an outage is disconnected until a Registered Electrical Contractor certifies it.',
  },
  generatorsInOutagesAlert: hsa(
    'Use of Generators During Power Outages (safety alert, February 2014)',
    'https://hsa.ie/eng/safety_alerts/2014/generator_usage_alert/',
    'Read on 29 November 2026: generators brought in after storm damage must not be connected to a socket or distribution board, which feeds the electricity network and endangers others, including repair crews (the HSA passing on ESB Networks\u2019 advice).',
    TENTH_ROUND_CHECK_ON,
  ),
  esbTreeCutting: {
    name: 'Tree cutting and hedge trimming; Safety advice when cutting trees',
    publisher: 'ESB Networks',
    url: 'https://www.esbnetworks.ie/staying-safe/tree-cutting-and-hedge-trimming',
    asOf: TENTH_ROUND_CHECK_ON,
    note: 'Both pages read on 29 November 2026: electricity can jump gaps, so contact is not needed to be injured or killed; trees or hedges within 6 metres of electricity wires or equipment are not cut without first contacting ESB Networks, which offers a free tree-cutting assessment; where a customer\u2019s professional contractor cuts, ESB Networks arranges a switch out or drops the line free of charge beforehand; a tree leaning on a line or branches hanging on one are reported at once on 1800 372 999 and nobody tries to remove the hazard themselves; electricity poles carry a yellow danger plate.',
  },
  safetyStatementAct: {
    name: 'Safety, Health and Welfare at Work Act 2005, as amended – Safety statement',
    publisher: 'Government of Ireland',
    url: 'https://revisedacts.lawreform.ie/eli/2005/act/10/section/20/revised/en/html',
    asOf: TENTH_ROUND_CHECK_ON,
    note: 'Section 20 read in the revised text on 29 November 2026: every employer prepares a written safety statement, based on the hazards identified and the risk assessment under section 19, saying how employees\u2019 safety, health and welfare will be secured and managed: the hazards and risks, the protective and preventive measures and resources, emergency plans, employees\u2019 duties, the names of those given tasks under it and the safety representative arrangements; it is brought to employees\u2019 attention at least once a year and after any amendment. The HSA\u2019s safety statement FAQ (hsa.ie) says the same in plain words. That an employer of three or fewer may instead follow an approved code of practice was read only on a secondary page (smesafety.ie), so no talk says it.',
  },
  constructionContractorFaq: hsa(
    'Contractor and Project Supervisor FAQs (Construction Regulations 2013)',
    "https://hsa.ie/eng/your_industry/construction/construction_faq's/contractor_and_project_supervisor_faqs.html",
    'Read on 29 November 2026: projects of short duration and low risk with only one contractor need no project supervisors; contractors on domestic projects must show the client they are competent and tell the client of the client\u2019s duties; contractors give the PSCS the relevant sections of their safety statement. That each contractor co-operates with the PSCS, who co-ordinates the contractors\u2019 safety work, was read only on a safety consultant\u2019s guidance page (dnoonan.ie) and in the contents of the HSA\u2019s 2015 guidelines on the Regulations (in a copy on a document-sharing site), not in the Regulations themselves.',
    TENTH_ROUND_CHECK_ON,
  ),
  radonEmployers: {
    name: 'Radon: information for employers',
    publisher: 'Environmental Protection Agency',
    url: 'https://epa.ie/environment-and-you/radon/employers',
    asOf: TENTH_ROUND_CHECK_ON,
    note: 'Read on 29 November 2026: the national reference level for radon in workplaces is 300 Bq/m\u00b3, and above it the employer takes remedial action as soon as practicable; Article 66 of S.I. No. 30 of 2019 requires workplaces at ground floor and basement level in High Radon Areas to be tested; outdoor workplaces such as construction sites need no test; radon is a colourless, odourless radioactive gas from the ground that enters through cracks in floors and gaps around pipes and cables, can only be measured with detectors, and causes lung cancer, with smokers at much greater risk. The HSA\u2019s radon page (hsa.ie/eng/Topics/Radon) says the same of ground-floor and basement workplaces in High Radon Areas and calls radon a Group 1 carcinogen, though it still gives the older 400 Bq/m\u00b3 level the 2019 Regulations replaced.',
  },
  bullyingCode: {
    name: 'Code of Practice for Employers and Employees on the Prevention and Resolution of Bullying at Work (Health and Safety Authority and Workplace Relations Commission, S.I. No. 674 of 2020)',
    publisher: 'Health and Safety Authority',
    asOf: TENTH_ROUND_CHECK_ON,
    published: '2020-12-23',
    note: 'The code itself was not among the stored pages on 29 November 2026. Read instead: the HSE\u2019s Dignity at Work page (healthservice.hse.ie) for the definition the code shares, repeated inappropriate behaviour, direct or indirect, verbal or physical, that could reasonably be regarded as undermining a person\u2019s dignity at work, a once-off incident not being bullying, and the behaviour need not be meant to bully; and, in secondary pages (mondaq.com, a law firm\u2019s summary), that the joint code took effect on 23 December 2020, replaced the HSA\u2019s 2007 and the Labour Relations Commission\u2019s 2002 codes, applies whether employees are at the workplace or at home, and recommends an anti-bullying policy with informal and formal procedures, and lists constructive feedback and ordinary performance management among what is not bullying. The employer\u2019s duty to prevent improper conduct likely to put employees at risk is section 8(2)(b) of the 2005 Act, as the earlier code recited (in a secondary copy).',
  },
  opticalRadiation: hsa(
    'Optical Radiation at Work',
    'https://hsa.ie/eng/topics/physical_agents/optical_radiation/optical_radiation_at_work',
    'Read on 29 November 2026: optical radiation covers ultraviolet, visible light and infrared; the sun\u2019s UV is the greatest risk (to the cornea of the eye and to the skin, up to skin cancer), and the next is the misuse of powerful lasers, which can seriously damage the eye, including blindness, and burn the skin; Directive 2006/25/EC is transposed by the General Application (Amendment) Regulations 2010 (Control of Artificial Optical Radiation at Work), S.I. No. 176 of 2010, in force from 29 April 2010. That those Regulations set exposure limit values and require risk assessment, reduction of exposure, information and training was read on Trinity College Dublin\u2019s laser safety page, not in the Regulations.',
    TENTH_ROUND_CHECK_ON,
  ),
  poweredGatesAlert: hsa(
    'Safety Alert: Hazards of Electrically Powered Gates (2015, following the 2010 alert)',
    'https://www.hsa.ie/eng/Safety_Alerts/2015/Crushing_Hazards_on_Electrically_Powered_Gates/',
    'Read on 29 November 2026: issued after a person was trapped and killed by a powered gate in 2015; powered gates can trap and crush adults or children, especially when opened remotely by fob or phone out of the operator\u2019s sight; whoever controls the workplace must have procedures so a gate is not operated where anyone could be hurt, protect every crushing, shearing, drawing-in or impact area, keep the gate safe and regularly maintained, limit the force it can exert on a person (inherent force control or safe edges, sensitive rubber strips that make the gate reverse) and have emergency procedures for someone trapped or a power failure. That a powered gate is machinery under the European Communities (Machinery) Regulations 2008 (S.I. No. 407 of 2008), needing conformity assessment, a declaration of conformity and CE marking, was read in the HSA\u2019s wording as quoted in a secondary guide (docsbay.net).',
    TENTH_ROUND_CHECK_ON,
  ),
  asbestosTraining: hsa(
    'Asbestos Training Update',
    'https://hsa.ie/eng/your_industry/chemicals/legislation_enforcement/asbestos/further_information/asbestos_training_requirements',
    'Read on 29 November 2026: under the Exposure to Asbestos Regulations 2006 and 2010 and the 2005 Act, asbestos awareness training is mandatory for all employees who may need to recognise suspected asbestos material their work could damage or disturb, and specific training for workers who are or are likely to be exposed to asbestos dust, including on the equipment and machines used; Directive (EU) 2023/2668 adds to the training requirements.',
    TENTH_ROUND_CHECK_ON,
  ),
  woodPelletsAlert: hsa(
    'Safety Alert – Wood Pellets: Toxic Carbon Monoxide Poisoning (2018)',
    'https://hsa.ie/eng/safety_alerts/2018/wood_pellets_toxic_carbon_monoxide_poisoning/',
    'Read on 29 November 2026: issued after a fatal accident; wood pellets give off carbon monoxide even when transported or stored in normal conditions, and it can build up unnoticed to toxic levels wherever they are stored, even briefly. Employers identify where pellets are stored, put up and keep asphyxiation warning signs, prevent unauthorised access and work to safe systems based on written risk assessments. Employees assume carbon monoxide is present, never enter or put their head into a pellet store, tank or vessel without the precautions, enter only if trained and competent in confined space entry, take extreme care in maintenance (blockages, low pellet levels), and know that only specialist equipment detects the gas; augers and screw feeds in stores can also injure. The alert speaks of wood pellets; wood chip stores we read of only in a GB HSE research report (secondary for Ireland), so the talk names pellets.',
    NINTH_ROUND_CHECK_ON,
  ),
  carbonMonoxideAlarmsPartJ: {
    name: 'Building Regulations (Part J Amendment) Regulations 2014 and Technical Guidance Document J: Heat Producing Appliances (2014), as the Minister for Housing, Planning and Local Government set them out in a written Dáil answer (21 November 2017)',
    publisher: 'Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/ga/debates/question/2017-11-21/634/',
    asOf: NINTH_ROUND_CHECK_ON,
    published: '2014-09-01',
    note: 'Read on 29 November 2026 in the Minister\u2019s written answer on oireachtas.ie: S.I. No. 133 of 2014 and TGD J (2014), in effect from 1 September 2014, require carbon monoxide alarms in new dwellings where open-flued or flueless combustion appliances are installed, in existing dwellings where such an appliance is replaced, and in habitable rooms a system chimney from a heat producing appliance passes through or over; the Minister adds that proper installation and commissioning of appliances, flues and chimneys remain the key protection. The regulations and TGD J themselves were not read on an official site (TGD J only in copies on document-sharing sites, whose contents list a section on warning of the release of carbon monoxide in dwellings); an Oireachtas answer of 8 April 2014 gives the review behind the change (most incidents with solid-fuel appliances).',
  },
  dumpers: {
    name: 'Construction: Dumpers',
    publisher: 'Health and Safety Executive (Great Britain)',
    url: 'https://www.hse.gov.uk/Construction/safetytopics/dumpers.htm',
    asOf: EIGHTH_ROUND_CHECK_ON,
    note: 'Great Britain\u2019s regulator, not Irish law, read on 29 November 2026 for the checks a dumper needs: a programme of daily visual checks, regular inspections and servicing set by the manufacturer\u2019s instructions and the risks of each machine; drivers report defects, which are put right quickly, and a dumper with a safety-critical fault is taken out of service. No HSA page on dumpers was among the stored pages.',
  },
  fragileSurfaces: generalApplicationRegulation(
    115,
    'Work at Height, fragile surfaces',
    'Regulation 115 read in the revised text on 29 November 2026: nobody works on or near a fragile surface where the work can be done safely without it; where it cannot, platforms, coverings, guard rails or similar supports are provided and used, and the distance and effect of any remaining fall are minimised; prominent warning notices are fixed at the approaches to a fragile surface, or, where that is not practicable, the people who may pass or work near it are made aware of it another way.',
    ELEVENTH_ROUND_CHECK_ON,
  ),
  vibrationProgramme: generalApplicationRegulation(
    138,
    'Control of Vibration at Work, measures where an action value is exceeded',
    'Regulation 138 read in the revised text on 29 November 2026: where the risk assessment shows an exposure action value is exceeded, the employer sets up a programme of technical or organisational measures, among them other methods of work, low-vibration equipment, maintenance, information and training, limiting how long and how hard people are exposed, work schedules with adequate rest periods, and clothing to protect exposed employees from cold and damp.',
    ELEVENTH_ROUND_CHECK_ON,
  ),
  generalWelfare: generalApplicationRegulation(
    18,
    'Workplace, general welfare requirements',
    'Regulation 18 read in the revised text on 29 November 2026: the place of work kept clean and waste removed; drinking water at suitable points within reach of everyone; suitable and adequate facilities for boiling water and for taking meals (or reasonable access to other such facilities); meals not taken anywhere in the place of work where that would put safety or health at risk.',
    ELEVENTH_ROUND_CHECK_ON,
  ),
  liftingOperations: generalApplicationRegulation(
    42,
    'Use of Work Equipment, work equipment for lifting loads',
    'Regulation 42 read in the revised text on 29 November 2026: every lifting operation is properly planned, appropriately supervised and carried out to protect the safety of employees; machinery for lifting loads is marked with its safe working load (for each configuration where that varies) and never used beyond it except in a test a competent person directs; mobile or dismantlable lifting equipment is used so that it stays stable under all foreseeable conditions, taking account of the ground.',
    THIRTEENTH_ROUND_CHECK_ON,
  ),
  winchHoists: generalApplicationRegulation(
    47,
    'Use of Work Equipment, winch-operated hoists and lifts',
    'Regulation 47 read in the revised text on 29 November 2026: a hoist or lift worked by a winch has a winch built so that its brake is applied whenever the control device is not held in the operating position, and no winch-operated hoist is used with pawl and ratchet gear whose pawl must be disengaged before the carrier can be lowered.',
    THIRTEENTH_ROUND_CHECK_ON,
  ),
  liftingAccessories: generalApplicationRegulation(
    57,
    'Use of Work Equipment, construction, testing, examination and safe working load of lifting accessories',
    'Regulation 57 read in the revised text on 29 November 2026: a chain, rope or other lifting accessory is used only if it is sound, properly maintained and used for its purpose, has been tested and examined by a competent person with a signed certificate of the test and examination giving its safe working load (for a fibre rope or sling, the maker’s information on its safe working load), and is marked with its safe working load and an identification; it is never loaded beyond that load except in a test a competent person directs; a hook has a device that stops the sling or load coming off it, or a shape that makes that as unlikely as possible.',
    THIRTEENTH_ROUND_CHECK_ON,
  ),
  reversingOneWay: {
    name: 'Reversing and One-Way Systems (vehicle and pedestrian safety)',
    publisher: 'Health and Safety Authority',
    url: 'https://hsa.ie/eng/your_industry/quarrying/vehicle_and_pedestrian_safety/visibility_and_reversing_aids/reversing_and_one-way_systems/',
    asOf: THIRTEENTH_ROUND_CHECK_ON,
    note: 'Read on 29 November 2026 (an HSA page of its quarrying section, on vehicles and pedestrians generally): reversing is a significant driving hazard, above all in confined areas; the need to reverse is cut by one-way systems round the site and through loading and unloading areas and by set turning areas; where reversing cannot be avoided the driver must see the danger area behind or be warned of an obstruction, the area is kept clear of people and other vehicles, a vehicle whose reversing aids are faulty is not used, and no single safeguard is enough on its own.',
  },
  lorryLoaderStabilisers: {
    name: 'Lorry loaders: crush risk from powered tilting stabilisers (safety bulletin, December 2023)',
    publisher: 'Health and Safety Executive (Great Britain)',
    url: 'https://www.hse.gov.uk/safetybulletins/lorry-loaders.htm',
    asOf: THIRTEENTH_ROUND_CHECK_ON,
    note: 'Great Britain\u2019s regulator, not Irish law: no Irish official page read states this control. The bulletin was read on 29 November 2026 in reports of it (PIB Risk Management, Citation, CTS Safety): operators have been crushed against the lorry body by a stabiliser leg retracting before it was upright; the crush risk belongs in the lift plan and risk assessment, the operator works the stabilisers from a safe position clear of the leg, remote controls are used instead of the fixed levers where possible, and operators are trained in working the stabilisers.',
  },
  stackedBoards: {
    name: 'Safety alert: fatality caused by stacked boards collapse (July 2010)',
    publisher: 'Health and Safety Executive (Great Britain)',
    url: 'https://www.bwf.org.uk/uncategorised/fatality-caused-by-stacked-boards-collapse/',
    asOf: THIRTEENTH_ROUND_CHECK_ON,
    note: 'Great Britain\u2019s regulator, not Irish law: no Irish official page read says how sheet materials are stored. Read on 29 November 2026 in the British Woodworking Federation\u2019s copy of the alert (the address given; the alert was first posted on news.hse.gov.uk on 7 July 2010): boards and sheets, plasterboard among them, are heavy and hard to control; stacked leaning against a wall several can fall at once, and at least three people were killed that way in seven years; purpose-made storage racking and handling aids, as part of a safe system for taking boards out and moving them, prevent it.',
  },
  workEquipmentInspection: generalApplicationRegulation(
    30,
    'Use of Work Equipment, inspection of work equipment',
    'Regulation 30 read in the revised text on 29 November 2026: equipment whose safety depends on how it is installed is inspected after installation and again after assembly at any new site or location; equipment exposed to conditions that cause deterioration gets periodic inspections (and tests where appropriate) and special inspections after modification, accidents, natural phenomena or long disuse, so deterioration is found and put right in good time; the inspections are by a competent person, their results recorded and kept 5 years and shown to users who ask; and equipment used at another place of work goes with evidence of its last inspection.',
    THIRTEENTH_ROUND_CHECK_ON,
  ),
  noiseHealthSurveillance: generalApplicationRegulation(
    131,
    'Control of Noise at Work, health surveillance, records and effects',
    'Regulation 131 read in the revised text on 29 November 2026: health surveillance is made available to employees whose noise risk assessment shows a risk to their health; an employee whose exposure exceeds the upper exposure action value (85 dB(A)) is offered a hearing check by, or under the responsibility of, a registered medical practitioner, and one whose exposure exceeds the lower action value (80 dB(A)) is offered preventive audiometric testing, to find any noise-induced hearing loss early; a health record is kept for each employee under surveillance, and hearing damage found is assessed by a doctor.',
    THIRTEENTH_ROUND_CHECK_ON,
  ),
  safetyRepresentativesAct: {
    name: 'Safety, Health and Welfare at Work Act 2005 \u2013 safety representatives',
    publisher: 'Government of Ireland',
    url: 'https://www.irishstatutebook.ie/eli/2005/act/10/section/25/enacted/en/index.html',
    asOf: THIRTEENTH_ROUND_CHECK_ON,
    published: '2005-06-22',
    note: 'Section 25 read in the Irish Statute Book on 29 November 2026: employees may select and appoint a safety representative from among themselves (or more than one, by agreement with the employer) to represent them in consultation with the employer on safety, health and welfare; the representative may inspect the place of work after reasonable notice (at once after an accident, dangerous occurrence or imminent danger), investigate accidents, dangerous occurrences and complaints, accompany an inspector, and make representations to the employer.',
  },
  safetyRepresentativesHsa: hsa(
    'Safety Representatives: What are the Legal Requirements?',
    'https://www.hsa.ie/eng/enterprise_and_employee_supports/safety_representatives/what_are_the_legal_requirements_',
    'Read on 29 November 2026: employees can elect, select and appoint their safety representative, or more than one by agreement with the employer, in proportion to the workplace; on a construction site where more than 20 persons are employed at any one time, the project supervisor for the construction stage (PSCS) must facilitate the appointment of a safety representative.',
    THIRTEENTH_ROUND_CHECK_ON,
  ),
  cranes: generalApplicationRegulation(
    43,
    'Use of Work Equipment, cranes',
    'Regulation 43 read in the revised text on 29 November 2026: a crane of variable operating radius has its safe working loads at the various radii marked on it or in the cab, and is fitted with an accurate automatic safe load indicator or rated capacity indicator, clearly visible to the driver, showing the radius and the safe working load at that radius at any time (not needed on a guy derrick, a hand crane erecting another crane, or a crane a competent person has given a safe working load of 1,000 kg or less); the indicator is maintained, used correctly and tested by a competent person after the crane is erected or altered and before it is used.',
    ELEVENTH_ROUND_CHECK_ON,
  ),
  liftingRegister: generalApplicationRegulation(
    54,
    'Use of Work Equipment, records and registers of lifting equipment',
    'Regulation 54 read in the revised text on 29 November 2026: the report of thorough examination (or a copy) is kept, on a construction site at the site office or the contractor\u2019s business address, and on mobile equipment on the machine as well; a register of lifting equipment and lifting accessories is kept with each item\u2019s details, distinguishing number, date of first use and date of last thorough examination and test, available to an inspector, and an item without a number is given a lasting one.',
    ELEVENTH_ROUND_CHECK_ON,
  ),
  firstAidProvision: generalApplicationRegulation(
    165,
    'First-Aid, provisions for first-aid',
    'Regulation 165 read in the revised text on 29 November 2026: the employer provides suitably marked, easily reached first-aid equipment adequate for the place of work; designates as many occupational first-aiders as are needed there, their number, training and equipment adequate for its size or hazards, or both; puts the first-aid arrangements, the first-aiders\u2019 names and where the equipment is kept in the safety statement; and displays clearly at each place of work the names, addresses and telephone numbers of the local emergency services. A first-aider absent in temporary and exceptional circumstances may be covered by a person designated to take charge of an injured or ill person.',
    ELEVENTH_ROUND_CHECK_ON,
  ),
  trainingLanguage: {
    name: 'Safety, Health and Welfare at Work Act 2005 – instruction, training and supervision of employees',
    publisher: 'Government of Ireland',
    url: 'https://www.irishstatutebook.ie/eli/2005/act/10/section/10/enacted/en/html',
    asOf: ELEVENTH_ROUND_CHECK_ON,
    note: 'Section 10 read on 29 November 2026 in two copies of the enacted text (a mirror of the Irish Statute Book page and betterregulation.com), the official page itself not being among the stored pages: instruction, training and supervision are given in a form, manner and, as appropriate, language reasonably likely to be understood by the employee; training covers the specific task and what to do in an emergency, takes the employee\u2019s capabilities into account, and is given on recruitment, on a transfer or change of task, and when new equipment, systems of work or technology come in.',
  },
  placesAtHeight: generalApplicationRegulation(
    99,
    'Work at Height, protection of places of work at height',
    'Regulation 99 read in the revised text on 29 November 2026: a place of work at height, and the way to and from it, is stable and strong enough, big enough for safe passage and safe use of plant and materials, has suitable and sufficient edge protection, has a surface with no gap through which a person could fall or material fall onto someone, and is built, used and kept so as to prevent, so far as reasonably practicable, slipping or tripping and anyone being caught between it and a structure beside it.',
    ELEVENTH_ROUND_CHECK_ON,
  ),
  workAtHeightEquipment: generalApplicationRegulation(
    100,
    'Work at Height, selection of work equipment for work at height',
    'Regulation 100 read in the revised text on 29 November 2026: in choosing work equipment for work at height the employer gives collective protection measures priority over personal protection measures, and takes account of the working conditions, the distance and height of access, the distance of a potential fall and the risk of injury, how long and how often the equipment is used, the need for quick evacuation and rescue, and any added risk from putting up, using or taking down the equipment. Regulation 115 (read the same day) also asks, where a fall remains possible, for measures that shorten the fall and lessen the injury; safety nets and airbags are our examples of such collective measures, not the regulations\u2019 words.',
    ELEVENTH_ROUND_CHECK_ON,
  ),
  ropeAccess: generalApplicationRegulation(
    111,
    'Work at Height, rope access or positioning technique',
    'Regulation 111 read in the revised text on 29 November 2026: a rope access or positioning technique is used only with at least two separately anchored lines, the working line (access, egress and support) and the safety line; the user has a suitable harness connected to both; the working line has safe means of ascent and descent and a self-locking system that stops a fall if the user loses control; the safety line has a mobile fall protection system connected to and travelling with the user; a seat with appropriate accessories is provided according to the length of the job and its ergonomic demands; a single line only where the risk assessment shows a second line would bring higher risk and other measures ensure safety. Regulation 110 (work positioning systems, read the same day) asks for a suitable back-up system to prevent or arrest a fall.',
    BREADTH_ROUND_CHECK_ON,
  ),
  dieselExhaustLimit: {
    name: 'Directive 2004/37/EC (Carcinogens and Mutagens Directive), Annex III limit value for diesel engine exhaust emissions, as listed by the European Chemicals Agency',
    publisher: 'European Chemicals Agency',
    url: 'https://chesar.echa.europa.eu/web/guest/carcinogens-mutagens-oels/-/legislationlist/details/EU-WORKER_CARC_MUTA-ANX_III-100.305.408-VSK-69F948',
    asOf: BREADTH_ROUND_CHECK_ON,
    note: 'Read on 29 November 2026: ECHA\u2019s entry for Annex III of the Directive gives diesel engine exhaust emissions a long-term limit of 0.05 mg/m\u00b3 measured as elemental carbon, a category 1 carcinogen, effective in underground mining and tunnel construction from 21 February 2026. That the same limit has applied in other work since 21 February 2023 was read only in a secondary page (dieselnet.com), so the talk states the limit without that date. The Irish Carcinogens, Mutagens and Reprotoxic Substances Regulations 2024 give effect to the Directive.',
  },
  dieselExhaustOshwiki: {
    name: 'OSHwiki: Workplace exposure to dusts and aerosols \u2013 diesel exhaust',
    publisher: 'European Agency for Safety and Health at Work (EU-OSHA)',
    url: 'https://oshwiki.osha.europa.eu/en/themes/workplace-exposure-dusts-and-aerosols-diesel-exhaust',
    asOf: BREADTH_ROUND_CHECK_ON,
    note: 'Read on 29 November 2026: the International Agency for Research on Cancer classified diesel exhaust as carcinogenic to humans in 2012, mainly for lung cancer; the exhaust\u2019s amount and make-up depend on the engine type, its operating condition and its maintenance, the fuel and the after-treatment; its particles are respirable (about 90% of their mass 2.5 \u00b5m or smaller) and it also carries nitrogen oxides and carbon monoxide.',
  },
  domesticGasWorks: {
    name: 'Gas Installers \u2013 Gas Works (Energy (Miscellaneous Provisions) Act 2006)',
    publisher: 'Commission for Energy Regulation (now the Commission for Regulation of Utilities)',
    asOf: BREADTH_ROUND_CHECK_ON,
    note: 'Read on 29 November 2026 at www.cer.ie/en/gas-installers-gas-works.aspx (stored without a secure address): the 2006 Act lets the regulator designate classes of gas works, meaning the installation, removal, repair or replacement of a natural gas or LPG fitting, that only a Registered Gas Installer may do; the class for natural gas fittings in the domestic customer category has been implemented, and it is illegal for anyone who is not an RGI to do those works.',
  },
  rgiCriteria: {
    name: 'Registered Gas Installers of Ireland: CRU Criteria Document',
    publisher: 'Registered Gas Installers of Ireland (the body appointed by the Commission for Regulation of Utilities)',
    url: 'https://rgi.ie/about-us/cru-criteria-document/',
    asOf: BREADTH_ROUND_CHECK_ON,
    note: 'Read on 29 November 2026: under the Energy (Miscellaneous Provisions) Act 2006 the CRU appointed a body to regulate gas installers with respect to safety, and its Criteria Document sets the rules Registered Gas Installers agree to be bound by, including the declaration of conformance for their work.',
  },
  mobilePhonesDriving: {
    name: 'Road Traffic Act 2006 (prohibition on holding a mobile phone while driving) and the Road Safety Authority leaflet Mobile Phones and Driving',
    publisher: 'Government of Ireland; Road Safety Authority',
    url: 'https://www.irishstatutebook.ie/eli/2006/act/23/enacted/en/html',
    asOf: BREADTH_ROUND_CHECK_ON,
    note: 'Read on 29 November 2026, not on the statute book itself: the Act\u2019s arrangement of sections (in a copy on vlex.com) names section 3, prohibition on holding a mobile phone by the driver of a mechanically propelled vehicle; the Minister\u2019s words at Report Stage (Dáil, 5 July 2006) that it forbids holding a phone by hand or supporting it with the neck, shoulder or any other part of the body; and a copy of the RSA leaflet: a phone may be used while driving only to call 999 or 112 or in another emergency, and a hands-free kit is legal but a distracted driver can still be prosecuted for careless or dangerous driving. The penalty figures have changed over the years and are not given.',
  },
  quickHitchAlert: hsa(
    'Safety alert: Excavator Quick Hitches',
    'https://hsa.ie/eng/safety_alerts/2010/excavator_quick_hitch_alert/',
    'Read on 29 November 2026: after fatal accidents (a bucket fell on a co-worker when the driver had not put the safety pin back in a semi-automatic hitch after a bucket change), the HSA tells drivers to secure each attachment (bucket, rock breaker) with the locking mechanism or safety pin fully in, then, with everyone clear, shake the dipper arm hard to prove it cannot come loose, never to let anyone work directly under the attachment, and not to run the machine while its safety pin is missing.',
    FIFTEENTH_ROUND_CHECK_ON,
  ),
  safePassValidity: {
    name: 'Safe Pass, and the Minister\u2019s written answer on renewing the Safe Pass card (Dáil Éireann, 6 October 2015)',
    publisher: 'SOLAS; Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/en/debates/question/2015-10-06/624/',
    asOf: FIFTEENTH_ROUND_CHECK_ON,
    note: 'Read on 29 November 2026: SOLAS\u2019s Safe Pass page (https://www.solas.ie/construction-lp/safe-pass/) says every construction worker, apprentices and trainees included, must hold a valid Safe Pass card under the Construction Regulations 2013; the Minister\u2019s answer says the card lasts four years from the date of the course and is renewed by updating the training every four years. Cards that expired during COVID-19 were deemed valid longer (Citizens Information); that ended on 13 October 2021.',
  },
  esbFallenWires: {
    name: 'ESB Networks public safety messages on fallen and damaged wires (as carried by the Leinster Leader and KildareNow)',
    publisher: 'ESB Networks',
    url: 'https://www.leinsterleader.ie/news/home/626838/esb-networks-issues-warning-to-general-public-in-kildare.html',
    asOf: FIFTEENTH_ROUND_CHECK_ON,
    note: 'A secondary copy, read on 29 November 2026: no esbnetworks.ie page with these words was among the stored pages. ESB Networks\u2019 messages as local papers print them: wires are always live, never approach; if you see fallen or damaged wires, keep clear and phone ESB Networks at once on 1800 372 999; never approach broken lines or damaged poles, and keep children and animals away (KildareNow, December 2021).',
  },
  esbHgvAdvice: {
    name: 'Stay safe by staying clear of overhead electricity wires (ESB Networks\u2019 Public Safety Manager, as carried by HGV Ireland)',
    publisher: 'ESB Networks',
    url: 'https://www.hgvireland.com/stay-safe-by-staying-clear-of-overhead-electricity-wires/',
    asOf: FIFTEENTH_ROUND_CHECK_ON,
    note: 'A secondary copy, read on 29 November 2026: ESB Networks\u2019 advice to lorry operators as a trade magazine prints it, after a lorry-loader jib touched a 20 kV line. Cross under or near overhead wires only when sure of at least 3 m between the vehicle\u2019s highest point and the wires, keep to that 3 m working parallel to them, never stack materials under wires, and treat fallen wires as live. No esbnetworks.ie page giving the 3 m was among the stored pages. It is a clearance for passing under a line, not a working distance: ESB Networks\u2019 contractor page still keeps construction activity, offloading with a crane included, 10 m away.',
  },
  gniDialBeforeYouDig: {
    name: 'Gas Networks Ireland\u2019s Dial Before You Dig service (as reported by Cork Safety Alerts, 2025)',
    publisher: 'Gas Networks Ireland',
    url: 'https://news.corksafetyalerts.com/cork-landowners-urged-to-check-for-underground-gas-pipes-before-digging',
    asOf: FIFTEENTH_ROUND_CHECK_ON,
    note: 'A secondary copy, read on 29 November 2026: a local news report of Gas Networks Ireland\u2019s campaign, giving its free Dial Before You Dig number, 1800 42 77 47, to call before any excavation. No gasnetworks.ie page giving the number was among the stored pages; the farming press (Agriland, the Irish Farmers Journal) describes the same service (maps and advice by phone, email or online, and an inspector for some work near transmission pipelines) without the number.',
  },
  chainsawPpe: {
    name: 'Chainsaw personal protective equipment (Teagasc chainsaw safety video, as reported by Agriland, 2023; the Irish Farmers Journal\u2019s Safe Family Farms)',
    publisher: 'Teagasc; Irish Farmers Journal',
    url: 'https://www2.farmersjournal.ie/safe-family-farms-getting-kitted-out-to-use-a-chainsaw-safely-454821',
    asOf: FIFTEENTH_ROUND_CHECK_ON,
    note: 'Secondary copies, read on 29 November 2026: no HSA or Teagasc page listing chainsaw PPE was among the stored pages. Agriland reports Teagasc\u2019s video (chainsaw PPE, a modern saw with its safety devices, training); the Farmers Journal\u2019s list from a trainer names a safety helmet, eye protection (a visor), ear defenders, safety boots to EN 381 (the chainsaw standard) and chainsaw trousers (EN 381-5); the Irish Examiner, in an article beside the HSA\u2019s figures on chainsaw accidents, asks for protective trousers or chaps and boots with saw protection. The PPE duty itself is the General Application Regulations\u2019 (Part 2, Chapter 3), which the topic cites.',
  },
  constructionTransport: hsa(
    'Plant and Machinery: Transport Management on Construction Sites',
    'https://www.hsa.ie/eng/Your_Industry/Construction/Plant_and_Machinery/',
    'Read on 30 November 2026: the page quotes the Construction Regulations: on every construction site where transport vehicles, earth-moving or materials-handling machinery are used, the PSCS makes sure safe and suitable access ways are provided for them and that traffic and pedestrian routes are organised and controlled, where appropriate by a traffic and pedestrian management plan, so they operate safely; the size and location of the site, the number of vehicles and workers, access and egress, pedestrian routes and excavations near vehicle routes are among what the plan takes into account. The HSA\u2019s Construction Site Traffic Management Plan template (2020, for the PSCS and contractors, not for roadworks on live roads) was read only in a trade magazine\u2019s report (IOSH Magazine, 28 February 2020).',
    SIXTEENTH_ROUND_CHECK_ON,
  ),
  roadWorksSpeedLimit: {
    name: 'Road works speed limit orders under the Road Traffic Act 2004',
    publisher: 'Meath County Council; Houses of the Oireachtas',
    url: 'https://meath.ie/council/news/road-works-speed-limit-order-0',
    asOf: SIXTEENTH_ROUND_CHECK_ON,
    note: 'Read on 30 November 2026: a county council\u2019s notice (Meath County Council) that, under section 10 of the Road Traffic Act 2004 and in the interest of road safety, it made a Road Works Speed Limit Order setting a 50 km/h limit on a stretch of road for the time of the works; and the Minister for Transport\u2019s written answer of 28 September 2005 (read in a copy on kildarestreet.com) that section 10 lets a county or city manager make a road works speed limit order applying a speed limit on a road where works are carried out, and that Chapter 8 of the Traffic Signs Manual sets out the signs for road works. The section\u2019s own text was not read, so the talk gives no speed: the order for the job sets it.',
  },
  explosionRiskAssessment: generalApplicationRegulation(
    169,
    'Explosive Atmospheres at Places of Work, assessment of explosion risk and the explosion protection document',
    'Regulation 169 read in the revised text on 30 November 2026: where an explosive atmosphere is or may be present, the employer assesses the explosion risk (how likely the atmosphere is and how long it lasts, the ignition sources, static included, the substances and processes, connected places) and, before work starts, prepares an explosion protection document, revises it when the work changes, and makes it available to the employees concerned; it names the zones and the measures taken.',
    SIXTEENTH_ROUND_CHECK_ON,
  ),
  explosionPrevention: generalApplicationRegulation(
    171,
    'Explosive Atmospheres at Places of Work, prevention against explosion',
    'Regulation 171 read in the revised text on 30 November 2026: in order of priority the employer prevents explosive atmospheres forming or, where the work does not allow that, avoids igniting them (electrostatic discharges included); releases of flammable gases, vapours or dusts are diverted or removed to a safe place, or safely contained; and where an explosive atmosphere may arise in dangerous quantities, employees are appropriately supervised.',
    SIXTEENTH_ROUND_CHECK_ON,
  ),
  explosionPermits: generalApplicationRegulation(
    173,
    'Explosive Atmospheres at Places of Work, training, instructions and permits to work',
    'Regulation 173 read in the revised text on 30 November 2026: people at work where explosive atmospheres may occur get sufficient training in explosion protection and, where the explosion protection document requires, work in hazardous places follows the employer\u2019s written instructions and a permit-to-work system, each permit issued by a competent person before the activity starts.',
    SIXTEENTH_ROUND_CHECK_ON,
  ),
  explosionEquipment: generalApplicationRegulation(
    172,
    'Explosive Atmospheres at Places of Work, safety of plant, equipment and protective systems',
    'Regulation 172 read in the revised text on 30 November 2026: plant, equipment and protective systems are brought into service only if the explosion protection document says they can be used safely in the explosive atmosphere, and are installed, maintained and operated so as to minimise the risk of an explosion.',
    SIXTEENTH_ROUND_CHECK_ON,
  ),
} satisfies Record<string, SafetySource>;
