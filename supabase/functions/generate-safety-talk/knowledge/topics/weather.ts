// Irish weather changes the risk of almost every job on site in a single day.
import { sources } from '../sources.ts';
import type { SafetyTopic } from '../types.ts';

export const weatherTopics: readonly SafetyTopic[] = [
  {
    slug: 'wet-weather',
    title: 'Rain and wet conditions',
    severity: 3,
    summary: 'Rain makes ladders, boards and ground slippery, softens ground under plant and weakens excavations.',
    triggers: [
      'rain',
      'raining',
      'wet',
      'downpour',
      'showers',
      'drizzle',
      'flooding',
      'puddles',
      'waterlogged',
      'mud',
      'muddy',
      'wet weather',
    ],
    points: [
      {
        point: 'Slow down on wet surfaces',
        detail: 'Scaffold boards, ladder rungs, steel and formwork are slippery when wet. Keep three points of contact and do not rush.',
      },
      {
        point: 'Shelter and a drying room for wet clothes',
        detail:
          'A crew working in the rain needs the site welfare at its best: a warm shelter to take breaks and meals out of the weather, and a drying room or heated space to dry wet clothes and gear for the next shift. Tell the foreman if the cabin or the drying room is not up to it.',
      },
      {
        point: 'Check excavations and ground after heavy rain',
        detail:
          'Rain softens trench sides and ground under outriggers and plant. A competent person checks excavations and crane or MEWP set-ups before work restarts.',
      },
      {
        point: 'Keep water away from electrics',
        detail: 'Use 110 V tools, keep leads and connectors off the wet ground, and stop using anything damaged or soaked.',
      },
      {
        point: 'Boots with good grip, waterproofs that let you see',
        detail: 'Good footwear matters more in the wet. Hoods must not block your view of moving plant.',
      },
      {
        point: 'Keep mud off walkways and the road',
        detail: 'Scrape or board muddy routes, use the wheel wash, and keep mud off the public road.',
      },
    ],
    legal: {
      figure:
        'Scaffolds and other work equipment for work at height must be inspected again as soon as practicable after exceptional weather that could affect their safety.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 4 (Work at Height)',
    },
    sources: [sources.workAtHeightGuide, sources.construction, sources.constructionWelfare],
  },
  {
    slug: 'high-winds',
    title: 'High winds',
    severity: 4,
    summary: 'Wind tips MEWPs and towers, swings crane loads and turns sheets and boards into missiles.',
    triggers: [
      'wind',
      'windy',
      'gale',
      'gust',
      'gusts',
      'storm warning',
      'named storm',
      'stormy',
      'blustery',
      'weather warning',
      'status yellow',
      'status orange',
    ],
    points: [
      {
        point: 'Check the forecast and the wind limits',
        detail:
          'Know Met Éireann\u2019s warnings for today and the maximum wind speed for cranes, MEWPs and towers on site. Stop when the limit is reached, not after.',
      },
      {
        point: 'Secure loose materials',
        detail: 'Tie down or weigh down sheets, insulation boards, plastic, waste and scaffold netting before the wind picks up.',
      },
      {
        point: 'Extra care at height',
        detail:
          'Gusts push people off balance at edges and make carrying sheets at height dangerous. Postpone work on roofs and open edges if it is unsafe.',
      },
      {
        point: 'Inspect after the wind drops',
        detail: 'Scaffolds, hoardings, fencing and temporary structures get checked before people use them after strong winds.',
      },
    ],
    legal: {
      figure:
        'Work at height may go ahead only when the weather does not put the safety of the people doing it at risk, and platforms must be inspected again after exceptional conditions such as a storm.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 4 (Work at Height)',
    },
    sources: [sources.workAtHeightGuide, sources.scaffoldCode, sources.workEquipmentGuide],
  },
  {
    slug: 'cold-and-ice',
    title: 'Cold, frost and ice',
    severity: 3,
    summary: 'Ice on access routes and platforms causes falls, and cold slows reactions and worsens vibration and muscle injuries.',
    triggers: ['cold', 'frost', 'frosty', 'ice', 'icy', 'snow', 'freezing', 'sleet', 'winter', 'hail'],
    points: [
      {
        point: 'Check for ice before anyone goes up',
        detail: 'Scaffold boards, ladders, roofs and steel can be icy long after the ground has thawed. Grit or clear them first.',
      },
      {
        point: 'Grit walkways and ramps',
        detail: 'Salt or grit the access routes, site entrance and steps first thing.',
      },
      {
        point: 'Dress in layers and keep dry',
        detail: 'Layers, a hat under the helmet and dry gloves help you keep your grip and concentration. Change out of wet clothes.',
      },
      {
        point: 'Warm breaks and hot drinks',
        detail: 'Use the heated canteen and drying room. Cold, stiff muscles get injured more easily.',
      },
    ],
    legal: {
      figure: 'Outdoor workstations must be arranged so workers are protected from the weather as far as possible and cannot slip or fall.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 2, Chapter 1 (Workplace)',
    },
    sources: [sources.workAtHeightGuide, sources.workplace],
  },
  {
    slug: 'heat-and-sun',
    title: 'Heat and sun',
    severity: 2,
    summary:
      'Outdoor workers get high doses of UV even in Irish weather, which damages the skin and the eyes, and skin cancer is the most common cancer in Ireland.',
    triggers: [
      'sun',
      'sunny',
      'heat',
      'hot weather',
      'heatwave',
      'warm',
      'uv',
      'sunburn',
      'dehydration',
      'summer',
      'clear skies',
      'blue skies',
      'june',
      'july',
      'august',
      'midsummer',
      'out in the open',
      'no shade',
    ],
    points: [
      {
        point: 'Cover up and use sunscreen',
        detail:
          'UV is strongest from 11am to 3pm, especially from April to September, and can be high even on a cloudy Irish day. Keep your top on, wear a brim or neck flap on your helmet, SPF 30 or higher on exposed skin, reapplied through the day, and sunglasses or UV-protective eyewear for your eyes.',
      },
      {
        point: 'Drink water often',
        detail: 'Have drinking water at hand and drink before you are thirsty. Dehydration causes headaches, dizziness and poor decisions.',
      },
      {
        point: 'Shade and heavy work early',
        detail:
          'Where you can, do the heaviest outdoor jobs before 11am or after 3pm, when the sun is weaker and the day cooler, and take breaks in the shade.',
      },
      {
        point: 'Watch for heat illness',
        detail:
          'Confusion, cramps, headache or stopping sweating are warning signs. Move the person to shade, cool them and get first aid.',
      },
    ],
    legal: {
      figure:
        'Outdoor workstations must be arranged so workers are protected from the weather as far as possible; the HSA advises sun protection whenever the UV index is 3 or more, in Ireland typically from 11am to 3pm, April to September.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 2, Chapter 1 (Workplace)',
    },
    sources: [sources.sunSafety, sources.sunGuidance, sources.workplace],
  },
];
