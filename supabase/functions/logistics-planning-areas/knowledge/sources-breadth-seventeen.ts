// Publications behind the breadth-seventeen round (29 November 2026), a pass over the official sources' own topic lists
// (the HSA's workplace health and transport pages and the General Application Regulations 2007, the Union Customs Code,
// the bullying code of practice, Oireachtas answers on vehicle recalls, and the HSE's (Great Britain) warehousing and
// workplace transport guidance that Irish warehouses work to) for what an Irish haulier, courier, distributor or
// warehouse operator asks and no entry held. Each page was read on the check date in a stored copy; where only a
// secondary copy of an official rule or guide could be found, or the guide is Great Britain's, the note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
export const BREADTH_SEVENTEEN_CHECKED_ON = '2026-11-29';
const CHECKED = BREADTH_SEVENTEEN_CHECKED_ON;

export const breadthSeventeenSources = {
  nightWorkHealthAssessment: {
    title:
      'Safety, Health and Welfare at Work (General Application) Regulations 2007, Regulation 157: health assessment and transfer to day work (a free assessment by a registered medical practitioner before a person is employed as a night worker and at regular intervals after; the employer facilitates attendance; the assessor gives an opinion on fitness and may suggest changed conditions; clinical details stay confidential)',
    publisher: 'Government of Ireland (Law Reform Commission revised text)',
    url: 'https://revisedacts.lawreform.ie/eli/2007/si/299/section/157/revised/en/html',
    asOf: CHECKED,
  },
  nightWorkProtectiveMeasures: {
    title:
      'Safety, Health and Welfare at Work (General Application) Regulations 2007, Regulation 156: protective or preventive measures for night workers and shift workers, taking account of the night work risk assessment under Regulation 155',
    publisher: 'Government of Ireland (Law Reform Commission revised text)',
    url: 'https://revisedacts.lawreform.ie/eli/2007/si/299/section/156/revised/en/html',
    asOf: CHECKED,
  },
  sensitiveRiskGroups: {
    title:
      'Sensitive Risk Groups: Part 6 of the General Application Regulations 2007 covers children and young persons, pregnant, post natal and breastfeeding employees, and night and shift workers; a pregnancy risk assessment template and the Night and Shift Work guide (2012)',
    publisher: 'Health and Safety Authority',
    url: 'https://www.hsa.ie/eng/workplace_health/sensitive_risk_groups/',
    asOf: CHECKED,
  },
  pregnantNightWork: {
    title:
      'Safety, Health and Welfare at Work (General Application) Regulations 2007, Regulation 151: night work (11 p.m. to 6 a.m., at least 3 hours as a normal course or 25% of monthly working time); where a doctor certifies it, no night work during pregnancy or for 14 weeks after childbirth, with a transfer to day work or, if not feasible, leave or extended maternity leave',
    publisher: 'Government of Ireland (Law Reform Commission revised text)',
    url: 'https://revisedacts.lawreform.ie/eli/2007/si/299/section/151/revised/en/html',
    asOf: CHECKED,
  },
  pregnantEmployeesRegulations: {
    title:
      'Chapter 2 of Part 6 of the General Application Regulations 2007 (protection of pregnant, post natal and breastfeeding employees): a post-natal employee gave birth not more than 14 weeks before, a breastfeeding employee not more than 26 weeks before; on notification the employer assesses the risks in Schedule 8',
    publisher: 'Lexology (a law firm’s summary of the Regulations)',
    url: 'https://www.lexology.com/library/detail.aspx?g=964e46ba-d139-44ae-81b9-68dde5a0a667',
    asOf: CHECKED,
    note: 'A law firm’s summary of the Regulations; the definitions match S.I. No. 218/2000, which the 2007 chapter replaced (irishstatutebook.ie). The HSA’s own guide to the chapter could be read only as a title.',
  },
  customsRepresentation: {
    title:
      'Regulation (EU) No 952/2013 laying down the Union Customs Code, Articles 18 and 19 (customs representative: direct representation in the name of and on behalf of another person, indirect representation in the representative’s own name on behalf of another; established in the customs territory of the Union; must state the representation and may be asked for evidence of empowerment; a person who does not is deemed to act in his own name and on his own behalf) and Article 77(3) (in indirect representation the person on whose behalf the declaration is made is also a debtor)',
    publisher: 'European Union (EUR-Lex)',
    url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32013R0952',
    published: '2013-10-09',
    asOf: CHECKED,
    note: 'The Articles were read through secondary copies of their text in the stored pages (customs guides quoting Articles 18 and 19); the Revenue page on customs agents could not be found in a stored copy.',
  },
  bullyingCode: {
    title:
      'Industrial Relations Act 1990 (Code of Practice for Employers and Employees on the Prevention and Resolution of Bullying at Work) Order 2020 (S.I. No. 674 of 2020): a joint HSA and WRC code in effect from 23 December 2020, replacing the HSA’s 2007 code and the Labour Relations Commission’s 2002 code; it applies to all employments, whether at a fixed place, at home or mobile',
    publisher: 'Health and Safety Authority and Workplace Relations Commission',
    url: 'https://www.irishstatutebook.ie/eli/2020/si/674/made/en/print',
    published: '2020-12-22',
    asOf: CHECKED,
    note: 'Read in secondary copies (solicitors’ notes on the Order signed on 22 December 2020 and the code in effect from 23 December 2020); a code is admissible in evidence and taken into account under section 42(4) of the Industrial Relations Act 1990.',
  },
  stressRoleOfHsa: {
    title:
      'Workplace stress, the role of the HSA: stress is not reportable to the HSA; employers must protect employees from hazards that can lead to injury including mental ill health; risk assessments should cover stressors, with control measures, monitoring and review in consultation with staff; Work Positive is the HSA’s tool with a questionnaire to find the main sources of stress',
    publisher: 'Health and Safety Authority',
    url: 'https://hsa.ie/eng/workplace_health/workplace_stress/workplace_stress_overview/the_role_of_the_hsa/',
    asOf: CHECKED,
  },
  workPositiveLaunch: {
    title:
      'Irish regulator launches online stress tool: Work Positive, developed by the HSA with the State Claims Agency, free, for confidential psychosocial risk assessments of a whole workforce, carried out over three to six months and re-used every few years',
    publisher: 'IOSH Magazine (reporting the HSA)',
    url: 'https://www.ioshmagazine.com/article/irish-regulator-launches-online-stress-tool',
    asOf: CHECKED,
    note: 'A trade magazine’s report of the HSA’s launch; the HSA’s own page names the tool and its questionnaire.',
  },
  loneWorkers: {
    title:
      'Lone workers: the HSA’s definition (those who work by themselves without close or direct supervision, including drivers, postal staff and people working separately in warehouses), a risk assessment under section 19 of the Safety, Health and Welfare at Work Act 2005, and controls such as communication, periodic checks, automatic warning devices, training and first aid; lone employees at workstations must have the necessary supervision or means of communication',
    publisher: 'Health and Safety Authority (as quoted)',
    url: 'https://safetylineloneworker.com/work-alone-regulations-international/work-alone-regulations-ireland',
    asOf: CHECKED,
    note: 'A vendor’s page quoting the HSA’s lone worker guidance; the HSA’s own lone worker page could not be found in a stored copy, so only the points it quotes are used.',
  },
  rackingInspection: {
    title:
      'HSG76 Warehousing and storage: a guide to health and safety, paragraphs 641 to 646: a nominated person responsible for racking safety (PRRS); immediate reporting of damage; visual inspections weekly or at other regular intervals with a written record; an expert inspection by a technically competent person at intervals of not more than 12 months with a written report',
    publisher: 'Health and Safety Executive (Great Britain)',
    url: 'https://www.hse.gov.uk/pubns/books/hsg76.htm',
    asOf: CHECKED,
    note: 'Great Britain’s guidance, which Irish warehouses and racking inspectors work to; read through copies quoting paragraphs 641 to 646. The HSA has no racking page in the stored copies; racking is work equipment under the General Application Regulations 2007.',
  },
  loadingBayDriveaway: {
    title:
      'Site-based ways to stop vehicles from moving: drive-away (a driver moving too early) and creep (a vehicle jolted away from the bay by handling equipment); vehicle or trailer restraints, traffic lights and barriers, control of keys or the cab, and safe systems of work; engineered solutions are more reliable than people’s actions; wheel chocks',
    publisher: 'Health and Safety Executive (Great Britain)',
    url: 'https://www.hse.gov.uk/workplacetransport/sitebased.htm',
    asOf: CHECKED,
    note: 'Great Britain’s guidance; the HSA’s workplace transport pages cover loading and unloading in general terms only.',
  },
  fallsFromVehicles: {
    title:
      'Falls from vehicles: avoid climbing onto trailers where possible; steps and handholds where access is needed; slip-resistant footwear; never have your back to the edge within 1 metre of it or walk backwards on a trailer; do not jump from a cab or trailer; check handholds',
    publisher: 'Health and Safety Executive (Great Britain)',
    url: 'https://hse.gov.uk/logistics/falls-from-vehicles.htm',
    asOf: CHECKED,
    note: 'Great Britain’s guidance for road haulage; the Irish duty to prevent falls is in the work at height part of the General Application Regulations 2007.',
  },
  vehicleRecalls: {
    title:
      'Written answer on defective vehicles: manufacturers and distributors recalling vehicles for defects that could endanger road users get the registered owners’ details from the Department’s National Vehicle and Driver File (NVDF); all recalled vehicles had EC whole vehicle type approval',
    publisher: 'Dáil Éireann (Minister for Transport, written answer 23 June 2010)',
    url: 'https://www.kildarestreet.com/wrans/?id=2010-06-23.740.0',
    published: '2010-06-23',
    asOf: CHECKED,
    note: 'A mirror of the Oireachtas written answer.',
  },
} satisfies Record<string, KnowledgeSource>;
