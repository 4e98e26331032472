// Site talk to knowledge-base words. Topics list plain trigger phrases and
// Postgres stemming handles plurals and verb forms; this lexicon covers what
// stemming cannot: slang, brand names and kinds of thing ('a teleporter is
// plant'), so that every topic keyed on the general word is found too.

interface LexiconEntry {
  /** What people say, as whole words or phrases (a trailing 's' is allowed). */
  says: readonly string[];
  /** What it means in the knowledge base's words. */
  means: string;
}

const lexicon: readonly LexiconEntry[] = [
  { says: ['teleporter', 'teleport', 'teli', 'telly handler', 'loadall', 'manitou', 'merlo'], means: 'telehandler plant' },
  { says: ['telehandler', 'telescopic handler'], means: 'plant' },
  { says: ['dumper', 'thwaites', 'power barrow'], means: 'dumper plant' },
  { says: ['digger', 'jcb', '360', 'mini digger', 'track machine', 'kubota', 'excavator', 'backhoe'], means: 'excavator plant' },
  { says: ['roller', 'dozer', 'bulldozer', 'grader', 'loading shovel', 'forklift', 'sweeper', 'road sweeper'], means: 'plant' },
  { says: ['tipper', 'artic', 'wagon', 'low loader', 'muck away', 'muckaway', 'grab lorry', 'skip lorry'], means: 'lorry vehicle' },
  { says: ['readymix', 'ready mix', 'ready-mix', 'mixer truck', 'concrete truck', 'concrete lorry'], means: 'lorry delivery vehicle' },
  { says: ['hiab', 'crane lorry', 'palfinger'], means: 'lorry loader' },
  { says: ['cherry picker', 'scissor lift', 'boom lift', 'genie', 'skyjack', 'nifty lift', 'cherrypicker'], means: 'mewp work at height' },
  { says: ['alloy tower', 'mobile tower', 'tower scaffold', 'podium', 'hop-up', 'hop up', 'pasma'], means: 'mobile tower work at height' },
  { says: ['brickie', 'brickies', 'bricky', 'blocklayer'], means: 'bricklayer bricklaying' },
  { says: ['chippy', 'chippies', 'carpenter', 'joiner'], means: 'carpentry' },
  { says: ['sparky', 'sparkies'], means: 'electrician electrical' },
  { says: ['genny', 'jenny'], means: 'generator' },
  { says: ['kango', 'jackhammer', 'pneumatic drill', 'hydraulic breaker', 'hilti breaker'], means: 'breaker vibration' },
  { says: ['con saw', 'consaw', 'quickie saw', 'quick cut', 'stihl saw', 'disc cutter', 'teeth saw'], means: 'cut-off saw cutting' },
  { says: ['whacker', 'wacker', 'whacker plate', 'wacker plate', 'plate compactor', 'trench rammer'], means: 'compactor vibration' },
  { says: ['banksman', 'banksmen', 'signaller', 'spotter'], means: 'reversing vehicle' },
  { says: ['gas main', 'esb cable', 'eir cable', 'water main', 'fibre duct', 'virgin media duct'], means: 'underground service' },
  { says: ['cat scanner', 'c.a.t', 'cable detector'], means: 'cable avoidance' },
  { says: ['esb lines', 'esb wires', 'power lines', 'lines overhead', 'overhead wires'], means: 'overhead power line' },
  { says: ['shutters', 'shuttering', 'shuttered', 'acrow', 'acrows', 'acrow props'], means: 'formwork props' },
  { says: ['steel fixer', 'steelfixer', 'steelfixing', 'rebar fixing'], means: 'steel fixing rebar' },
  { says: ['torch on', 'torch-on felt', 'felting'], means: 'torch-on hot work roofing' },
  { says: ['welding', 'welder', 'gas axe', 'oxy acetylene', 'burning gear'], means: 'hot work' },
  { says: ['trench box', 'drag box', 'manhole box', 'shoring'], means: 'trench support excavation' },
  { says: ['manhole', 'chamber', 'sewer', 'culvert', 'attenuation tank', 'septic tank'], means: 'confined space' },
  { says: ['apprentice', 'new lad', 'new lads', 'new starter', 'new guy', 'transition year', 'ty student', 'work experience'], means: 'new worker young worker' },
  { says: ['nights', 'night shift', 'nightshift', 'double shift', '12 hour shift', '12-hour shift', 'long shift'], means: 'fatigue long hours' },
  { says: ['on my own', 'on his own', 'on her own', 'by myself', 'by himself', 'by herself', 'nobody else'], means: 'lone working' },
  { says: ['lashing', 'pouring rain', 'bucketing', 'heavy showers', 'soaking', 'downpour'], means: 'rain wet weather' },
  { says: ['gale', 'storm', 'gusty', 'gusts', 'blowing a gale', 'high winds'], means: 'wind' },
  { says: ['frost', 'frosty', 'icy', 'black ice', 'snow', 'freezing'], means: 'cold ice' },
  { says: ['scorcher', 'heatwave', 'roasting', 'sunshine', 'sweltering'], means: 'sun heat' },
  { says: ['rubble', 'offcuts', 'mess', 'clutter', 'loose material'], means: 'housekeeping debris' },
  { says: ['hi viz', 'hi-viz', 'hivis', 'hi vis'], means: 'hi-vis ppe' },
  { says: ['ffp3', 'dust mask', 'face mask'], means: 'rpe mask' },
  { says: ['plasterer', 'plastering', 'skimming', 'dry lining', 'drylining', 'slagging'], means: 'plastering manual handling' },
  { says: ['kerbing', 'kerbs', 'paving', 'flagging', 'cobble lock', 'cobblelock'], means: 'kerbs cutting blocks manual handling' },
];

/** Whole-word, case-insensitive pattern for an entry's phrases; spaces and hyphens are interchangeable. */
function pattern(says: readonly string[]): RegExp {
  const alternatives = says.map((phrase) =>
    phrase.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`).replace(/[ -]/g, '[\\s-]+'),
  );
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})s?(?![\\p{L}\\p{N}])`, 'iu');
}

const compiled = lexicon.map((entry) => ({ pattern: pattern(entry.says), means: entry.means }));

/**
 * The text followed by the knowledge-base words for any site talk in it, so
 * full-text search sees both. Order is fixed by the lexicon: same text in,
 * same text out.
 */
export function expandSiteTalk(text: string): string {
  const meanings = compiled.filter((entry) => entry.pattern.test(text)).map((entry) => entry.means);
  return meanings.length === 0 ? text : `${text} (${meanings.join('; ')})`;
}
