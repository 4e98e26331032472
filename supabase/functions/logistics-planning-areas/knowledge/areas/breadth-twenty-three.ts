// Topics an Irish haulier, courier or distributor meets at the depot and in the yard that no entry held, found in a
// breadth pass over the official topic lists (30 November 2026): the legal minimum temperature where people work, and
// what the Health and Safety Authority asks of employers in hot weather. Facts from the pages in
// knowledge/sources-breadth-twenty-three.ts, in our own words.
import { breadthTwentyThreeSources as s } from '../sources-breadth-twenty-three.ts';
import type { KnowledgeEntry } from '../types.ts';

export const breadthTwentyThreeEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'workplace-temperature-and-hot-weather',
    area: 'workforce_capability',
    title: 'Temperature at work in the depot, office and yard: the minimum for sitting work, cold stores and working in hot weather',
    keywords: [
      'temperature',
      'workplace temperature',
      'minimum temperature',
      'maximum temperature',
      'too cold',
      'too hot',
      'cold store',
      'cold depot',
      'heating',
      'heatwave',
      'heat wave',
      'hot weather',
      'heat stress',
      'working in the heat',
      '17.5',
      'degrees',
    ],
    takeaway:
      'Irish law sets a minimum temperature of 17.5°C for sedentary office work and 16°C for other sedentary work, reached after the first hour’s work so far as is reasonably practicable, but sets no maximum, and where people move about, as on a picking floor or in a yard, the temperature must simply be appropriate for the work.',
    guidance: [
      'Regulation 7 of the Safety, Health and Welfare at Work (General Application) Regulations 2007 requires the temperature in rooms with workstations to be appropriate for people, given the working methods and the physical demands of the work.',
      'The figures apply to sitting work: 17.5°C for office work such as a transport or traffic office, and 16°C for other work done mostly sitting without serious physical effort, such as a goods-in desk; a picking floor or loading bay has no fixed figure but must still suit the work.',
      'Keep a thermometer, or another way of measuring the temperature, where people work inside a building, and keep rest areas, toilets, canteens and first-aid rooms at a temperature suited to their use.',
      'No maximum is set, but the Health and Safety Authority says that does not make any temperature acceptable: where it is high or uncomfortable, especially for reasons other than passing weather, provide a means of cooling.',
      'In hot weather the HSA advises relaxing a formal dress code, providing plenty of fresh water and fans and consulting staff; yard staff, drivers and others outdoors should wear clothing that protects from UV rays, use sunscreen, and never take off safety gear such as hard hats or safety boots to cope with the heat.',
    ],
    options: [
      {
        option: 'Heat or cool the rooms people sit in',
        chooseWhen:
          'the traffic office, goods-in desk or canteen falls below the minimum or gets uncomfortably hot for reasons other than passing weather.',
      },
      {
        option: 'Plan the work around the temperature',
        chooseWhen:
          'the cold store, dock or yard cannot be kept comfortable: rotate tasks, give warm or cool rest areas and the right clothing.',
      },
    ],
    next30: [
      'Put a thermometer in each room where people sit to work and check it in the first hour of the morning shift.',
      'Add heat and cold to the depot’s risk assessment, with water, shade and clothing for yard staff and drivers.',
    ],
    next90: [
      'Fix the heating or insulation in any office or desk area that stays below 17.5°C.',
      'Agree a hot weather plan with staff: dress code, breaks, water and earlier starts.',
    ],
    sources: [
      s.generalApplicationRegulationsTemperature,
      s.lkShieldsWorkplaceTemperatures,
      s.hsaGuideWorkplaceTemperature,
      s.hsaHotWeatherStatement,
    ],
  },
];
