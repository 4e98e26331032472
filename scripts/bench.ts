// `npm run bench`: figures worth watching over time, one section per area.
// Add a section by exporting a function from scripts/bench/ that returns its
// report lines, and listing it here.
import { benchFunctions } from './bench-functions.ts';
import { benchDocumentQa } from './bench/document-qa.ts';
import { benchLoad } from './bench/load.ts';
import { benchLogistics } from './bench/logistics.ts';
import { benchRemoteRoutes } from './bench/remote-routes.ts';
import { benchSafetyTalk } from './bench/safety-talk.ts';
import { benchSite } from './bench/site.ts';
import { benchTaxGuidance } from './bench/tax-guidance.ts';

const sections: Array<[string, () => Promise<string[]>]> = [
  ['Marketing pages (production build, simulated mobile)', benchSite],
  ['Remote routes: the assessment and the demos (production build, simulated mobile)', benchRemoteRoutes],
  ['Functions and REST (loopback, PGlite, rate limits off)', benchFunctions],
  ['Load: 200 concurrent visitors (loopback, PGlite, limits per visitor)', () => benchLoad()],
  ['Construction safety assistant', benchSafetyTalk],
  ['Irish tax navigator', benchTaxGuidance],
  ['Logistics planning assistant', benchLogistics],
  ['Document Q&A', benchDocumentQa],
];

// `npm run bench -- tax document` runs only the sections whose titles hold one of those words.
const only = process.argv.slice(2).map((word) => word.toLowerCase());
const chosen = sections.filter(([title]) => only.length === 0 || only.some((word) => title.toLowerCase().includes(word)));

// Each demo's development and held-out scores, repeated together at the end.
const scores: string[] = [];
for (const [title, run] of chosen) {
  console.log(`\n${title}`);
  for (const line of await run()) {
    console.log(`  ${line}`);
    if (/^\S.*: development \d+% \(\d+\/\d+\), held-out /.test(line)) scores.push(line);
  }
}
if (scores.length > 0) {
  console.log('\nDevelopment and held-out scores (whole cases)');
  for (const line of scores) console.log(`  ${line}`);
}
