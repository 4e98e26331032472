import { Plus } from 'lucide-react';
import { Fragment } from 'react';
import { Section } from '../../../components/Section';
import { triangleInputs, triangleOutcomes, type TriangleItem } from '../../../content/profit-triangle';

function TriangleTile({ item, tone }: { item: TriangleItem; tone: 'input' | 'outcome' }) {
  const Icon = item.icon;
  const toneClass = tone === 'input' ? 'bg-secondary text-brand-700' : 'bg-accent-100 text-warning-foreground';
  return (
    <div className="flex h-full flex-col items-center rounded-lg border border-border bg-card p-6 text-center shadow-sm">
      <span className={`mb-3 inline-flex size-12 items-center justify-center rounded-full ${toneClass}`}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
      <p className="mt-2 text-muted-foreground">{item.description}</p>
    </div>
  );
}

/** Data, AI and process optimisation together produce the three outcomes. */
export function ProfitTriangleSection() {
  return (
    <Section
      title="The AI Profit Triangle"
      intro="AI on its own is not a strategy. Profit comes when your data, the right AI and better processes work together."
    >
      <ul aria-label="What goes in" className="flex flex-col items-stretch gap-4 md:flex-row">
        {triangleInputs.map((item, index) => (
          <Fragment key={item.title}>
            {index > 0 && <Plus aria-hidden="true" className="mx-auto size-6 shrink-0 self-center text-brand-600" />}
            <li className="flex-1">
              <TriangleTile item={item} tone="input" />
            </li>
          </Fragment>
        ))}
      </ul>
      <p className="my-8 text-center text-lg font-semibold text-brand-800">together deliver</p>
      <ul aria-label="What comes out" className="grid gap-4 md:grid-cols-3">
        {triangleOutcomes.map((item) => (
          <li key={item.title}>
            <TriangleTile item={item} tone="outcome" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
