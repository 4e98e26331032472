// Everyday wording a haulier uses, mapped to the words the knowledge base is
// written in. Full-text search only matches shared words, so "our trucks come
// back empty" must also say "empty running" before it can find that entry.
// Each rule adds terms; it never removes the visitor's own words.

interface LexiconRule {
  /** What the visitor writes (case-insensitive). */
  when: RegExp;
  /** Words the knowledge base uses for the same thing. */
  adds: string;
}

const RULES: readonly LexiconRule[] = [
  { when: /\b(?:come|comes|coming|came|run|runs|running|go|goes|going|drive|driving|travel\w*|return\w*|head\w*)\s+(?:\w+\s+){0,2}empty\b|\bempty\s+(?:legs?|trucks?|lorries|returns?|runs?|miles|km|kilometres|trailers?)\b|\bdead\s?head\w*|\bnothing on (?:the|our) way back\b/i, adds: 'empty running backhaul return load' },
  { when: /\b(?:pull|pulling|get|getting|take|taking|read|reading|copy|copying|grab|grabbing|download\w*)\b[^.?!]{0,40}\btacho(?:graph)?s?\b|\btacho(?:graph)?s?\b[^.?!]{0,40}\b(?:download\w*|data|cards?)\b/i, adds: 'tachograph download downloads tachograph data' },
  { when: /\btachos?\b/i, adds: 'tachograph' },
  { when: /\b(?:fuel|diesel|derv)\b[^.?!]{0,60}\b(?:relief|reliefs|rebate|refund|claim\w*|tax back|money back|excise)\b|\b(?:relief|reliefs|rebate|refund)\b[^.?!]{0,40}\b(?:fuel|diesel|derv)\b/i, adds: 'diesel rebate Diesel Rebate Scheme fuel relief' },
  { when: /\b(?:switch\w*|go|going|move|moving|convert\w*|chang\w*)\s+(?:\w+\s+){0,3}(?:to\s+)?(?:electric|ev|evs|battery|zero[- ]emission)\b|\belectric\b/i, adds: 'electric' },
  { when: /\b(?:electric|ev|battery|zero[- ]emission)\b[^.?!]{0,80}\b(?:trucks?|lorr(?:y|ies)|rigids?|hgvs?|artics?|tractor units?)\b|\b(?:trucks?|lorr(?:y|ies)|rigids?|hgvs?|artics?)\b[^.?!]{0,80}\b(?:electric|ev|battery|zero[- ]emission)\b/i, adds: 'electric trucks zero emission range' },
  { when: /\b(?:electric|ev|battery)\b[^.?!]{0,60}\bvans?\b|\bvans?\b[^.?!]{0,60}\b(?:electric|ev|battery)\b/i, adds: 'electric vans' },
  { when: /\b(?:drivers?|lads|staff)\b[^.?!]{0,50}\b(?:quit\w*|leav\w*|keep|stay\w*|walk\w* out|poach\w*)\b|\b(?:can'?t|cannot|struggl\w*)\b[^.?!]{0,30}\b(?:find|get|hire)\b[^.?!]{0,20}\bdrivers?\b/i, adds: 'driver recruitment retention' },
  { when: /\bhow (?:long|many hours)\b[^.?!]{0,40}\b(?:work|working)\b|\b(?:working|work)\s+(?:week|hours)\b|\b48[- ]hour\b|\bnight (?:work|shifts?)\b|\bhours? (?:a|per|each) week\b[^.?!]{0,40}\bwork/i, adds: 'working time mobile worker' },
  { when: /\bnight\b/i, adds: 'works at night' },
  { when: /\b(?:look at|watch|track|measure|check|keep an eye on)\b[^.?!]{0,30}\b(?:each|every) (?:week|month)\b|\bwhat (?:should|do|can) we (?:\w+ )?(?:look at|measure|track|watch)\b/i, adds: 'measures' },
  { when: /\b(?:do|must|have to|has to|obliged|required|need to)\b[^.?!]{0,30}\b(?:give|provide|share|send|hand over)\b/i, adds: 'obliged decline requests' },
  { when: /\bhow (?:long|many hours)\b[^.?!]{0,40}\bdriv\w*\b|\bdriving (?:hours|time)\b|\bbreaks?\b/i, adds: 'driving time breaks' },
  { when: /\bhack\w*|\bransom\w*|\bcyber\w*|\bscam\w*|\bphish\w*|\bit systems?\b|\bsystems? (?:goes|went|is|are) down\b/i, adds: 'cyber attack disruption continuity' },
  { when: /\bcyber\w*\b[^.?!]{0,40}\b(?:law|laws|directive|regulation|rules|legislation)\b|\bnis ?2?\b/i, adds: 'NIS2' },
  { when: /\b(?:come|comes|coming|get|go|bring)\s+(?:\w+\s+){0,2}(?:back|home)\s+to\s+(?:ireland|base|the depot|the yard)\b|\bcome home\b/i, adds: 'return operating centre' },
  { when: /\b(?:paper(?:work)?|dockets?|delivery notes?|consignment notes?)\b[^.?!]{0,60}\b(?:digital|electronic|app|phone|tablet|paperless|online)\b|\b(?:digital|electronic|paperless)\b[^.?!]{0,40}\b(?:paper(?:work)?|dockets?|cmr|documents?)\b/i, adds: 'eFTI eCMR electronic documents paperless' },
  { when: /\b(?:carbon|co2|emissions?|footprint|green)\b[^.?!]{0,60}\b(?:report\w*|customers?|clients?|tender\w*|figures?|numbers?|ask\w*|data)\b/i, adds: 'emissions reporting ISO 14083' },
  { when: /\b(?:company|work)\s+vans?\b[^.?!]{0,60}\b(?:tax\w*|bik|benefit)\b|\bbenefit[- ]in[- ]kind\b|\bbik\b/i, adds: 'BIK benefit-in-kind company van' },
  { when: /\bstate aid\b|\bde minimis\b|\bgrants? (?:limit|ceiling|cap)\b/i, adds: 'de minimis state aid' },
  { when: /\bcarbon (?:tax|price|pricing)\b|\bets\s?2\b|\bemissions trading\b/i, adds: 'ETS2 carbon price' },
  { when: /\b(?:quot\w*|pric\w*|charg\w*)\b[^.?!]{0,40}\b(?:jobs?|loads?|work|per km|per kilometre|per mile|rates?)\b|\bwhat (?:to|should we) charge\b/i, adds: 'cost per km pricing rates' },
  { when: /\b(?:damaged|broken|lost|stolen|wet)\b[^.?!]{0,40}\b(?:loads?|goods|pallets?|cargo|freight)\b|\b(?:loads?|goods|pallets?|cargo)\b[^.?!]{0,40}\b(?:damaged|broken|lost|stolen)\b/i, adds: 'cargo liability CMR insurance' },
  { when: /\boperator'?s? licen[cs]e\b|\btransport manager\b|\blicen[cs]e\b[^.?!]{0,40}\b(?:trucks?|vans?|haul\w*)\b/i, adds: 'operator licence' },
  { when: /\bcpc\b|\b(?:training|course|courses|module|modules)\b[^.?!]{0,40}\bdrivers?\b|\bdrivers?\b[^.?!]{0,40}\b(?:training|course|courses)\b/i, adds: 'Driver CPC training' },
  { when: /\b(?:port|ferry|ferries|dublin port|rosslare)\b[^.?!]{0,60}\b(?:queue\w*|delay\w*|congest\w*|wait\w*|hold[- ]ups?)\b/i, adds: 'port congestion ports routes' },
  { when: /\b(?:grant|grants|funding|subsid\w*|money towards)\b/i, adds: 'grant' },
  { when: /\b(?:write[- ]?off|writ\w* off|deduct\w*|allowance\w*)\b[^.?!]{0,40}\b(?:trucks?|vans?|vehicles?|chargers?|equipment)\b/i, adds: 'capital allowance deducted' },
  { when: /\btrackers?\b|\bgps\b|\bvehicle tracking\b|\bfleet tracking\b|\bblack ?box\w*/i, adds: 'telematics' },
  { when: /\bhvo\b|\bbio-?fuel\w*\b|\brenewable diesel\b/i, adds: 'HVO low carbon fuel' },
  { when: /\b(?:warehouse|depot|hub|cross-?dock)\b[^.?!]{0,60}\b(?:where|locat\w*|site|open|second|new)\b/i, adds: 'warehouse network depot location' },
  { when: /\b(?:christmas|peak|busy season|black friday)\b/i, adds: 'peak capacity' },
  { when: /\bfrance|spain|germany|continent\w*|europe\b[^.?!]{0,40}\b(?:jobs?|loads?|work)\b|\bcabotage\b/i, adds: 'cabotage international' },
  { when: /\b(?:on[- ]time|late deliver\w*|complain\w*|kpis?|service levels?)\b/i, adds: 'service metrics on-time-in-full' },
];

/** The terms the lexicon adds for a question, in rule order, without repeats. */
export function lexiconTerms(question: string): string[] {
  const terms: string[] = [];
  for (const rule of RULES) {
    if (rule.when.test(question) && !terms.includes(rule.adds)) terms.push(rule.adds);
  }
  return terms;
}

/** The question with the knowledge base's words for what it describes added at the end. */
export function expandQuestion(question: string): string {
  const terms = lexiconTerms(question);
  return terms.length === 0 ? question : `${question} ${terms.join(' ')}`;
}
