// generate-safety-talk: a toolbox talk for the day's activities, grounded in
// the safety knowledge base. The response carries `error` only when the talk
// needs a caveat (nothing recognised, or too many activities for one talk).
import { getDatabase } from '../_shared/database.ts';
import { defineFunction } from '../_shared/http.ts';
import { generateSafetyTalk } from './generate.ts';
import { generateSafetyTalkSchema } from './schema.ts';

export default defineFunction({
  name: 'generate-safety-talk',
  schema: generateSafetyTalkSchema,
  async handle({ summary, debug }) {
    const { talking_points, sources, error, activities, point_topics } = await generateSafetyTalk(
      await getDatabase(),
      summary,
    );
    return {
      talking_points,
      sources,
      ...(error ? { error } : {}),
      ...(debug ? { debug: { activities, point_topics } } : {}),
    };
  },
});
