// Every topic in the safety knowledge base, in the order they are seeded.
import { concreteMasonryTopics } from './topics/concrete-masonry.ts';
import { finishingTradeTopics } from './topics/finishing-trades.ts';
import { groundTopics } from './topics/ground.ts';
import { healthTopics } from './topics/health.ts';
import { lessCommonWorkTopics } from './topics/less-common-work.ts';
import { heightTopics } from './topics/height.ts';
import { peopleTopics } from './topics/people.ts';
import { plantTopics } from './topics/plant.ts';
import { servicesFireTopics } from './topics/services-fire.ts';
import { siteDayExtraTopics } from './topics/site-day-extras.ts';
import { siteManagementTopics } from './topics/site-management.ts';
import { sitePlantTopics } from './topics/site-plant.ts';
import { structureTopics } from './topics/structure.ts';
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
  ...concreteMasonryTopics,
  ...finishingTradeTopics,
  ...structureTopics,
  ...sitePlantTopics,
  ...servicesFireTopics,
  ...siteManagementTopics,
  ...lessCommonWorkTopics,
  ...siteDayExtraTopics,
];
