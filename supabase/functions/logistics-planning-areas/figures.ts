// Figures a visitor gives about their business (fleet size, lanes, drivers,
// budget), read from their words so the brief can use them.

export interface Figures {
  vehicles?: { count: number; noun: string };
  lanes?: number;
  drivers?: number;
  /** Euro amount. */
  budget?: number;
  /** Kilometres a vehicle covers in a working day (miles are converted). */
  dailyKm?: number;
  /** Depots, warehouses or sites the business runs. */
  sites?: number;
  /** A throughput the visitor gives: '300 pallets a week', '1,200 drops a day'. */
  volume?: { count: number; unit: string; per: 'day' | 'week' | 'month' | 'year' };
}

const VEHICLE_NOUNS = 'vehicles?|trucks?|lorries|lorry|hgvs?|vans?|tractor units?|trailers?|rigids?|artics?';
/** Up to two describing words between a count and its noun: '12 diesel rigid trucks'. */
const DESCRIBERS = String.raw`(?:(?!(?:${VEHICLE_NOUNS}|for|of|to|in|on|and|or|with|a|the|per|each)\b)[a-z-]+\s+){0,2}`;
/** A whole count, not part of a decimal such as 2.5 tonnes. */
const COUNT = String.raw`(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)(?![.,]?\d)`;
/**
 * A number followed by a unit measures one vehicle ('a 7 tonne truck', 'a
 * 2,800 kg van', '3 axle trailers'): it is the vehicle's size, not how many
 * the visitor runs.
 */
const NOT_A_MEASURE = String.raw`(?!\s*(?:t|tonnes?|tons?|kg|kgs|kilos?|axles?|m|metres?|ft|feet|seats?|seater)\b)`;

function toNumber(raw: string): number {
  return Number(raw.replaceAll(',', ''));
}

function plural(noun: string): string {
  const lower = noun.toLowerCase();
  if (/^(hgv|van|truck|trailer|rigid|artic|vehicle|tractor unit)$/.test(lower)) return `${lower === 'hgv' ? 'HGV' : lower}s`;
  if (lower === 'lorry') return 'lorries';
  return lower === 'hgvs' ? 'HGVs' : lower;
}

// Words saying an amount is money to plan with.
const BUDGET_WORDS = /\b(?:budget\w*|to spend|spending|invest\w*|afford|set aside|capex|funding)\b/i;

/** The figures in one text; absent fields were not given. */
export function readFigures(text: string): Figures {
  const figures: Figures = {};
  const vehicles = new RegExp(
    String.raw`(?!(?:19|20)\d\d\b)${COUNT}${NOT_A_MEASURE}\s+${DESCRIBERS}(${VEHICLE_NOUNS})\b(?:\s+(${VEHICLE_NOUNS})\b)?`,
    'i',
  ).exec(text);
  if (vehicles?.[1] && vehicles[2])
    figures.vehicles = { count: Math.round(toNumber(vehicles[1])), noun: plural(vehicles[3] ?? vehicles[2]) };
  const fleet = /\bfleet of\s+(\d{1,3}(?:,\d{3})*|\d+)\b/i.exec(text);
  if (!figures.vehicles && fleet?.[1]) figures.vehicles = { count: toNumber(fleet[1]), noun: 'vehicles' };
  const lanes = new RegExp(String.raw`${COUNT}\s+(?:[a-z-]+\s+)?(?:lanes?|routes?|corridors?)\b`, 'i').exec(text);
  if (lanes?.[1]) figures.lanes = Math.round(toNumber(lanes[1]));
  const drivers = new RegExp(String.raw`${COUNT}\s+(?:[a-z-]+\s+)?drivers?\b`, 'i').exec(text);
  if (drivers?.[1]) figures.drivers = Math.round(toNumber(drivers[1]));
  const budget =
    /(?:€|eur\s?|euro\s?)\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|m|million|thousand)?\b|\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|m|million|thousand)?\s*(?:euro|eur)\b/i.exec(
      text,
    );
  // An amount is the owner's budget only when they say it is one ('€1.5m to spend'): a claim, a fine or a price
  // ('the customer wants the full €40,000') is not money they have to plan with.
  if (budget && BUDGET_WORDS.test(text)) {
    const amount = toNumber(budget[1] ?? budget[3] ?? '0');
    const unit = (budget[2] ?? budget[4] ?? '').toLowerCase();
    const scale = unit === 'k' || unit === 'thousand' ? 1_000 : unit === 'm' || unit === 'million' ? 1_000_000 : 1;
    if (amount > 0) figures.budget = Math.round(amount * scale);
  }
  const distance = new RegExp(
    String.raw`${COUNT}\s*(km|kms|kilometres?|kilometers?|miles?)\b(?:[^.?!\d]{0,25}?)\b(?:a|per|each|every)\s+(?:working\s+)?(day|shift)\b|\b(?:daily|a day's|each day)\s+(?:\w+\s+){0,3}?${COUNT}\s*(km|kms|kilometres?|kilometers?|miles?)\b`,
    'i',
  ).exec(text);
  if (distance) {
    const amount = toNumber(distance[1] ?? distance[4] ?? '0');
    const unit = (distance[2] ?? distance[5] ?? 'km').toLowerCase();
    if (amount > 0) figures.dailyKm = Math.round(unit.startsWith('mile') ? amount * 1.609 : amount);
  }
  const sites = new RegExp(String.raw`${COUNT}\s+(?:[a-z-]+\s+)?(?:depots?|warehouses?|sites?|hubs?|branches|yards?)\b`, 'i').exec(text);
  if (sites?.[1]) figures.sites = Math.round(toNumber(sites[1]));
  const volume = new RegExp(
    String.raw`${COUNT}\s+(pallets?|drops?|deliveries|parcels?|loads?|consignments?|shipments?|orders?|collections?)\s+(?:a|per|each|every)\s+(day|week|month|year)\b`,
    'i',
  ).exec(text);
  if (volume?.[1] && volume[2] && volume[3]) {
    const unit = volume[2].toLowerCase();
    figures.volume = {
      count: Math.round(toNumber(volume[1])),
      unit: unit.endsWith('s') || unit === 'deliveries' ? unit : unit === 'delivery' ? 'deliveries' : `${unit}s`,
      per: volume[3].toLowerCase() as 'day' | 'week' | 'month' | 'year',
    };
  }
  return figures;
}

/** Figures from the newest text that gives each one: the question first, then earlier turns. */
export function mergeFigures(texts: readonly string[]): Figures {
  const merged: Figures = {};
  for (const text of texts) {
    const found = readFigures(text);
    merged.vehicles ??= found.vehicles;
    merged.lanes ??= found.lanes;
    merged.drivers ??= found.drivers;
    merged.budget ??= found.budget;
    merged.dailyKm ??= found.dailyKm;
    merged.sites ??= found.sites;
    merged.volume ??= found.volume;
  }
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)) as Figures;
}

export function formatEuro(amount: number): string {
  return `€${Math.round(amount).toLocaleString('en-IE')}`;
}

const SINGULAR: Record<string, string> = {
  lorries: 'lorry',
  vehicles: 'vehicle',
  HGVs: 'HGV',
};

/** 'trucks' as 'truck', 'lorries' as 'lorry': for 'one truck'. */
export function singular(noun: string): string {
  return SINGULAR[noun] ?? noun.replace(/s$/, '');
}

/** True when the vehicles named are heavy (trucks, rigids, lorries), not vans. */
export function heavyVehicles(noun: string): boolean {
  return !/^vans?$/i.test(noun);
}
