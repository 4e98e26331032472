import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { primaryLinks, serviceLinks, type NavItem } from '../../../content/navigation';
import { BookConsultationLink } from './BookConsultationLink';

const linkClass =
  'block rounded-md px-3 py-2.5 text-base font-medium text-foreground hover:bg-muted aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground';

function LinkList({ links, labelledBy }: { links: readonly NavItem[]; labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-1">
      {links.map(({ label, to }) => (
        <li key={to}>
          <NavLink to={to} className={linkClass}>
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The small-screen menu: the same links as the bar, in a panel that scrolls past about 24rem. */
export function MobileMenuPanel({ id }: { id: string }) {
  const servicesId = useId();
  return (
    <div id={id} className="max-h-96 overflow-y-auto border-t border-border bg-background xl:hidden">
      <nav aria-label="Main" className="mx-auto grid max-w-7xl gap-4 px-4 py-4">
        <div>
          <p id={servicesId} className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Services
          </p>
          <LinkList links={serviceLinks} labelledBy={servicesId} />
        </div>
        <LinkList links={primaryLinks} />
        <BookConsultationLink className="w-full" />
      </nav>
    </div>
  );
}
