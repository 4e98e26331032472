import type { RemoteName } from '@meitheal/federation';
import { RemoteSkeleton } from './RemoteSkeleton';

/**
 * The first view a remote route's page arrived with: the remote's own first
 * render, inserted by the server from the remote's build (first-view.html,
 * see server/src/site/remote-first-view.ts). Read once, before hydration, so
 * React keeps that HTML as it is instead of replacing it with a skeleton.
 */
const arrived = readArrivedFirstView();

function readArrivedFirstView(): { remote: string; html: string } | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.querySelector<HTMLElement>('[data-first-view-of]');
  const remote = element?.dataset.firstViewOf;
  return remote && element.innerHTML ? { remote, html: element.innerHTML } : undefined;
}

/**
 * The remote's first view while its code loads, or the skeleton where the
 * page has none (client-side navigation, a remote that ships none). The view
 * is not interactive until the remote replaces it with the same markup.
 */
export function RemoteFirstView({ remote }: { remote: RemoteName }) {
  const html = arrived?.remote === remote ? arrived.html : '';
  return (
    <>
      {/* Empty in the prerendered page; the server fills it. The skeleton after
          it shows only while it is empty. */}
      <div data-first-view-of={remote} className="peer" inert dangerouslySetInnerHTML={{ __html: html }} />
      <div className="peer-[:not(:empty)]:hidden">
        <RemoteSkeleton />
      </div>
    </>
  );
}
