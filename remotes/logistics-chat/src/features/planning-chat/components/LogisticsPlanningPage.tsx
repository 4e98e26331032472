import { useId, useState } from 'react';
import { PLANNING_AREAS, type AreaKey } from '../api/contract';
import { AreaPicker } from './AreaPicker';
import { ChatPanel } from './ChatPanel';
import { InfoPanel } from './InfoPanel';
import { SuggestedUrls } from './SuggestedUrls';
import { TrustedSourcesPanel } from './TrustedSourcesPanel';

/** The /case-studies/logistics-planning page. */
export function LogisticsPlanningPage() {
  const headingId = useId();
  const [areaKey, setAreaKey] = useState<AreaKey>(PLANNING_AREAS[0]!.key);
  const [suggestedUrls, setSuggestedUrls] = useState<string[]>([]);
  // A question carried to the area its reply came from; choosing an area by hand starts empty.
  const [carried, setCarried] = useState('');
  const area = PLANNING_AREAS.find((candidate) => candidate.key === areaKey) ?? PLANNING_AREAS[0]!;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h1 id={headingId} className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
        Logistics Planning Assistant
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-muted-foreground">
        Pick a planning area and talk through a decision. Each reply is a short executive brief for an Irish haulier or distributor, built
        from trusted Irish and EU sources.
      </p>
      <div className="mt-8">
        <AreaPicker
          value={areaKey}
          onChange={(key) => {
            setCarried('');
            setAreaKey(key);
          }}
        />
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <ChatPanel
          key={area.key}
          area={area}
          suggestedUrls={suggestedUrls}
          initialQuestion={carried}
          onSwitchArea={(key, question) => {
            setCarried(question);
            setAreaKey(key);
          }}
        />
        <div className="grid content-start gap-6">
          <InfoPanel />
          <SuggestedUrls urls={suggestedUrls} onChange={setSuggestedUrls} />
        </div>
      </div>
      <div className="mt-8">
        <TrustedSourcesPanel />
      </div>
    </section>
  );
}
