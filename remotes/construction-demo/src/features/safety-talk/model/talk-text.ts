// The talk as plain text, for pasting into a site diary, e-mail or message.
import type { SafetyTalk } from '../api/safety-talk';

export function talkAsText(talk: SafetyTalk, activities: string): string {
  const points = talk.talking_points.map((p, i) => `${i + 1}. ${p.point}\n   ${p.detail}`);
  const sources = talk.sources.map((s) => `- ${s.title} (${s.publisher})`);
  return [
    'Toolbox talk',
    `Today's work: ${activities.trim()}`,
    '',
    ...points,
    ...(sources.length > 0 ? ['', 'Based on:', ...sources] : []),
  ].join('\n');
}
