import { Skeleton } from '@meitheal/ui';

/** Placeholder with the rough shape of a demo page while its remote loads. */
export function RemoteSkeleton() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12" aria-busy="true">
      <p className="sr-only" role="status">
        Loading…
      </p>
      <Skeleton className="mb-4 h-10 w-2/3" />
      <Skeleton className="mb-8 h-5 w-1/2" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
