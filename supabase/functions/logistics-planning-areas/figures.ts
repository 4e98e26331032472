// Figures a visitor gives about their business (fleet size, lanes, drivers,
// budget), read from their words so the brief can use them.

export interface Figures {
  vehicles?: { count: number; noun: string };
  lanes?: number;
  drivers?: number;
  /** Euro amount. */
  budget?: number;
}

const VEHICLE_NOUNS = 'vehicles?|trucks?|lorries|lorry|hgvs?|vans?|tractor units?|trailers?|rigids?|artics?';
/** A whole count, not part of a decimal such as 2.5 tonnes. */
const COUNT = String.raw`(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)(?![.,]?\d)`;

function toNumber(raw: string): number {
  return Number(raw.replaceAll(',', ''));
}

function plural(noun: string): string {
  const lower = noun.toLowerCase();
  if (/^(hgv|van|truck|trailer|rigid|artic|vehicle|tractor unit)$/.test(lower)) return `${lower === 'hgv' ? 'HGV' : lower}s`;
  if (lower === 'lorry') return 'lorries';
  return lower === 'hgvs' ? 'HGVs' : lower;
}

/** The figures in one text; absent fields were not given. */
export function readFigures(text: string): Figures {
  const figures: Figures = {};
  const vehicles = new RegExp(String.raw`${COUNT}\s+(?:[a-z-]+\s+)?(${VEHICLE_NOUNS})\b`, 'i').exec(text);
  if (vehicles?.[1] && vehicles[2]) figures.vehicles = { count: Math.round(toNumber(vehicles[1])), noun: plural(vehicles[2]) };
  const fleet = /\bfleet of\s+(\d{1,3}(?:,\d{3})*|\d+)\b/i.exec(text);
  if (!figures.vehicles && fleet?.[1]) figures.vehicles = { count: toNumber(fleet[1]), noun: 'vehicles' };
  const lanes = new RegExp(String.raw`${COUNT}\s+(?:[a-z-]+\s+)?(?:lanes?|routes?|corridors?)\b`, 'i').exec(text);
  if (lanes?.[1]) figures.lanes = Math.round(toNumber(lanes[1]));
  const drivers = new RegExp(String.raw`${COUNT}\s+(?:[a-z-]+\s+)?drivers?\b`, 'i').exec(text);
  if (drivers?.[1]) figures.drivers = Math.round(toNumber(drivers[1]));
  const budget = /(?:€|eur\s?|euro\s?)\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|m|million|thousand)?\b|\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|m|million|thousand)?\s*(?:euro|eur)\b/i.exec(text);
  if (budget) {
    const amount = toNumber(budget[1] ?? budget[3] ?? '0');
    const unit = (budget[2] ?? budget[4] ?? '').toLowerCase();
    const scale = unit === 'k' || unit === 'thousand' ? 1_000 : unit === 'm' || unit === 'million' ? 1_000_000 : 1;
    if (amount > 0) figures.budget = Math.round(amount * scale);
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
  }
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)) as Figures;
}

export function formatEuro(amount: number): string {
  return `€${Math.round(amount).toLocaleString('en-IE')}`;
}
