// The composer on its own, with made-up entries: the brief's promised shape
// holds whatever retrieval hands it, and live text can never become Markdown.
import { describe, expect, it } from 'vitest';
import { composeBrief, rangeVerdict, type BriefInput } from './compose.ts';
import { bestPassage } from './live-sources.ts';
import type { KnowledgeRow } from './retrieval.ts';

function entry(slug: string, guidance: string[]): KnowledgeRow {
  return {
    slug,
    area: 'market_lane',
    title: slug,
    takeaway: `Takeaway for ${slug}.`,
    guidance,
    options: [
      { option: `${slug} option A`, choose_when: 'volume is steady.' },
      { option: `${slug} option B`, choose_when: 'volume is uncertain' },
    ],
    next30: [`Measure ${slug} this month.`, `List ${slug} gaps.`],
    next90: [`Decide on ${slug}.`, `Review ${slug}.`],
    sources: [{ title: 'Source', publisher: 'Publisher', as_of: '2026-01-01' }],
  };
}

const input = (overrides: Partial<BriefInput>): BriefInput => ({
  area: 'market_lane',
  areaLabel: 'Market & Lane Strategy',
  question: 'Which lanes should we keep?',
  entries: [{ entry: entry('lanes', ['Lanes one.', 'Lanes two.', 'Lanes three.']), rank: 0.5 }],
  figures: {},
  excerpts: [],
  attempted: 0,
  ...overrides,
});

describe('composeBrief', () => {
  it('gives a two-sentence takeaway and at least 5 bullets even from a thin entry', () => {
    const brief = composeBrief(
      input({
        entries: [
          { entry: entry('lanes', ['Lanes one.', 'Lanes two.', 'Lanes three.']), rank: 0.5 },
          { entry: entry('ports', ['Ports one.', 'Ports two.', 'Ports three.']), rank: 0.1 },
        ],
      }),
    );
    // A decision ('should we') leads with the entry's own point, then the detail that best fits the question.
    expect(brief.takeaway).toBe('Takeaway for lanes. Lanes one.');
    expect(brief.bullets.length).toBeGreaterThanOrEqual(5);
    expect(brief.markdown).toContain('- **lanes option B**: choose this when volume is uncertain.');
    // Steps come only from entries that match the question: the ports entry shares no word with it.
    expect(brief.markdown).toMatch(/\*\*Next 30 days\*\*\n\n- Measure lanes this month\.\n- List lanes gaps\.\n\n/);
    expect(brief.markdown).not.toContain('ports this month');
  });

  it("tops a single thin entry's guidance up to 5 bullets from the area's other entries", () => {
    const thin = entry('lanes', ['Lanes one.', 'Lanes two.', 'Lanes three.']);
    const alone = composeBrief(input({ entries: [{ entry: thin, rank: 0.5 }] }));
    expect(alone.bullets.length).toBeLessThan(5);
    const spare = [thin, entry('ports', ['Ports one.', 'Ports two.', 'Ports three.'])];
    const brief = composeBrief(input({ entries: [{ entry: thin, rank: 0.5 }], spare }));
    expect(brief.bullets.length).toBe(5);
    expect(brief.bullets.slice(0, alone.bullets.length)).toEqual(alone.bullets);
    // The found entry is not repeated from the spare list; the area's other entry fills the gap.
    expect(brief.bullets.filter((bullet) => bullet.startsWith('Lanes')).length).toBe(
      alone.bullets.filter((b) => b.startsWith('Lanes')).length,
    );
    expect(brief.bullets.some((bullet) => /Ports|ports/.test(bullet))).toBe(true);
  });

  it('never gives more than 7 bullets', () => {
    const many = Array.from({ length: 5 }, (_, i) => `Lane fact ${i} about lanes we keep.`);
    const brief = composeBrief(
      input({
        figures: { vehicles: { count: 30, noun: 'trucks' }, lanes: 12, budget: 90_000 },
        entries: ['a', 'b', 'c'].map((slug) => ({
          entry: entry(
            slug,
            many.map((text) => `${text} ${slug}`),
          ),
          rank: 0.3,
        })),
      }),
    );
    expect(brief.bullets.length).toBeLessThanOrEqual(7);
    expect(brief.takeaway).toContain('For your 30 trucks, 12 lanes and a budget of €90,000, the first step');
  });

  it("leads a decision question with the entry's own point, and a figure question with the sentence stating that figure", () => {
    const lanes = entry('lanes', [
      'Review every lane once a quarter.',
      'Drop a lane that earns under €2 a km.',
      'Talk to customers about rates.',
    ]);
    const decision = composeBrief(input({ question: 'Should we keep our weakest lanes?', entries: [{ entry: lanes, rank: 0.5 }] }));
    expect(decision.takeaway.startsWith('Takeaway for lanes.')).toBe(true);
    const figure = composeBrief(
      input({ question: 'How much must a lane earn a km before we drop it?', entries: [{ entry: lanes, rank: 0.5 }] }),
    );
    expect(figure.takeaway.startsWith('Drop a lane that earns under €2 a km.')).toBe(true);
  });

  it('lets the entry holding the answer lead when it ranks close, but not an entry ranked far below', () => {
    const general = entry('general', ['Plan continental rotations around the ferries.', 'Keep the planners trained.', 'Review lanes.']);
    const rules = entry('rules', ['Vehicles must return to the home depot at least once every eight weeks.', 'Cabotage is limited.']);
    const question = 'How often do trucks have to return to the home depot?';
    const close = composeBrief(
      input({
        question,
        entries: [
          { entry: general, rank: 0.5 },
          { entry: rules, rank: 0.4 },
        ],
      }),
    );
    expect(close.takeaway.startsWith('Vehicles must return to the home depot at least once every eight weeks.')).toBe(true);
    expect(close.used.map((used) => used.slug)).toEqual(['rules', 'general']);
    const far = composeBrief(
      input({
        question,
        entries: [
          { entry: general, rank: 0.5 },
          { entry: rules, rank: 0.1 },
        ],
      }),
    );
    expect(far.used[0]?.slug).toBe('general');
  });

  it("keeps the entry's own point first when no sentence shares more than a common word with the question", () => {
    const lanes = entry('lanes', ['Check the tyres on every truck weekly.', 'Review every lane once a quarter.']);
    const brief = composeBrief(input({ question: 'Can our trucks do jobs abroad?', entries: [{ entry: lanes, rank: 0.5 }] }));
    expect(brief.takeaway.startsWith('Takeaway for lanes.')).toBe(true);
    expect(brief.bullets.slice(0, 2)).toEqual(['Check the tyres on every truck weekly.', 'Review every lane once a quarter.']);
  });

  it('opens each takeaway sentence with a capital, even after an entry sentence opening with a lower-case brand', () => {
    const hvo = {
      ...entry('hvo', ['bp states that its renewable diesel saves carbon.', 'Check engine approvals first.']),
      takeaway: 'bp sells renewable diesel at some forecourts.',
    };
    const brief = composeBrief(input({ question: 'Which renewable diesel saves carbon?', entries: [{ entry: hvo, rank: 0.5 }] }));
    const [first, second] = brief.takeaway.split(/(?<=\.)\s+/);
    expect(first?.charAt(0)).toMatch(/\p{Lu}/u);
    expect(second?.charAt(0)).toMatch(/\p{Lu}/u);
  });

  it("brings another entry's sentence that answers the question into the bullets, its takeaway included", () => {
    const primary = entry('lanes', ['Lanes one.', 'Lanes two.', 'Lanes three.', 'Lanes four.', 'Lanes five.']);
    const other = {
      ...entry('ferry', ['Book ferries early.']),
      takeaway: 'A ferry crossing of over eight hours counts as the daily rest.',
    };
    const brief = composeBrief(
      input({
        question: 'Does a long ferry crossing count as rest for the lanes we run?',
        entries: [
          { entry: primary, rank: 0.5 },
          { entry: { ...other, area: 'workforce_capability' }, rank: 0.45 },
        ],
      }),
    );
    expect(brief.bullets).toContain('A ferry crossing of over eight hours counts as the daily rest.');
  });

  it("keeps a longer sentence holding a shorter bullet's words and as many again of its own", () => {
    const primary = {
      ...entry('boarding', [
        'Check the boarding notice status before the truck leaves for the ferry port.',
        'The paperwork before a crossing is three things: customs declarations for every truck’s goods, lodged with Revenue before the goods leave; the safety and security declaration; and the boarding notice, created on the Customs RoRo Service with each declaration’s reference number added.',
        'Empty trailers carried stacked can travel on a standing authorisation.',
        'A truck refused at the port has to leave and come back once its notice is ready.',
        'Revenue routes each declaration green, orange or red when the truck reaches the port.',
        'Book the crossing with the ferry company a day ahead of the sailing.',
      ]),
      takeaway: 'Every freight truck on a ferry needs a boarding notice holding the customs declarations for its goods.',
    };
    const brief = composeBrief(
      input({
        question: 'We run 9 trucks: what has to be done before a truck leaves for the ferry port?',
        entries: [{ entry: primary, rank: 0.5 }],
        figures: { vehicles: { count: 9, noun: 'trucks' } },
      }),
    );
    // The takeaway's sentence and the longer one both stand: the longer one names the service the other does not.
    expect(brief.bullets).toContain(primary.takeaway);
    expect(brief.bullets).toContain(primary.guidance[1]);
  });

  it('brings in a third sentence of another entry stating the period asked for, not only two', () => {
    const primary = {
      ...entry('installs', [
        'An appliance the trader installs must be installed correctly by the trader.',
        'Business buyers rely on their contract instead.',
        'Keep the delivery docket showing the date each appliance was installed.',
        'A crew fitting appliances should test each one before leaving.',
      ]),
      area: 'customer_service' as const,
      takeaway: 'Consumer law applies when a trader sells to a consumer, who then has rights against the trader.',
    };
    const other = {
      ...entry('faulty', [
        'The seller must refund a consumer within 14 days of getting the item back.',
        'A consumer may ask for a repair within 12 months of delivery.',
        'Consumers have 6 years to use these remedies.',
      ]),
      area: 'customer_service' as const,
      takeaway: 'A consumer who finds goods faulty within 30 days of receiving them may end the contract for a refund.',
    };
    const brief = composeBrief(
      input({
        area: 'customer_service',
        question: 'A consumer says the appliance we installed is faulty: who puts it right, and how long does the consumer have?',
        entries: [
          { entry: primary, rank: 0.5 },
          { entry: other, rank: 0.2 },
        ],
      }),
    );
    expect(brief.bullets).toContain('Consumers have 6 years to use these remedies.');
  });

  it("puts another entry's sentence stating the figure asked for ahead of the primary's weaker sentences", () => {
    const primary = {
      ...entry('working-time', [
        'Working time counts loading, waiting and paperwork as well as driving.',
        'A driver working at night may work no more than 10 hours in 24.',
        'A driver may not work more than 6 hours in a row without a break.',
        'Breaks from work must total 30 minutes when the driver works between 6 and 9 hours.',
        'Working time may average no more than 48 hours a week.',
        'Employers keep records of each driver’s working time for two years.',
        'Drivers on a split shift count waiting time as working time.',
        'A mobile worker may work no more than 60 hours in any single week.',
        'A mobile worker’s working hours include driving hours.',
      ]),
      area: 'workforce_capability' as const,
      takeaway: 'Working time for drivers is limited by the working time rules, not only driving.',
    };
    const other = {
      ...entry('driving-time', [
        'A driver may drive 9 hours a day, or 10 hours twice a week, and a mobile worker driving must stop after four and a half hours.',
        'Weekly driving is limited to 56 hours, and 90 hours over two consecutive weeks.',
      ]),
      area: 'workforce_capability' as const,
      takeaway: 'A driver or mobile worker takes a 45-minute break from driving after four and a half hours of driving.',
    };
    const brief = composeBrief(
      input({
        area: 'workforce_capability',
        question: 'How many hours can a mobile worker drive over two weeks?',
        entries: [
          { entry: primary, rank: 0.5 },
          { entry: other, rank: 0.25 },
        ],
      }),
    );
    expect(brief.bullets).toContain('Weekly driving is limited to 56 hours, and 90 hours over two consecutive weeks.');
  });

  it("says plainly when nothing in the knowledge matched, and gives the area's general brief", () => {
    const brief = composeBrief(input({ matched: false }));
    expect(brief.takeaway).toBe(
      'Our knowledge base does not answer this question directly, so this is the general Market & Lane Strategy brief. Takeaway for lanes.',
    );
  });

  it('echoes the visitor\'s figures in plain English, never as "1 (about a tenth)"', () => {
    const one = composeBrief(input({ figures: { vehicles: { count: 1, noun: 'trucks' } } }));
    expect(one.takeaway).toContain('For your 1 truck,');
    expect(one.markdown).not.toMatch(/1 trucks|about a tenth|first group of 1/);
    const fleet = composeBrief(
      input({
        figures: { vehicles: { count: 12, noun: 'trucks' }, dailyKm: 400, sites: 3, volume: { count: 2000, unit: 'parcels', per: 'week' } },
      }),
    );
    expect(fleet.takeaway).toContain('For your 12 trucks, about 400 km a day, 3 sites and 2,000 parcels a week,');
    expect(fleet.bullets.join(' ')).toContain('move one truck off the weakest lanes first');
    expect(fleet.markdown).not.toMatch(/about a tenth/);
  });

  it('puts a route first when the brief comes from another area than the one chosen', () => {
    const brief = composeBrief(input({ notice: 'This is a Fleet & Decarbonisation question, so this brief answers from that area.' }));
    expect(brief.markdown.startsWith('_This is a Fleet & Decarbonisation question')).toBe(true);
  });

  it('refuses to compose from nothing', () => {
    expect(() => composeBrief(input({ entries: [] }))).toThrow();
  });

  it('quotes live text with its Markdown characters escaped', () => {
    const brief = composeBrief(
      input({
        excerpts: [
          { title: 'Page [x](javascript:1)', url: 'https://example.com/a b', text: '**bold** <b>html</b> [link](javascript:alert(1))' },
        ],
        attempted: 1,
      }),
    );
    expect(brief.markdown).toContain('### From live sources');
    expect(brief.markdown).toContain('(https://example.com/a%20b)');
    // Only an unescaped ']' or '<' would be read as a link or a tag.
    expect(brief.markdown).not.toMatch(/(?<!\\)\]\(javascript/);
    expect(brief.markdown).not.toMatch(/(?<!\\)<b>/);
    expect(brief.markdown).toContain('1 live page read just now');
  });
});

describe('bestPassage', () => {
  it('picks the sentence sharing most words with the question, and nothing when none shares two', () => {
    const text = 'Our office opens at nine every weekday morning. Electric vans charge overnight at the depot in most cases.';
    expect(bestPassage(text, 'How do electric vans charge at the depot?')).toBe(
      'Electric vans charge overnight at the depot in most cases.',
    );
    expect(bestPassage(text, 'What about cabotage?')).toBeUndefined();
  });
});

describe('rangeVerdict', () => {
  const trucks = { vehicles: { count: 12, noun: 'trucks' } };
  it("sets a daily distance against a battery-electric truck's range, with the assumption and its source", () => {
    expect(rangeVerdict('Should we go electric?', { ...trucks, dailyKm: 150 })).toMatch(
      /^At about 150 km a day, the duty fits one charge .*; this assumes about 240 km a charge, .*roughly 300 km that makers quote .*Volvo Trucks/,
    );
    expect(rangeVerdict('Should we go electric?', { ...trucks, dailyKm: 400 })).toMatch(/beyond one charge .*second charge during the day/);
    expect(rangeVerdict('Should we go electric?', { ...trucks, dailyKm: 600 })).toMatch(/well beyond .*not yet a fit/);
  });

  it('judges vans on their own rated range, with our winter margin said to be ours', () => {
    expect(rangeVerdict('Can our vans go electric?', { vehicles: { count: 3, noun: 'vans' }, dailyKm: 120 })).toMatch(
      /WLTP.*70%.*our planning margin.*171 km/,
    );
  });

  it('says nothing when the question is not about going electric or gives no distance', () => {
    expect(rangeVerdict('Which lanes pay?', { ...trucks, dailyKm: 400 })).toBeUndefined();
    expect(rangeVerdict('Should we go electric?', trucks)).toBeUndefined();
  });
});
