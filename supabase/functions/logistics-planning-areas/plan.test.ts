// Planning replies end to end on the seeded database: the brief's shape in
// every area, replies specific to the question, the visitor's figures used,
// follow-ups understood, and live sources read, quoted, cached and listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../../database/testing/test-databases.ts';
import { startLocalWebServer, type LocalWebServer } from '../_shared/testing/local-web-server.ts';
import { AREA_KEYS, planningResponseSchema, type AreaKey, type ConversationTurn } from './contract.ts';
import { cachedSafeReader, readerWith } from './live-sources.ts';
import { planningReply } from './plan.ts';

const VANS_PAGE = `<html><head><title>Van fleet guide</title></head><body><article>
<p>Charging electric vans overnight at the depot keeps vans on the road all day for most urban routes.</p>
<p>Unrelated paragraph about office opening hours and parking for visitors to the building.</p>
<p>Beware of [a link](javascript:alert(1)) and <b>bold</b> claims about electric vans with *stars* in them.</p>
</article></body></html>`;

/** Test-only reader: loopback allowed for the local server, every other host unresolvable (no network). */
const offlineButLocal = readerWith({
  allowLoopback: true,
  resolve: async (host) => {
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  },
});

function section(reply: string, heading: string): string {
  return reply.split(/\n(?=### )/).find((part) => part.startsWith(`### ${heading}`)) ?? '';
}

function bullets(reply: string): string[] {
  return section(reply, 'Guidance')
    .split('\n')
    .filter((line) => line.startsWith('- '));
}

function takeaway(reply: string): string {
  return /\*\*Executive takeaway[^*]*\*\*\s*(.+)/.exec(reply)?.[1] ?? '';
}

describe.each(DATABASE_TARGETS)('planning replies on %s', (target) => {
  let database: TestDatabase;
  let web: LocalWebServer;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    web = await startLocalWebServer({ '/vans': { body: VANS_PAGE } });
  });
  afterAll(async () => {
    await web.close();
    await database.dispose();
  });

  const ask = (area: AreaKey, message: string, history: ConversationTurn[] = [], suggestedUrls: string[] = []) =>
    planningReply(database.db, { area, message, history, suggestedUrls }, offlineButLocal);

  it.each(AREA_KEYS)('gives the promised brief in %s', async (area) => {
    const { reply, sources, attemptedSources, generatedBy } = await ask(area, 'Where should we start?');
    // The handler answers these fields; the page reads them with the same contract, field for field.
    const answered = { reply, sources, attemptedSources, generatedBy };
    expect(planningResponseSchema.safeParse(answered)).toMatchObject({ success: true, data: answered });
    expect(
      takeaway(reply)
        .split(/(?<=\.)\s+/)
        .filter(Boolean),
    ).toHaveLength(2);
    expect(bullets(reply).length).toBeGreaterThanOrEqual(5);
    expect(bullets(reply).length).toBeLessThanOrEqual(7);
    expect(section(reply, 'Options and decision criteria')).toMatch(/\*\*.+\*\*: choose this when/);
    expect(reply).toMatch(/\*\*Next 30 days\*\*[\s\S]+\*\*Next 90 days\*\*/);
    expect(sources.every((source) => /^\d{4}-\d{2}-\d{2}$/.test(source.asOf))).toBe(true);
  });

  it('answers an electric-vans question and a port-congestion question differently, in the same area', async () => {
    const vans = await ask('network_capacity', 'Should our depot get chargers for electric vans?');
    const ports = await ask('network_capacity', 'Port congestion keeps our trailers waiting at the terminal. What should we do?');
    expect(bullets(vans.reply)).not.toEqual(bullets(ports.reply));
    expect(bullets(vans.reply).join(' ')).toMatch(/electric|charg/i);
    expect(bullets(ports.reply).join(' ')).toMatch(/port/i);
  });

  it('answers them with the matching entries in their own areas', async () => {
    const vans = await ask('fleet_decarbonisation', 'Should we switch to electric vans?');
    const ports = await ask('market_lane', 'How do we deal with port congestion at Dublin?');
    expect(vans.entries[0]).toBe('electric-vans');
    expect(ports.entries[0]).toBe('ports-routes-after-brexit');
    expect(vans.reply).toContain('€3,800');
    // Two entries state the van grant; the brief states it once.
    const costs = await ask('fleet_decarbonisation', 'What grant is there for our 40 vans if they go electric?');
    expect(costs.reply.match(/€3,800/g)).toHaveLength(1);
    expect(bullets(vans.reply)).not.toEqual(bullets(ports.reply));
  });

  it('reads a haulier’s ‘key in’ on the tacho as entering something by hand', async () => {
    const crossing = await ask(
      'market_lane',
      'Does the driver have to key in the country on the tacho when he drives from Germany into the Netherlands?',
    );
    expect(crossing.entries[0]).toBe('tachograph-border-crossings');
    expect(takeaway(crossing.reply)).toMatch(/symbol of each EU country/);
  });

  it('uses the figures the visitor gives', async () => {
    const fleet = await ask('fleet_decarbonisation', 'We run 40 vans around Cork. Is electric realistic?');
    expect(takeaway(fleet.reply)).toContain('40 vans');
    expect(bullets(fleet.reply).join(' ')).toMatch(/Of your 40 vans, switch 4 vans on the best-fitting duty first/);
    const compliance = await ask('risk_resilience', 'We have 80 trucks. What are our biggest compliance risks?');
    expect(bullets(compliance.reply).join(' ')).toMatch(/80 trucks on the licence[\s\S]*starting with 8 trucks/);
    const distance = await ask(
      'fleet_decarbonisation',
      'We run 12 diesel rigid trucks doing Dublin to Cork, about 400 km a day. Should we switch to electric?',
    );
    expect(takeaway(distance.reply)).toMatch(/^At about 400 km a day, the duty is beyond one charge/);
    expect(distance.reply).toContain('For your 12 trucks and about 400 km a day');
    const lanes = await ask('market_lane', 'We have 18 lanes to Britain and the continent; which should we drop?');
    expect(lanes.reply).toMatch(/18 lanes[\s\S]*weakest 4/);
    const budget = await ask('technology_data', 'We have a budget of €90,000 for a new TMS.');
    expect(budget.reply).toContain('€90,000');
    expect(budget.reply).toContain('€30,000');
  });

  it('answers a question that clearly belongs to another area from there, says so, and offers the switch', async () => {
    const question =
      'We run 12 diesel rigid trucks doing Dublin to Cork, about 400 km a day. Should we switch to electric in the next two years?';
    const reply = await ask('market_lane', question);
    expect(reply.answeredArea).toBe('fleet_decarbonisation');
    expect(reply.suggestedArea).toBe('fleet_decarbonisation');
    expect(reply.reply.split('\n')[0]).toBe('_This is a Fleet & Decarbonisation question, so this brief answers from that area._');
    expect(reply.reply).toMatch(/electric/i);
    // Nothing left over from the area that was chosen, or from service pricing.
    expect(reply.reply).not.toMatch(/port congestion|cabotage|Tiered service|service feature/i);
    const answered = {
      reply: reply.reply,
      sources: reply.sources,
      attemptedSources: reply.attemptedSources,
      generatedBy: reply.generatedBy,
      suggestedArea: reply.suggestedArea,
    };
    expect(planningResponseSchema.safeParse(answered).success).toBe(true);
  });

  it('keeps a question the chosen area answers nearly as well, with no switch offered', async () => {
    const reply = await ask('market_lane', 'How many cabotage jobs can a truck do in France after a delivery?');
    expect(reply.answeredArea).toBe('market_lane');
    expect(reply.suggestedArea).toBeUndefined();
    expect(reply.reply).not.toContain('_This is a');
  });

  it('keeps the subject of the earlier turns in a follow-up that points back to them', async () => {
    const history: ConversationTurn[] = [
      { role: 'user', content: 'We run 12 diesel rigid trucks doing Dublin to Cork, about 400 km a day. Should we switch to electric?' },
      { role: 'assistant', content: '**Executive takeaway.** A brief on electric trucks.' },
    ];
    const followUp = await ask('fleet_decarbonisation', 'What grant is there for that?', history);
    expect(followUp.entries[0]).toBe('zero-emission-trucks');
    expect(followUp.reply).toContain('zero-emission heavy-duty vehicle grant');
    expect(followUp.reply).toContain('12 trucks');
  });

  it('understands a short follow-up from the turn before, and keeps its figures', async () => {
    const history: ConversationTurn[] = [
      { role: 'user', content: 'We have 12 trucks on regular Dublin runs. Are electric trucks worth it yet?' },
      { role: 'assistant', content: '**Executive takeaway.** Start with one truck on a short duty.' },
    ];
    const followUp = await ask('fleet_decarbonisation', 'And for the vans?', history);
    expect(followUp.entries).toContain('electric-vans');
    expect(followUp.reply).toContain('12 trucks');
    const alone = await ask('fleet_decarbonisation', 'And for the vans?');
    expect(alone.reply).not.toContain('12 trucks');
  });

  it('reads a suggested page, quotes the relevant passage safely, and lists every attempt', async () => {
    const url = web.url('/vans');
    const result = await ask('fleet_decarbonisation', 'How do we charge electric vans overnight at the depot?', [], [url]);
    expect(result.reply).toContain('### From live sources');
    expect(result.reply).toContain('Charging electric vans overnight');
    expect(result.reply).not.toContain('office opening hours');
    expect(result.sources).toContainEqual(expect.objectContaining({ kind: 'live', url }));
    const attempts = result.attemptedSources;
    expect(attempts).toContainEqual(expect.objectContaining({ url, origin: 'suggested', outcome: 'used' }));
    const trusted = attempts.filter((attempt) => attempt.origin === 'trusted');
    expect(trusted.length).toBeGreaterThan(0);
    expect(trusted.every((attempt) => attempt.outcome === 'failed')).toBe(true);

    const again = await ask('fleet_decarbonisation', 'What about the electric vans with stars in claims?', [], [url]);
    expect(again.attemptedSources.find((attempt) => attempt.url === url)?.detail).toMatch(/cached/);
    expect(again.reply).not.toMatch(/(?<!\\)\]\(javascript:/);
    expect(again.reply).not.toMatch(/(?<!\\)<b>/);
    expect(web.hits('/vans')).toBe(1);
  });

  it('says the reply comes from the knowledge base when no live source can be used', async () => {
    const result = await ask('workforce_capability', 'How many hours of Driver CPC training do drivers need?');
    expect(result.reply).toContain('35 hours');
    expect(result.reply).toMatch(/Built from the Meitheal knowledge base: the \d+ live sources? tried could not be used/);
    expect(result.sources.every((source) => source.kind === 'knowledge')).toBe(true);
  });

  it('refuses a suggested loopback or private address with the production reader', async () => {
    const result = await planningReply(
      database.db,
      {
        area: 'risk_resilience',
        message: 'Cyber risk?',
        history: [],
        suggestedUrls: [web.url('/vans'), 'http://169.254.169.254/latest/meta-data/'],
      },
      cachedSafeReader,
    );
    const suggested = result.attemptedSources.filter((attempt) => attempt.origin === 'suggested');
    expect(suggested).toHaveLength(2);
    expect(suggested.every((attempt) => attempt.outcome === 'refused')).toBe(true);
  });
});
