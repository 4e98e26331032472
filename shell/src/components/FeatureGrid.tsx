import { FeatureCard, type Feature } from './FeatureCard';

/** Feature cards in a responsive grid: one column on phones, up to four on wide screens. */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {features.map((feature) => (
        <li key={feature.title}>
          <FeatureCard {...feature} />
        </li>
      ))}
    </ul>
  );
}
