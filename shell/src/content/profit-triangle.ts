import type { LucideIcon } from 'lucide-react';
import { BrainCircuit, Clock, Database, Euro, Settings2, TrendingDown } from 'lucide-react';

export interface TriangleItem {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The three ingredients of the AI Profit Triangle. */
export const triangleInputs: TriangleItem[] = [
  {
    title: 'Data',
    description: 'The records you already keep: sales, stock, jobs, emails and documents.',
    icon: Database,
  },
  {
    title: 'AI',
    description: 'Models that read, predict and draft, chosen to suit your budget and your data.',
    icon: BrainCircuit,
  },
  {
    title: 'Process optimisation',
    description: 'Redesigning the way work flows so AI removes steps instead of adding them.',
    icon: Settings2,
  },
];

/** What the three combine to deliver. */
export const triangleOutcomes: TriangleItem[] = [
  {
    title: 'Increased revenue',
    description: 'Better-targeted offers, faster quotes and fewer missed opportunities.',
    icon: Euro,
  },
  {
    title: 'Reduced cost',
    description: 'Less rework, less waste and fewer hours spent on repetitive admin.',
    icon: TrendingDown,
  },
  {
    title: 'Time saved',
    description: 'Your team spends its time on customers and decisions, not data entry.',
    icon: Clock,
  },
];
