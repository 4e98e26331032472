import type { Source } from '../../../../supabase/functions/_shared/contract.ts';

interface SourcesListProps {
  sources: readonly Source[];
  /** The list's heading, in the demo's own words; null where something around the list already names it. */
  heading?: string | null;
  className?: string;
}

const KIND_NOTE: Record<Source['kind'], string> = {
  knowledge: '',
  live: ' (read live)',
  document: ' (your document)',
};

/** The sources behind an answer, each with its publisher and date; a link only where there is a web page. */
export function SourcesList({ sources, heading = 'Sources', className }: SourcesListProps) {
  if (sources.length === 0) return null;
  return (
    <div className={className}>
      {heading !== null && <h3 className="font-semibold text-foreground">{heading}</h3>}
      <ul className={heading !== null ? 'mt-1 space-y-1' : 'space-y-1'}>
        {sources.map((source) => (
          <li key={`${source.kind}-${source.url ?? ''}-${source.title}`}>
            {source.url ? (
              <a href={source.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline underline-offset-2">
                {source.title}
              </a>
            ) : (
              source.title
            )}
            {` – ${source.publisher}, as of ${source.asOf}`}
            {KIND_NOTE[source.kind]}
          </li>
        ))}
      </ul>
    </div>
  );
}
