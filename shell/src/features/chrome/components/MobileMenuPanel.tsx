import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { isServicePath, primaryLinks, serviceLinks, type NavItem } from '../../../content/navigation';
import { trackLinkFollow } from '../../analytics';
import { BookConsultationLink } from './BookConsultationLink';

const linkClass =
  'block rounded-md px-3 py-2.5 text-base font-medium text-foreground hover:bg-muted aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground';

function LinkList({ links, id, hidden }: { links: readonly NavItem[]; id?: string; hidden?: boolean }) {
  return (
    <ul id={id} hidden={hidden} className="grid gap-1 border-border [&[id]]:border-l [&[id]]:pl-3">
      {links.map(({ label, to }) => (
        <li key={to}>
          <NavLink to={to} className={linkClass} onClick={() => trackLinkFollow(to)}>
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The small-screen menu: the same links as the bar, in a panel capped at about
 * 24rem. Services is a group that opens on demand (open already on a service
 * page), so on a phone every top-level link and the consultation button fit
 * without scrolling.
 */
export function MobileMenuPanel({ id }: { id: string }) {
  const servicesListId = useId();
  const { pathname } = useLocation();
  const [servicesOpen, setServicesOpen] = useState(() => isServicePath(pathname));
  return (
    <div id={id} className="max-h-96 overflow-y-auto border-t border-border bg-background xl:hidden">
      <nav aria-label="Main" className="mx-auto grid max-w-7xl gap-1 px-4 py-3">
        <button
          type="button"
          aria-expanded={servicesOpen}
          aria-controls={servicesListId}
          onClick={() => setServicesOpen((open) => !open)}
          className="flex w-full items-center justify-between rounded-md px-3 py-2.5 text-base font-medium text-foreground hover:bg-muted"
        >
          Services
          <ChevronDown aria-hidden="true" className={servicesOpen ? 'size-4 rotate-180' : 'size-4'} />
        </button>
        <LinkList links={serviceLinks} id={servicesListId} hidden={!servicesOpen} />
        <LinkList links={primaryLinks} />
        <BookConsultationLink className="mt-2 w-full" />
      </nav>
    </div>
  );
}
