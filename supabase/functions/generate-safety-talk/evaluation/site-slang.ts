// Runs the site-slang development set (site-slang-cases.json): each day
// described in Irish site slang must reach the topics it names, hold the
// hazard or control words a right talk holds, and open with a topic the day
// is about, not an unrelated one a slang word was misread as.
import { gradeFacts } from '../../_shared/testing/facts.ts';
import { generateSafetyTalk } from '../generate.ts';
import slang from './site-slang-cases.json' with { type: 'json' };
import { openSafetyKnowledgeDatabase } from './knowledge-database.ts';

interface SlangCase {
  description: string;
  expect: string[][];
  topics: string[];
  lead: string[];
}

export const siteSlangCases: readonly SlangCase[] = slang.cases;

export interface SlangResult {
  description: string;
  hit: boolean;
  problems: string[];
}

export async function runSiteSlangSet(cases: readonly SlangCase[] = siteSlangCases): Promise<{ passed: number; results: SlangResult[] }> {
  const local = await openSafetyKnowledgeDatabase();
  try {
    const results: SlangResult[] = [];
    for (const testCase of cases) {
      const talk = await generateSafetyTalk(local.db, testCase.description, { today: '2026-11-28' });
      const text = talk.talking_points.map(({ point, detail }) => `${point}\n${detail}`).join('\n\n');
      const lead = talk.point_topics[0] ?? 'nothing';
      const problems = [
        ...gradeFacts(text, testCase.expect).missing.map((fact) => `missing ${fact}`),
        ...testCase.topics.filter((topic) => !talk.point_topics.includes(topic)).map((topic) => `no ${topic}`),
        ...(testCase.lead.includes(lead) ? [] : [`opens with ${lead}`]),
      ];
      results.push({ description: testCase.description, hit: problems.length === 0, problems });
    }
    return { passed: results.filter((result) => result.hit).length, results };
  } finally {
    await local.dispose();
  }
}
