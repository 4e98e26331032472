// Days no topic covered until the second breadth round of 29 November 2026 (docs/knowledge/safety-coverage.md):
// safety signs and hand signals, drone surveys, towing a trailer, quads on site, abuse and aggression from the
// public, welding flash (artificial optical radiation), mobile crushers and screeners, the site cement mixer, needles
// and sharps in derelict buildings, ticks on overgrown ground and work near the railway. Each is written in our own words from the official page or instrument named in its sources,
// read on 29 November 2026; where a page was read in a copy, its note says so.
import { sources } from '../sources.ts';
import type { SafetySource, SafetyTopic } from '../types.ts';
import { ACT, GA } from './instruments.ts';

const READ_ON = '2026-11-29';

/** The pages this round read that no earlier topic cites; each note says what was read and where. */
const extraSources = {
  signsInterpretation: {
    name: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, as amended – Safety Signs at Places of Work (interpretation)',
    publisher: 'Government of Ireland',
    url: 'https://revisedacts.lawreform.ie/eli/2007/si/299/section/158/revised/en/html',
    asOf: READ_ON,
    note: 'Regulation 158 read in the revised text on 29 November 2026: safety or health signs give information or instructions by a signboard, a safety colour, an illuminated sign, an acoustic signal, a verbal communication or a hand signal; a hand signal is a coded movement or position of the arms or hands guiding people carrying out manoeuvres that are a hazard to people at work; prohibition, warning, mandatory and emergency escape or first-aid signs are defined there.',
  },
  signsProvision: {
    name: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, as amended – Safety Signs at Places of Work (provision of safety signs)',
    publisher: 'Government of Ireland',
    url: 'https://revisedacts.lawreform.ie/eli/2007/si/299/section/160/revised/en/html',
    asOf: READ_ON,
    note: 'Regulation 160 read in the revised text on 29 November 2026: the employer provides safety or health signs where hazards cannot be avoided or adequately reduced by collective protection or by the way the work is organised, makes sure they are in place, decides with regard to the risk assessment and safety statement, uses the signs prescribed for road, rail, water or air traffic where that traffic is present at the place of work and creates a risk, and makes sure every sign complies with Schedule 9.',
  },
  signsGuide: {
    name: 'Guide to the General Application Regulations 2007, Chapter 1 of Part 7: Safety Signs at Places of Work (amended 2016)',
    publisher: 'Health and Safety Authority',
    url: 'https://docslib.org/doc/11901480/regulations-2007-chapter-1-of-part-7-safety-signs-at-places-of-work',
    asOf: READ_ON,
    note: 'Read on 29 November 2026 in a copy of the HSA guide (no HSA address for it was among the stored pages), for its contents only: regulation 161 (information and instruction for employees), regulation 162 (no unauthorised information on signs) and the parts of Schedule 9 on signboards, signs on containers and pipes, fire-fighting equipment, obstacles and traffic routes, illuminated and acoustic signs, verbal communication and hand signals. That hand signals must be precise, simple, expansive, easy to make and understand and clearly distinct from one another was read in the same Directive\u2019s annex as made in Northern Ireland (legislation.gov.uk), not in the Irish Schedule.',
  },
  dronesCitizensInformation: {
    name: 'Owning and operating drones in Ireland',
    publisher: 'Citizens Information Board',
    url: 'https://www.citizensinformation.ie/en/travel-and-recreation/sport-and-leisure/owning-and-operating-a-drone/',
    asOf: READ_ON,
    note: 'Read on 29 November 2026: anyone flying a drone of 250 g or more, or one with a camera or sensor unless it meets the toy directive, must register as a drone operator with the Irish Aviation Authority (EUR 30, valid 2 years, 16 or over, about 15 minutes of online training) and label the drone with the operator ID; a drone of more than 4 kg or certain activities need extra training; nobody may fly a drone in a way that is a hazard to other aircraft or may endanger life or damage property.',
  },
  dronesIaa: {
    name: 'Irish Aviation Authority drone safety tips and Drone Safely campaign (EU Regulations 2019/947 and 2019/945)',
    publisher: 'Irish Aviation Authority',
    url: 'https://www.iaa.ie/drones',
    asOf: READ_ON,
    note: 'The IAA page itself was not among the stored pages. Its tips were read on 29 November 2026 in newspaper copies of its releases (Avondhu Press and the Clare Herald): fly no higher than 120 metres (400 feet); keep the drone in sight, no more than 300 metres away; never over an assembly of people; not within 5 km of an airport or military controlled airspace; not within 120 metres of a person, vehicle or structure not under your control; the landowner\u2019s permission for take-off and landing; the European Regulations 2019/947 and 2019/945 apply from January 2021.',
  },
  towingGarda: {
    name: 'Roads Policing Message: Towing a Trailer/Caravan (Crimecall, 22 May 2023)',
    publisher: 'An Garda S\u00edoch\u00e1na',
    url: 'https://garda.ie/en/crime-prevention/crimecall-on-rte/crimecall-episodes/2023/22-may-2023/roads-policing-message.html',
    asOf: READ_ON,
    note: 'Read on 29 November 2026: a category B licence covers vehicles of up to 3,500 kg MAM and towing a trailer of no more than 750 kg MAM, or a heavier trailer where vehicle and trailer together are no more than 3,500 kg; beyond that a category BE licence, got by a separate test, covers a combination of up to 7,000 kg; a category B learner permit holder may tow no trailer; know the towing capacity of the vehicle, the load capacity of the trailer and its unladen weight.',
  },
  towingRsa: {
    name: 'RSA statement on driving licences for trailers (as reported by Farm Safely)',
    publisher: 'Road Safety Authority',
    url: 'https://farmsafely.ie/rsa-highlights-driving-licence-requirement-for-trailers/',
    asOf: READ_ON,
    note: 'The RSA\u2019s own guide, Road safety advice and driver licensing rules for drawing light trailers, was read only in an untrustworthy copy, so its contents are not used. Read on 29 November 2026 in this report of the RSA\u2019s statement: a trailer is never loaded beyond the towing vehicle\u2019s specified towing capacity; loads are spread evenly and placed to keep the nose weight on the tow bar within the vehicle\u2019s limit, which is in the owner\u2019s manual.',
  },
  atvRegulations: {
    name: 'Safety, Health and Welfare at Work (General Application) (Amendment) (No. 2) Regulations 2021 (S.I. No. 619 of 2021)',
    publisher: 'Government of Ireland',
    url: 'https://www.irishstatutebook.ie/eli/2021/si/619/made/en/print',
    asOf: READ_ON,
    note: 'Read on 29 November 2026 on the Irish Statute Book (the opening) and, for the rest of regulation 2(b), in a consultant\u2019s quotation of it: in force from 20 November 2023; an all-terrain vehicle is a motorised vehicle for unpaved surfaces on four low-pressure tyres with a seat straddled by the rider and handlebars; where work involves operating one, the employer ensures the operator has completed an ATV safety training course from a registered training provider to a QQI standard or equivalent, that a risk assessment is made under section 19 of the 2005 Act and a PPE assessment under Regulation 63, and that personal protective equipment is provided to and worn by the operator under Regulation 62.',
  },
  atvHsa: {
    name: 'HSA on the quad bike regulations (Irish Farmers Monthly, interview with an HSA senior inspector) and the Minister\u2019s written answer of 12 June 2018',
    publisher: 'Health and Safety Authority; D\u00e1il \u00c9ireann',
    url: 'https://www.oireachtas.ie/ga/debates/question/2018-06-12/980/',
    asOf: READ_ON,
    note: 'Read on 29 November 2026: the Oireachtas answer records that the RSA and the HSA both recommend protective head gear on quads, and that research found anti-roll bars can in some cases add to the risk of injury; the HSA inspector, in Irish Farmers Monthly, that the regulations cover all operators at work, farmers and utilities alike.',
  },
  atvHseSheet: {
    name: 'Safe use of all-terrain vehicles (ATVs) in agriculture and forestry, Agriculture Information Sheet No 33',
    publisher: 'Health and Safety Executive (Great Britain)',
    asOf: READ_ON,
    note: 'Read on 29 November 2026 in a copy whose address was not kept, for the hazards only (no Irish page on them was among the stored pages): sit-astride ATVs are meant for a single operator without a passenger; used outside their safe operating limits they quickly become unstable; serious and fatal injuries come from being thrown off in overturns or loss of control, collisions with structures, trees or vehicles, and being trapped under an overturned machine.',
  },
  violenceHsa: {
    name: 'Violence at Work and Guidance on Managing the Risk of Work-Related Violence and Aggression',
    publisher: 'Health and Safety Authority',
    url: 'https://hsa.ie/eng/Topics/Violence_at_Work/Violence_at_Work.html',
    asOf: READ_ON,
    note: 'Read on 29 November 2026: workplace violence is being aggressively verbally abused, threatened or physically assaulted in the course of work; the 2005 Act and the General Application Regulations require employers to identify the hazard, assess the risk from violence and put safeguards in place. The guidance (read in a copy on issuu.com) defines work-related violence and aggression as abuse, threats or assault in circumstances related to work, physical or not (spitting, pushing, verbal abuse, threatening gestures), says it should not be tolerated, leaves bullying between staff to separate guidance, and notes that the Reporting of Accidents and Dangerous Occurrences Regulations 2016 require an injury from violence or aggression to be reported. The HSA\u2019s campaign of 15 October 2024 (hsa.ie) says employers must assess the risks, provide training and set clear procedures for incidents.',
  },
  opticalRadiationRegulations: {
    name: 'Safety, Health and Welfare at Work (General Application) (Amendment) Regulations 2010 (S.I. No. 176 of 2010), Control of Artificial Optical Radiation at Work',
    publisher: 'Government of Ireland',
    url: 'https://www.irishstatutebook.ie/eli/2010/si/176/made/en/html',
    asOf: READ_ON,
    note: 'Read on 29 November 2026 in a copy on vlex.com (the arrangement it inserts) and the HSA\u2019s Guidance for Employers on the Control of Artificial Optical Radiation at Work Regulations 2010 (its contents, in a copy): a new Part 9 of the General Application Regulations, with regulations on exposure limit values (178), determination of exposure and assessment of risks (179), avoiding or reducing exposure (180), employee information and training (181) and health surveillance (182), the limits in Schedule 11; the HSA guidance lists welding among work that makes hazardous levels of intense light, with annexes on safety signs and PPE.',
  },
  mobileCrushing: hsaPage(
    'Mobile Crushing and Sizing',
    'https://www.hsa.ie/eng/your_industry/quarrying/crushing_sizing_screening/mobile_crushing_and_sizing/',
    'Read on 29 November 2026: return rollers are nip points, protected by a fixed or mesh guard or an enclosed conveyor, guards easy to refit after maintenance so they are not left off; crusher inspection doors signed and needing a tool to open, ideally interlocked; jaw crushers with a safety gate; conveyors with stop wires and emergency stop buttons in prominent positions; flywheels and drives covered; hot surfaces such as exhausts covered and fire-fighting equipment provided; stairs, ladders and platforms maintained; a means of electrically isolating the machine.',
  ),
  vaccinationHsa: hsaPage(
    'Vaccination/Immunisation and Vaccination FAQs (Biological Agents)',
    'https://www.hsa.ie/eng/topics/biological_agents/biological_agents_introduction/vaccination/',
    'Read on 29 November 2026 with the HSA\u2019s vaccination FAQs: safe working procedures are the first defence; where the risk assessment shows a risk from a biological agent for which an effective vaccine registered in the EU exists, the employer offers vaccination free of charge, before the work that may expose the employee, telling them the benefits and drawbacks of vaccination and of not being vaccinated; vaccination is not compulsory, is given under a medical practitioner, and supplements, never replaces, engineering controls, safe procedures, training and PPE.',
  ),
  sharpsOshwiki: {
    name: 'OSHwiki: Prevention of sharps injuries',
    publisher: 'European Agency for Safety and Health at Work (EU-OSHA)',
    url: 'https://oshwiki.osha.europa.eu/en/themes/prevention-sharp-injuries',
    asOf: READ_ON,
    note: 'Read on 29 November 2026 for who is at risk and why: needles and sharps that have been in contact with blood or body fluids can carry more than 20 blood-borne pathogens, HIV and hepatitis among them; besides healthcare, workers at risk include cleaners, park-keepers, and those in waste disposal, street cleaning and refuse collection.',
  },
  lymeHsa: hsaPage(
    'Lyme Disease',
    'https://hsa.ie/eng/topics/biological_agents/specific_biological_agents_diseases/lyme_disease/',
    'Read on 29 November 2026: Lyme disease is caused by the bacterium Borrelia burgdorferi carried by some ticks, which live in forest, woodland, tall grass, brush, leaf litter and shrubs, urban and rural, active from spring to autumn; outdoor workers at sites with infected ticks are at risk, construction workers and land surveyors among them; the first symptom is often a rash 3 to 30 days after the bite, then fever, headache, stiff neck, tiredness and aching joints, easily treated with antibiotics if recognised early; prevention starts with a risk assessment of whether workers may be exposed, then avoiding brushy, overgrown, grassy and wooded areas, especially in spring and early summer, and protective clothing.',
  ),
  tickBitesHpsc: {
    name: 'Protecting yourself against tick bites and Lyme disease (HPSC advice, as published by Mountaineering Ireland)',
    publisher: 'Health Protection Surveillance Centre',
    url: 'https://www.mountaineering.ie/hillwalking/whattoknow/ticks/',
    asOf: READ_ON,
    note: 'Read on 29 November 2026 in Mountaineering Ireland\u2019s publication of the HPSC\u2019s advice: long trousers, long sleeves and gaiters, insect repellent, checking skin, hair and warm skin folds for ticks after a day out; a tick removed within a few hours carries little risk of infection; remove the whole tick with tweezers gripped close to the skin, wash the skin with soap and water, watch it for weeks, and see a GP about a rash or other symptoms, saying you were bitten; Lyme disease has been notifiable in Ireland since 2012.',
  },
  railwayThirdParty: {
    name: 'Iarnr\u00f3d \u00c9ireann CCE Standard I-DEP-0121, Third Party Works: Additional Details of Railway Safety Requirements (2009)',
    publisher: 'Iarnr\u00f3d \u00c9ireann',
    url: 'https://fdocuments.in/document/cce-departmental-and-multidisciplinary-standard-c2-authority-for-a-third-party.html',
    asOf: READ_ON,
    published: '2009-01-01',
    note: 'Read on 29 November 2026 in a copy (no Iarnr\u00f3d \u00c9ireann address for it was among the stored pages), for its purpose and contents only: safety requirements for third parties carrying out works on or near the line, the railway environment as different from other sites, authority for a third party to go on or near the line, possession arrangements and speed restrictions.',
  },
  levelCrossings: {
    name: 'Iarnr\u00f3d \u00c9ireann reminder on user-operated level crossings (Irish Farmers Journal, 18 August 2023)',
    publisher: 'Iarnr\u00f3d \u00c9ireann',
    url: 'https://www.farmersjournal.ie/farmers-and-contractors-reminded-of-new-freephone-level-crossing-numbers-779794/',
    asOf: READ_ON,
    note: 'Read on 29 November 2026 in the newspaper\u2019s report of Iarnr\u00f3d \u00c9ireann\u2019s statement: farmers and contractors moving large machinery or livestock through a farm accommodation crossing ring the freephone number shown at the crossing to reach the signal person in control; there are 1,208 level crossings on the network, with 42 incidents recorded in 2022.',
  },
} satisfies Record<string, SafetySource>;

function hsaPage(name: string, url: string, note: string): SafetySource {
  return { name, publisher: 'Health and Safety Authority', url, asOf: READ_ON, note };
}

export const siteDayExtraTopics: readonly SafetyTopic[] = [
  {
    slug: 'safety-signs-and-hand-signals',
    title: 'Safety signs and hand signals',
    severity: 2,
    summary:
      'Missing, wrong or cluttered signs leave people walking into hazards they were never told about, and a hand signal the driver or crane operator reads differently can crush someone.',
    triggers: [
      'safety signs',
      'safety signage',
      'site signage',
      'site signs',
      'mandatory signs',
      'prohibition signs',
      'putting up signs',
      'hand signals',
      'hand signal',
      'signalling the driver',
    ],
    points: [
      {
        point: 'A sign where the hazard cannot be removed',
        detail:
          'Signs are the back-up, not the fix: where a hazard cannot be designed out or controlled by barriers or the way the work is planned, the right safety sign goes up at it, and it comes down when the hazard is gone.',
      },
      {
        point: 'The standard signboards, nothing home-made',
        detail:
          'Prohibition, warning, mandatory and emergency escape or first-aid signs are the standard signboards of Schedule 9, pictograms people are trained to read. Keep them clean, lit and where people actually look.',
      },
      {
        point: 'Agree the hand signals before the lift or the reverse',
        detail:
          'One trained signaller and one set of hand signals that the driver or operator and the signaller have agreed: precise, simple, easy to read and clearly different from each other.',
      },
      {
        point: 'Everyone is told what the signs mean',
        detail:
          'New starters are shown the site signs, the fire points and the assembly point at induction, in a language they understand, and the road signs used for traffic inside the site are the ones drivers know.',
      },
      {
        point: 'No messages or adverts on safety signs',
        detail: 'Nothing is added to a safety sign that changes or hides its meaning; too many signs in one place means none get read.',
      },
    ],
    legal: {
      figure:
        'Where a hazard cannot be avoided or adequately reduced by collective protection or the way work is organised, the employer must provide safety signs that comply with Schedule 9, decided with the risk assessment, and use the recognised traffic signs where vehicles on site create a risk.',
      instrument: `${GA}, Part 7, Chapter 1 (Safety Signs at Places of Work), regulation 160`,
    },
    sources: [extraSources.signsProvision, extraSources.signsInterpretation, extraSources.signsGuide],
  },
  {
    slug: 'drones-on-site',
    title: 'Drones for site surveys and inspections',
    severity: 3,
    summary:
      'A drone flown over the site for surveys, progress photos or roof inspections can fall on people, strike a crane or wander into an airport\u2019s airspace, and an unregistered operator is breaking the law.',
    triggers: [
      'drone',
      'drones',
      'drone survey',
      'drone footage',
      'drone pilot',
      'drone operator',
      'flying the drone',
      'uav',
      'aerial survey',
      'aerial photos',
      'aerial photography',
    ],
    points: [
      {
        point: 'A registered operator and a labelled drone',
        detail:
          'A drone of 250 g or more, or any with a camera, is flown only by someone registered as a drone operator with the Irish Aviation Authority, with the operator ID on the drone; bigger drones and some jobs need further training.',
      },
      {
        point: 'In sight, below 120 metres, never over people',
        detail:
          'The pilot keeps the drone in view at all times, no higher than 120 m, and never flies it over the crew or the public; work below the flight path stops or is moved while it flies.',
      },
      {
        point: 'Plan the flight around the crane and the airport',
        detail:
          'Tell the crane operator and the site before take-off, agree the take-off and landing area with the landowner, and check the site is not within 5 km of an airport or in restricted airspace.',
      },
      {
        point: 'No flying in wind or rain beyond its limits',
        detail: 'Check the weather against the drone\u2019s limits; a gust near a tall building or a crane jib can take it out of control.',
      },
    ],
    legal: {
      figure:
        'Anyone flying a drone of 250 g or more, or with a camera or sensor, must be registered as a drone operator with the Irish Aviation Authority and label the drone with the operator ID, and no drone may be flown so that it endangers life or property.',
      instrument:
        'Commission Implementing Regulation (EU) 2019/947 on unmanned aircraft, applied in Ireland by the Irish Aviation Authority since 2021',
    },
    sources: [extraSources.dronesCitizensInformation, extraSources.dronesIaa],
  },
  {
    slug: 'towing-trailers',
    title: 'Towing trailers with the van or jeep',
    severity: 4,
    summary:
      'A plant trailer or box trailer towed behind the van or jeep, overloaded, badly hitched or beyond the driver\u2019s licence, can snake, jack-knife or break away on the road.',
    triggers: [
      'tow a trailer',
      'towing the trailer',
      'towing a trailer',
      'plant trailer',
      'box trailer',
      'car trailer',
      'ifor williams',
      'tow bar',
      'towbar',
      'tow hitch',
      'hitching',
      'hitched up',
      'trailer behind',
      'on the trailer behind',
      'trailer licence',
      'be licence',
    ],
    points: [
      {
        point: 'The right licence for the trailer',
        detail:
          'On a car licence (category B) you may tow a trailer of up to 750 kg, or a heavier one only if the vehicle and trailer together are no more than 3,500 kg; heavier combinations, up to 7,000 kg, need a BE licence. A learner may tow nothing.',
      },
      {
        point: 'Never over the vehicle\u2019s towing capacity',
        detail:
          'Know the towing capacity on the vehicle\u2019s plate or in its manual, the trailer\u2019s load capacity and its own weight. A mini digger on a plant trailer can be over what the van may tow.',
      },
      {
        point: 'Spread the load and keep the nose weight right',
        detail:
          'Put the weight low and over the axle, keep the nose weight on the tow bar within the vehicle\u2019s limit, and chain or strap the plant down so it cannot shift.',
      },
      {
        point: 'Check the hitch before every run',
        detail: 'Coupling locked on, lights and indicators working, tyres checked before the trailer goes on the road.',
      },
      {
        point: 'Drive for the trailer',
        detail: 'Slower speeds, longer stopping distances and wider turns with a loaded trailer behind.',
      },
    ],
    legal: {
      figure:
        'A category B licence allows towing a trailer of no more than 750 kg maximum authorised mass, or a heavier one only where vehicle and trailer together are no more than 3,500 kg; above that a category BE licence is needed (combinations up to 7,000 kg), and a learner permit holder may tow no trailer.',
      instrument: 'Road Traffic (Licensing of Drivers) Regulations 2006, as amended, as An Garda S\u00edoch\u00e1na sets them out (2023)',
    },
    sources: [extraSources.towingGarda, extraSources.towingRsa, sources.loadSecuring],
    broader: ['driving-for-work', 'load-securing'],
  },
  {
    slug: 'quad-bikes-atvs',
    title: 'Quad bikes (ATVs) at work',
    severity: 5,
    summary:
      'Quads used to reach wind farm bases, forestry roads, pipelines, fields and boundary fences overturn on slopes and rough ground and crush or throw their riders.',
    triggers: [
      'quad bike',
      'quad bikes',
      'atv',
      'atvs',
      'all-terrain vehicle',
      'all terrain vehicle',
      'on the quad',
      'on quads',
      'on the quads',
    ],
    points: [
      {
        point: 'Only trained riders, and a helmet every time',
        detail:
          'Nobody rides a quad for work without an ATV safety training course from a registered provider to a QQI standard, and the rider wears the PPE the assessment calls for, a helmet first.',
      },
      {
        point: 'Slopes, ditches and loads tip quads over',
        detail:
          'Walk or survey the route first, stay off slopes too steep for the machine, keep loads and towed equipment within the maker\u2019s limits, and never carry a passenger on a single-seat quad.',
      },
      {
        point: 'A risk assessment before the quad is used',
        detail: 'Decide first whether a quad is the right vehicle for the ground and the job at all, and what PPE the rider needs.',
      },
      {
        point: 'Checked before use, someone knows where you are',
        detail: 'Tyres, brakes and throttle checked before setting off, and a rider alone on remote ground carries a phone and checks in.',
      },
    ],
    legal: {
      figure:
        'Since 20 November 2023, where work involves operating a quad (ATV), the employer must ensure the operator has completed an ATV safety training course from a registered provider to a QQI standard or equivalent, that a risk assessment has been made, and that the operator is given and wears personal protective equipment.',
      instrument:
        'Safety, Health and Welfare at Work (General Application) (Amendment) (No. 2) Regulations 2021 (S.I. No. 619 of 2021), amending regulation 40 of the General Application Regulations 2007',
    },
    sources: [extraSources.atvRegulations, extraSources.atvHsa, extraSources.atvHseSheet],
    broader: ['lone-working'],
  },
  {
    slug: 'violence-and-aggression',
    title: 'Abuse and aggression from the public',
    severity: 3,
    summary:
      'Traffic marshals, stop/go operatives, crews on housing estates and site security are shouted at, threatened or assaulted by drivers, residents or people who want onto the site.',
    triggers: [
      'abuse from the public',
      'verbal abuse',
      'abusive',
      'aggression',
      'threats',
      'confronting',
      'confronted',
      'threw a punch',
      'assaulted',
      'assault',
      'violence',
      'violent',
      'anti-social behaviour',
      'antisocial behaviour',
      'road rage',
      'irate drivers',
      'angry drivers',
      'angry residents',
    ],
    points: [
      {
        point: 'Abuse is never part of the job: report every incident',
        detail:
          'Every threat, bit of abuse or assault is reported to the supervisor and written down, so the risk assessment reflects what really happens; an injury from an assault that keeps someone off work is reported to the HSA.',
      },
      {
        point: 'Step back, do not argue, call the Gardaí',
        detail:
          'Nobody defends the site or the lane closure with their body. Walk away from an aggressive driver or resident, keep a barrier or the vehicle between you, and ring 999 or 112 if there is a threat.',
      },
      {
        point: 'Nobody works alone where trouble is expected',
        detail: 'Stop/go boards, gates and estates with a history are worked in pairs, with radios or phones and a clear way out.',
      },
      {
        point: 'Plan it out before it starts',
        detail:
          'Clear signs and diversions, a named contact for residents, and the noisy or disruptive work at agreed times take most of the heat out before anyone gets angry.',
      },
      {
        point: 'Look after the person afterwards',
        detail:
          'After an incident, check on the worker, offer the employee assistance line, and review what could stop it happening again.',
      },
    ],
    legal: {
      figure:
        'Employers must identify the hazard of violence and aggression at work, assess the risk and put safeguards in place; an injury from violence at work that keeps someone from normal work for more than three consecutive days must be reported to the HSA.',
      instrument: `${ACT}, section 19; Reporting of Accidents and Dangerous Occurrences Regulations 2016`,
    },
    sources: [extraSources.violenceHsa, sources.accidentReporting, sources.act],
    broader: ['lone-working'],
  },
  {
    slug: 'welding-arc-flash',
    title: 'Welding flash, arc eye and the light from welding',
    severity: 3,
    summary:
      'The ultraviolet and intense light from arc welding and cutting burns the eyes (arc eye) and the skin of the welder and of anyone nearby who looks at or works beside an unscreened arc.',
    triggers: [
      'arc eye',
      'arc-eye',
      'welder\u2019s flash',
      "welder's flash",
      'welding flash',
      'flash burn',
      'welding screen',
      'welding screens',
      'welding curtain',
      'welding curtains',
      'welding helmet',
      'welding mask',
      'optical radiation',
      'welding',
    ],
    points: [
      {
        point: 'Screen the arc so nobody else is flashed',
        detail:
          'Put welding screens or curtains round the work so people passing, and the lads working beside it, cannot see the arc; warning signs at the welding area.',
      },
      {
        point: 'The right filter shade in a working helmet',
        detail:
          'The welder uses a helmet or shield with the filter the process needs, checked for cracks, and helpers or fire watchers near the arc wear eye protection too.',
      },
      {
        point: 'Cover the skin',
        detail: 'Sleeves down, collar closed and gloves on: the arc burns bare skin like sunburn in minutes.',
      },
      {
        point: 'Sand-in-the-eye pain is the sign of a flash',
        detail:
          'UV from the arc damages the front of the eye, with pain like sand in the eye; report it and get it seen. The employer\u2019s assessment of the welding work covers the eyes and the skin, and the people exposed are trained in it.',
      },
    ],
    legal: {
      figure:
        'Where work such as arc welding or cutting can expose people to artificial optical radiation, the employer must assess the exposure against the exposure limit values, avoid or reduce the risk to the eyes and skin, inform and train the people exposed, and provide health surveillance.',
      instrument: `${GA}, Part 9 (Control of Artificial Optical Radiation at Work), inserted by S.I. No. 176 of 2010`,
    },
    sources: [extraSources.opticalRadiationRegulations, sources.opticalRadiation],
    broader: ['hot-work-and-fire'],
  },
  {
    slug: 'mobile-crushers-screeners',
    title: 'Mobile crushers and screeners',
    severity: 5,
    summary:
      'Crushing demolition rubble and screening soil on site brings conveyors and rollers that drag in hands and clothing, blockages cleared with the machine live, flying material, dust and loaders working round it.',
    triggers: [
      'crusher',
      'mobile crusher',
      'jaw crusher',
      'crushing concrete',
      'crushing rubble',
      'crushing the rubble',
      'crushing hardcore',
      'screener',
      'screeners',
      'screening plant',
      'screening soil',
      'screening topsoil',
      'trommel',
      'recycling the rubble',
    ],
    points: [
      {
        point: 'Guards on, and stopped and isolated before anyone reaches in',
        detail:
          'Return rollers, drives and flywheels stay guarded, and guards go back on after maintenance. A blockage or a jammed jaw is cleared only with the machine stopped and isolated, never by poking at it running.',
      },
      {
        point: 'Emergency stops and stop wires that work',
        detail:
          'Stop buttons in plain sight and stop wires along the conveyors, tested at the start of the shift; inspection doors need a tool to open and are interlocked where fitted.',
      },
      {
        point: 'Keep people on foot out of the loading zone',
        detail:
          'An exclusion zone round the crusher and its stockpiles; only the loader or excavator feeding it goes in, and the operator controls the machine from a safe position.',
      },
      {
        point: 'Damp the dust and protect the hearing',
        detail: 'Water suppression running whenever it crushes concrete or stone, and hearing protection near the jaws and screens.',
      },
      {
        point: 'Hot surfaces and fire',
        detail: 'Exhausts covered, a fire extinguisher on the machine, and safe steps and platforms for checking it.',
      },
    ],
    legal: {
      figure:
        'Where contact with moving parts of work equipment could cause an accident, those parts must have guards or protection devices that keep people out of the danger zone or stop the movement first; guards must be robust and not easily removed or defeated.',
      instrument: `${GA}, Part 2, Chapter 2 (Use of Work Equipment), regulation 33`,
    },
    sources: [extraSources.mobileCrushing, sources.guardsAndProtection],
    broader: ['silica-dust'],
  },
  {
    slug: 'cement-mixers',
    title: 'Site cement mixers',
    severity: 3,
    summary:
      'The site mixer turning out mortar or concrete catches shovels, hands and sleeves in its drum and open gears, throws cement in the face, and its lead or petrol engine brings shock and fire.',
    triggers: [
      'cement mixer',
      'cement mixers',
      'site mixer',
      'belle mixer',
      'drum mixer',
      'mixing mortar',
      'mixing muck',
      'mixing concrete',
      'mixing the muck',
      'mixing by machine',
    ],
    points: [
      {
        point: 'Gear and drive guards on, nothing into a turning drum',
        detail:
          'The guard over the drum ring gear and the drive stays on; never put a hand, a shovel or a scraper into the drum while it turns. Switch off before cleaning it out.',
      },
      {
        point: 'On 110 V, or a petrol engine filled cold outside',
        detail:
          'An electric mixer runs from a 110 V transformer with its lead checked before use and kept out of water; a petrol one is refuelled with the engine off and cool.',
      },
      {
        point: 'Firm, level ground away from edges',
        detail: 'Set it on firm level ground, wheels chocked, away from trench edges and out of the way of plant.',
      },
      {
        point: 'Cement in the eyes and on the skin',
        detail: 'Goggles and gloves when loading bags and tipping; wash wet cement off at once, it burns.',
      },
    ],
    legal: {
      figure:
        'Where contact with moving parts of work equipment could cause an accident, those parts must have guards or protection devices that keep people out of the danger zone or stop the movement first; guards must be robust and not easily removed or defeated.',
      instrument: `${GA}, Part 2, Chapter 2 (Use of Work Equipment), regulation 33`,
    },
    sources: [sources.guardsAndProtection, sources.electricity],
    broader: ['chemicals-and-cement', 'temporary-electrics-power-tools'],
  },
  {
    slug: 'needles-and-sharps',
    title: 'Needles and sharps in derelict and vacant buildings',
    severity: 4,
    summary:
      'Clearing a derelict house, a vacant site, a laneway or an old drain turns up used syringes and other sharps that can carry hepatitis and HIV into a cut or a needlestick.',
    triggers: [
      'used needles',
      'syringe',
      'syringes',
      'sharps',
      'sharps bin',
      'needlestick',
      'needle stick',
      'needle-stick',
      'drug litter',
      'drug paraphernalia',
      'derelict',
      'derelict house',
      'derelict building',
      'vacant building',
      'squatters',
    ],
    points: [
      {
        point: 'Never pick up a needle by hand',
        detail:
          'Look before you reach into rubbish, bags, gullies or behind panels. A needle is lifted with tongs or a litter picker, point away from you, straight into a rigid sharps bin; never recap it or snap it.',
      },
      {
        point: 'Gloves and boots that stop a point',
        detail: 'Puncture-resistant gloves and sturdy boots for clearing rubbish by hand, and no sorting waste with bare hands.',
      },
      {
        point: 'Vaccination offered where the risk is there',
        detail:
          'Where the risk assessment finds the crew may meet used needles, the employer offers vaccination free of charge before the work, explaining the pros and cons; it adds to safe working and PPE, never replaces them.',
      },
      {
        point: 'A needlestick is an emergency',
        detail: 'Stop, report it to the supervisor at once and get medical attention straight away; it is recorded like any other injury.',
      },
    ],
    legal: {
      figure:
        'Where the risk assessment shows a risk from a biological agent for which an effective vaccine exists, the employer must offer vaccination free of charge before the exposure, telling the employee its benefits and drawbacks, as a supplement to safe work and PPE, not a replacement.',
      instrument: 'Safety, Health and Welfare at Work (Biological Agents) Regulations 2013, as amended in 2020',
    },
    sources: [extraSources.vaccinationHsa, sources.biologicalAgents, extraSources.sharpsOshwiki],
    broader: ['leptospirosis-biological'],
  },
  {
    slug: 'ticks-and-lyme-disease',
    title: 'Ticks and Lyme disease on overgrown sites',
    severity: 2,
    summary:
      'Clearing scrub, surveying in long grass, bracken or woodland, and work on bogs and wind farms bring tick bites that can pass on Lyme disease.',
    triggers: [
      'tick bite',
      'tick bites',
      'tick-borne',
      'deer ticks',
      'lyme',
      'lyme disease',
      'long grass',
      'bracken',
      'scrubland',
      'clearing scrub',
      'undergrowth',
      'overgrown',
      'woodland',
      'forestry',
    ],
    points: [
      {
        point: 'Covered up in long grass, scrub and woods',
        detail:
          'Long trousers tucked in or gaiters and long sleeves where ticks live (long grass, bracken, scrub, leaf litter and woodland), with insect repellent, from spring to autumn.',
      },
      {
        point: 'Check for ticks after the shift',
        detail: 'Check skin, hair and warm folds for ticks at the end of the day; a tick taken off within a few hours carries little risk.',
      },
      {
        point: 'Take it out whole with tweezers',
        detail: 'Grip it close to the skin with tweezers and pull it out whole, then wash the bite with soap and water.',
      },
      {
        point: 'A rash weeks later means the doctor',
        detail:
          'A spreading rash 3 to 30 days after a bite, or fever, aches and a stiff neck, is the sign: see a GP and say you were bitten by a tick. Caught early, antibiotics treat it easily.',
      },
    ],
    legal: {
      figure:
        'Where work may expose employees to a biological agent, such as the Lyme bacterium carried by ticks, the employer must assess the risk and prevent or reduce the exposure, and inform and train the employees.',
      instrument: 'Safety, Health and Welfare at Work (Biological Agents) Regulations 2013',
    },
    sources: [extraSources.lymeHsa, sources.biologicalAgents, extraSources.tickBitesHpsc],
  },
  {
    slug: 'railway-and-level-crossings',
    title: 'Work near the railway and taking plant over level crossings',
    severity: 5,
    summary:
      'Work beside the railway, a boom or load swung near the line, or plant taken over a farm level crossing without a call to the signal person puts people and trains at risk.',
    triggers: [
      'railway line',
      'near the railway',
      'beside the railway',
      'railway fence',
      'railway boundary',
      'level crossing',
      'level crossings',
      'accommodation crossing',
      'irish rail',
      'iarnrod eireann',
      'iarnr\u00f3d \u00e9ireann',
      'luas',
      'railway bridge',
    ],
    points: [
      {
        point: 'Nobody goes on or near the line without the railway\u2019s authority',
        detail:
          'Work on or next to a railway is planned with Iarnr\u00f3d \u00c9ireann (or the line\u2019s operator) first: its authority, any possession of the line or speed restriction, and its own safety staff are arranged before anyone or any machine goes near the track.',
      },
      {
        point: 'Phone the signal person before crossing with plant',
        detail:
          'Before moving a machine, a low-loader or livestock over a user-operated level crossing, ring the freephone number on the sign at the crossing and wait to be told it is safe; never cross slow or long loads on a guess.',
      },
      {
        point: 'Booms, loads and fences kept clear of the line',
        detail:
          'Cranes, excavators and loads are positioned and slewed so nothing can reach the track or the overhead wires; the boundary fence stays closed.',
      },
      {
        point: 'The railway is a different place',
        detail:
          'A railway is not a building site and has its own rules and safety staff; only people briefed on them by the railway work near the line.',
      },
    ],
    legal: {
      figure:
        'A third party may carry out works on or near the line only with Iarnr\u00f3d \u00c9ireann\u2019s authority, under its possession and safety arrangements, and plant or livestock cross a user-operated level crossing only after calling the signal person on the number shown there.',
      instrument:
        'Iarnr\u00f3d \u00c9ireann CCE Standard I-DEP-0121, Third Party Works (2009); Iarnr\u00f3d \u00c9ireann user-operated level crossing rules (2023)',
    },
    sources: [extraSources.railwayThirdParty, extraSources.levelCrossings],
  },
];
