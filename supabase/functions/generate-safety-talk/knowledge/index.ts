// Every topic in the safety knowledge base, in the order they are seeded.
import { groundTopics } from './topics/ground.ts';
import { healthTopics } from './topics/health.ts';
import { heightTopics } from './topics/height.ts';
import { peopleTopics } from './topics/people.ts';
import { plantTopics } from './topics/plant.ts';
import { tradeTopics } from './topics/trades.ts';
import { weatherTopics } from './topics/weather.ts';
import type { SafetyTopic } from './types.ts';

export { GENERAL_TOPIC_SLUG } from './topics/people.ts';

export const safetyTopics: readonly SafetyTopic[] = [
  ...heightTopics,
  ...groundTopics,
  ...plantTopics,
  ...tradeTopics,
  ...healthTopics,
  ...weatherTopics,
  ...peopleTopics,
];
