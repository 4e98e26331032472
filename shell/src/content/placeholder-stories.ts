export type PlaceholderIcon = 'building' | 'users' | 'lightbulb';

export interface PlaceholderStory {
  industry: string;
  description: string;
  icon?: PlaceholderIcon;
}

/**
 * Industries we mean to show stories from, as Coming Soon cards. They name
 * kinds of work, not customers: no story is claimed until it can be published.
 */
export const placeholderStories: PlaceholderStory[] = [
  {
    industry: 'Manufacturing',
    description: 'Stories from manufacturing, such as forecasting demand and cutting waste on the line, will appear here.',
    icon: 'building',
  },
  {
    industry: 'Healthcare',
    description: 'Stories from healthcare, such as freeing staff time from appointment and records admin, will appear here.',
    icon: 'users',
  },
  {
    industry: 'Retail',
    description: 'Stories from retail, such as personalised offers and keeping the right stock on the shelves, will appear here.',
    icon: 'lightbulb',
  },
];
