// Everyday wording mapped to the words the knowledge uses, so an owner who
// writes 'my mother gave me money' reaches gift tax and 'hand the business to
// my son' reaches retirement relief. Each rule adds the knowledge's own phrase
// to the text retrieval reads; the visitor's words stay as they are.

export interface LexiconRule {
  /** What the visitor might write. */
  means: RegExp;
  /** Wording that shows the rule does not apply (a company's return is not a Form 11). */
  unless?: RegExp;
  /** The phrase the knowledge uses for it (a trigger of the right entry). */
  add: string;
}

const CHILD = '(?:son|daughter|child|children|kids?|boy|girl|nephew|niece)';
const COMPANY_OR_VAT = /\b(?:corporation tax|company'?s?|ct1|vat|payroll|rct)\b/i;

export const TAX_LEXICON: readonly LexiconRule[] = [
  // Gifts and inheritances
  { means: /\b(?:gave|given|giving|give|gifted|gifting|handed|transferr?(?:ed|ing)?)\b[^.?!]{0,40}\b(?:me|us|him|her|them|my|our)\b[^.?!]{0,30}(?:€|money|cash|euro|\d|deposit|house|site|land|sum)/i, add: 'gift tax' },
  { means: /\b(?:my|our) (?:mother|father|mum|mom|dad|parents?|granny|grandmother|grandfather|aunt|uncle)\b[^.?!]{0,40}\b(?:gave|give|giving|gift|help(?:ed|ing)?|left|leave|leaving)\b/i, add: 'gift tax' },
  { means: /\b(?:left me|leave me|left us|will leave|when (?:she|he|they) (?:die|dies|pass|passes)|in (?:her|his|their) will|inherit\w*)\b/i, add: 'inheritance tax' },
  { means: /\btax[- ]free\b[^.?!]{0,40}\b(?:receive|get|take|accept)\b|\b(?:receive|get|take|accept)\b[^.?!]{0,40}\btax[- ]free\b/i, add: 'tax free threshold' },
  // Passing on or selling a business
  { means: new RegExp(`\\b(?:hand|handing|pass|passing|give|giving|transfer|transferring|sign)\\w*\\b[^.?!]{0,40}\\b(?:business|farm|company|firm|shop|pub|practice)\\b[^.?!]{0,30}\\b${CHILD}\\b`, 'i'), add: 'retirement relief transfer to a child' },
  { means: new RegExp(`\\b${CHILD}\\b[^.?!]{0,40}\\b(?:take over|taking over|takes over)\\b`, 'i'), add: 'retirement relief transfer to a child' },
  { means: new RegExp(`\\b(?:give|giving|hand|handing|pass|passing|transfer|transferring|leave|leaving)\\b[^.?!]{0,15}\\b(?:my|our) ${CHILD}\\b[^.?!]{0,20}\\b(?:business|farm|company|firm|shop|pub|practice)\\b`, 'i'), add: 'retirement relief transfer to a child' },
  { means: /\b(?:sold|sell|selling)\b[^.?!]{0,30}\b(?:shares|property|site|land|apartment|asset|assets|investment)\b|\bat a profit\b/i, unless: /\b(?:business|company|firm)\b/i, add: 'capital gains tax' },
  { means: /\b(?:sell|selling|sold|cash(?:ing)? out|exit)\b[^.?!]{0,30}\b(?:business|company|firm|shop|shares in my company)\b/i, add: 'sell my business' },
  // Filing and deadlines
  { means: /\b(?:when|what date|which date|by when|how long)\b[^.?!]{0,40}\b(?:file|filing|submit|send in|lodge|get)\b[^.?!]{0,30}\b(?:return|form 11|tax|taxes|accounts)\b/i, unless: COMPANY_OR_VAT, add: 'tax return deadline' },
  { means: /\b(?:deadline|due date|cut[- ]off date)\b[^.?!]{0,40}\b(?:return|form 11|self[- ]assess\w*|sole trader|self[- ]employed|filing|income tax)\b|\b(?:yearly|annual) (?:tax )?(?:return|filing)\b/i, unless: COMPANY_OR_VAT, add: 'tax return deadline' },
  { means: /\b(?:when|deadline|due|date)\b[^.?!]{0,50}\bcorporation tax\b|\bcorporation tax\b[^.?!]{0,30}\b(?:due|deadline|return)\b|\byear[- ]end\b/i, add: 'corporation tax due' },
  { means: /\b(?:missed|miss|late with|behind with|haven'?t (?:filed|done|sent))\b[^.?!]{0,40}\b(?:return|form 11|deadline|filing|tax)\b|\bfil(?:e|ed|ing) late\b/i, add: 'late filing tax return' },
  // Pay and staff
  { means: /\bpay(?:ing)? myself\b|\bdraw(?:ing)? (?:a )?(?:wage|salary)\b|\bmy (?:wages|salary|pay)\b/i, add: 'salary income tax' },
  { means: /\b(?:first|taking on|take on|hire|hiring|employ|employing)\b[^.?!]{0,20}\b(?:worker|employee|staff|person|someone|apprentice)\b/i, add: 'first employee payroll' },
  { means: /\b(?:christmas|xmas)\b[^.?!]{0,30}\b(?:present|gift|hamper|voucher|bonus)\b|\b(?:present|hamper|voucher)\b[^.?!]{0,30}\b(?:staff|employees|team|workers)\b/i, add: 'small benefit' },
  { means: /\bvouchers?\b|\bgift cards?\b/i, add: 'small benefit voucher' },
  { means: /\b(?:subbie|subbies|sub[- ]contractor|subcontract\w*|lads on site)\b/i, add: 'subcontractor' },
  // Companies and investors
  { means: /\b(?:new|just set up|setting up|set up|starting|start(?:s|ed)? trading|begins? trading|new) (?:a |my |our )?(?:company|limited company|ltd|trade|trading)\b/i, add: 'start up relief' },
  { means: /\bdividends?\b|\b(?:take|taking|draw|drawing)\b[^.?!]{0,20}\b(?:profits?|money) out of (?:the|my|our) company\b/i, add: 'dividend withholding tax' },
  { means: /\b(?:investors?|angel|raise (?:money|funds|capital)|raising (?:money|funds|capital))\b/i, add: 'employment investment incentive' },
  { means: /\bshare options?\b|\b(?:give|giving|offer|offering)\b[^.?!]{0,20}\b(?:staff|employees|key people)\b[^.?!]{0,20}\bshares?\b/i, add: 'keep share options' },
  { means: /\b(?:big|large|huge|multinational)\b[^.?!]{0,20}\b(?:groups?|companies|multinationals?)\b/i, add: 'pillar two minimum tax' },
  { means: /\bnew (?:companies|company|start[- ]?ups?|business)\b/i, add: 'start up relief new company relief' },
  { means: /\b(?:buy|buying|bought)\b[^.?!]{0,30}\bshares?\b|\bshares?\b[^.?!]{0,40}\bstamp duty\b|\bstamp duty\b[^.?!]{0,40}\bshares?\b/i, add: 'stamp duty on shares' },
  { means: /\bcredit\b[^.?!]{0,40}\b(?:sole traders?|self[- ]employed|directors?)\b|\b(?:sole traders?|self[- ]employed)\b[^.?!]{0,40}\bcredits?\b/i, add: 'earned income tax credit' },
  { means: /\brent(?:al)? income\b|\brent from\b/i, add: 'rental income' },
  // Rates and bands
  { means: /\b(?:40|forty) ?(?:%|per ?cent)|\bhigher rate\b|\btop rate\b|\bearn before\b/i, add: 'income tax band' },
  { means: /\b(?:at what point|when|what turnover|how much)\b[^.?!]{0,40}\b(?:charge|charging|register|registering)\b[^.?!]{0,15}\bvat\b|\bturnover\b[^.?!]{0,60}\bvat\b|\bvat\b[^.?!]{0,40}\bturnover\b/i, add: 'vat registration threshold' },
  { means: /\b(?:bands?|brackets?|cut[- ]off|higher rate|top rate|40 ?%)\b[^.?!]{0,40}\b(?:income tax|tax)\b|\bincome tax\b[^.?!]{0,40}\b(?:bands?|brackets?|rates?)\b/i, add: 'income tax band' },
  { means: /\bwork(?:ing)? from home\b|\bhome office\b/i, add: 'remote working' },
];

/** The question with the knowledge's phrases for its everyday wording appended. */
export function expandQuestion(question: string): { text: string; added: string[] } {
  const added = [...new Set(TAX_LEXICON.filter((rule) => rule.means.test(question) && !rule.unless?.test(question)).map((rule) => rule.add))];
  return { text: added.length > 0 ? `${question}\n${added.join('. ')}.` : question, added };
}
