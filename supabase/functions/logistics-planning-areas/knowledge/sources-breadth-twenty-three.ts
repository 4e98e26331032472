// Publications behind the breadth-twenty-three round (30 November 2026): facts an owner asks about that the entries
// named but did not state (how far traffic moved from the UK landbridge to direct ferries after Brexit) and a topic
// from the official topic lists a depot, warehouse or yard meets that no entry held (the legal minimum temperature
// where people work, and the Health and Safety Authority's advice for hot weather). Each page was read on the check
// date in a stored copy; where a rule could be read only in a secondary copy (a law firm's quotation of a regulation,
// a safety organisation's quotation of the HSA's guide, a local radio station's report of the HSA's statement), the
// note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
export const BREADTH_TWENTY_THREE_CHECKED_ON = '2026-11-30';
const CHECKED = BREADTH_TWENTY_THREE_CHECKED_ON;

export const breadthTwentyThreeSources = {
  marineInstituteMaritimeEconomist2021: {
    title:
      'Marine Institute welcomes The Irish Maritime Transport Economist (Vol. 19, 26 May 2022): in 2021, the first year after the Brexit transition period, RoRo traffic on direct routes between Irish and mainland European ports rose by 94% on 2020, driven largely by less use of the UK landbridge; RoRo traffic to ports in Great Britain fell by 22%; direct EU traffic became one third of all RoRo volume, against 17% in recent years; LoLo traffic, mostly on direct routes to mainland Europe, also rose',
    publisher: 'Marine Institute (for its Irish Maritime Development Office)',
    url: 'https://www.marine.ie/site-area/news-events/press-releases/marine-institute-welcomes-irish-maritime-transport-economist',
    published: '2022-05-26',
    asOf: CHECKED,
  },
  rteRoroTraffic2021: {
    title:
      'Ireland–Britain RoRo traffic fell 22% last year (RTÉ News, 23 May 2022): reporting the IMDO’s Irish Maritime Transport Economist, RoRo traffic from Irish to British ports fell 22% in 2021 through less use of the UK landbridge and the move of freight to routes between Northern Ireland and Britain, traffic between Ireland and continental Europe rose 94%, direct EU traffic was one third of all RoRo volume against 17% in recent years, and weekly sailings between Ireland and mainland European ports more than doubled from 30 to over 60 at times in the year',
    publisher: 'RTÉ News',
    url: 'https://www.rte.ie/news/business/2022/0523/1300734-ireland-britain-roro-traffic-fell-22-last-year/',
    published: '2022-05-23',
    asOf: CHECKED,
    note: 'A news report of the IMDO’s annual report, used for the number of weekly sailings, which the Marine Institute’s release does not give.',
  },
  roadTrafficActCompulsoryInsurance: {
    title:
      'Road Traffic Act 1961, section 56 (as amended), Obligation to be insured or guaranteed: a person shall not use in a public place a vehicle unless an approved policy of insurance (or an approved guarantee, or an exempted person) covers the liability for injury to people and damage to property caused by its negligent use; the cover for damage to property may be limited to €1,300,000 per claim, whatever the number of injured parties',
    publisher: 'Law Reform Commission (Revised Acts)',
    url: 'https://revisedacts.lawreform.ie/eli/1961/act/24/section/56/revised/en/html',
    asOf: CHECKED,
    note: 'Read on 30 November 2026 in a stored copy of the revised section.',
  },
  generalApplicationRegulationsTemperature: {
    title:
      'Safety, Health and Welfare at Work (General Application) Regulations 2007 (S.I. 299 of 2007), regulation 7, Room temperature: during working hours the temperature in rooms containing workstations must be appropriate for human beings, given the working methods and the physical demands on employees; for sedentary office work a minimum of 17.5°C, and for other sedentary work that does not involve serious physical effort a minimum of 16°C, so far as is reasonably practicable, achieved and maintained at every workstation after the first hour’s work; means must be available to measure the temperature in any workplace inside a building; rest areas, sanitary facilities, canteens and first-aid rooms at a temperature suited to their purpose',
    publisher: 'Irish Statute Book (read in quotations by LK Shields Solicitors and others)',
    url: 'https://www.irishstatutebook.ie/eli/2007/si/299/made/en/print',
    asOf: CHECKED,
    note: 'The regulation’s words were read in a law firm’s article (LK Shields, on Lexology and vLex) and in other copies quoting the Irish Statute Book, which agree word for word; the Statute Book page itself was not readable in a stored copy.',
  },
  lkShieldsWorkplaceTemperatures: {
    title:
      'Workplace temperatures (LK Shields Solicitors): regulation 7 of the 2007 Regulations sets minimum temperatures of 17.5°C for sedentary office work and 16°C for other sedentary work without serious physical effort after the first hour’s work; a breach of the Regulations is an offence under the 2005 Act, with a fine of up to €3,000 or six months on summary conviction and up to €3,000,000 or two years on indictment',
    publisher: 'LK Shields Solicitors (on Lexology)',
    url: 'https://www.lexology.com/library/detail.aspx?g=d73ee62e-25f4-4e0e-b409-47be64af22e5',
    asOf: CHECKED,
    note: 'A law firm’s summary of the regulation; the penalties it states are those it gives for the 2005 Act at the time of writing.',
  },
  hsaGuideWorkplaceTemperature: {
    title:
      'Too hot to work? (NISO, 28 June 2019), quoting the Health and Safety Authority on the 2007 Regulations: they set minimum workplace temperatures but no maximum, and that no maximum temperature has been specified does not mean any temperature is acceptable; at high or uncomfortable temperatures, especially when not caused by temporary weather conditions, a means of cooling should be provided',
    publisher: 'Health and Safety Authority (quoted by the National Irish Safety Organisation)',
    url: 'https://niso.ie/too-hot-to-work/',
    published: '2019-06-28',
    asOf: CHECKED,
    note: 'The safety organisation’s quotation of the HSA’s guide to the 2007 Regulations; a consultancy’s copy of the same guide text (Phoenix Safety) gives the same words.',
  },
  hsaHotWeatherStatement: {
    title:
      'Health and Safety Authority statement on high temperatures (reported by SpinSouthWest): there is no maximum allowable temperature in current legislation, so apply common sense and consult staff; relax a formal dress code, provide plenty of fresh water and consider fans; outdoor workers should wear clothing that protects from UV rays, apply sunscreen regularly and have plenty of water, and should never remove safety gear such as hard hats or safety footwear to cope with the heat',
    publisher: 'Health and Safety Authority (reported by SpinSouthWest)',
    url: 'https://spinsouthwest.com/lifestyle/government-issues-statement-concerning-maximum-workplace-temperatures-99203',
    asOf: CHECKED,
    note: 'A local radio station’s report quoting the HSA’s statement; the HSA’s own page was not readable in a stored copy.',
  },
} satisfies Record<string, KnowledgeSource>;
