import type { LucideIcon } from 'lucide-react';
import { FileSearch, HardHat, Landmark, Truck } from 'lucide-react';

export interface DemoImplementation {
  industry: string;
  title: string;
  description: string;
  href: string;
  /** Link text on the Industry Implementations page. */
  linkLabel: string;
  icon: LucideIcon;
  /** Also featured on the home page. */
  onHomePage: boolean;
}

/** Live demos, one per industry, in the order they are shown. */
export const implementations: DemoImplementation[] = [
  {
    industry: 'Construction Safety',
    title: 'Construction Safety Assistant',
    description: "Describe the day's work on site and get a toolbox talk built from national health and safety authority recommendations.",
    href: '/case-studies/construction',
    linkLabel: 'View details',
    icon: HardHat,
    onHomePage: true,
  },
  {
    industry: 'Tax, Accountancy & Legal',
    title: 'Professional Services Data Intelligence',
    description:
      "Upload a professional standard and ask questions about it in plain English. The demo runs on an auditors' ethical standard.",
    href: '/case-studies/ethics-rag-demo',
    linkLabel: 'View demo',
    icon: FileSearch,
    onHomePage: true,
  },
  {
    industry: 'Logistics',
    title: 'Logistics Planning Assistant',
    description:
      'A strategic planning assistant for fleet optimisation, route planning and decision support, grounded in trusted Irish and EU sources.',
    href: '/case-studies/logistics-planning',
    linkLabel: 'Strategic Planning',
    icon: Truck,
    onHomePage: true,
  },
  {
    industry: 'Irish Tax',
    title: 'Irish Tax Navigator',
    description: 'Ask a question about Irish tax and get clear, structured guidance on where the rules apply and what to check next.',
    href: '/case-studies/tax-navigator',
    linkLabel: 'Try the tax assistant',
    icon: Landmark,
    onHomePage: false,
  },
];
