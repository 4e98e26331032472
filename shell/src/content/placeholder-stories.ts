export type PlaceholderIcon = 'building' | 'users' | 'lightbulb';

export interface PlaceholderStory {
  industry: string;
  description: string;
  icon?: PlaceholderIcon;
}

/** Industries whose stories are being written up; shown as Coming Soon cards. */
export const placeholderStories: PlaceholderStory[] = [
  {
    industry: 'Manufacturing',
    description: 'How a manufacturer is using AI to forecast demand and cut waste on the production line.',
    icon: 'building',
  },
  {
    industry: 'Healthcare',
    description: 'How a healthcare provider is freeing up staff time by automating appointment and records admin.',
    icon: 'users',
  },
  {
    industry: 'Retail',
    description: 'How a retailer is using AI to personalise offers and keep the right stock on the shelves.',
    icon: 'lightbulb',
  },
];
