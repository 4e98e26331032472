import { cn, navigationMenuTriggerStyle } from '@meitheal/ui';
import { ChevronDown } from 'lucide-react';
import { useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { isServicePath, primaryLinks } from '../../../content/navigation';
import { componentLoader } from '../../../lib/component-loader';
import { captureNavIntent, servicesTriggerAttribute, type NavIntent } from './nav-intent';

const desktopNavMenu = componentLoader(() => import('./DesktopNavMenu'));

interface DesktopNavProps {
  className?: string;
}

/**
 * The wide-screen navigation. Until the visitor points at it or tabs into it,
 * it is a light bar of links that looks like the closed menu; the Radix
 * dropdown's code (about a tenth of the page's JavaScript) loads then.
 */
export function DesktopNav({ className }: DesktopNavProps) {
  const [intent, setIntent] = useState<NavIntent>();
  const Menu = desktopNavMenu.loaded;
  if (Menu) return <Menu className={className} intent={intent} />;
  return <LightDesktopNav className={className} onMenuLoaded={setIntent} />;
}

function LightDesktopNav({ className, onMenuLoaded }: DesktopNavProps & { onMenuLoaded: (intent: NavIntent) => void }) {
  const { pathname } = useLocation();
  const inServices = isServicePath(pathname);
  const navRef = useRef<HTMLElement>(null);
  // Where the visitor is with Services while the menu loads.
  const services = useRef<NavIntent['services']>(undefined);
  // pointerover fires for every link crossed: ask for the menu once.
  const requested = useRef(false);

  const loadMenu = () => {
    if (requested.current) return;
    requested.current = true;
    desktopNavMenu.load().then(
      () => {
        if (navRef.current) onMenuLoaded(captureNavIntent(navRef.current, services.current));
      },
      (error: unknown) => {
        // The links keep working; the next approach tries again.
        requested.current = false;
        console.warn('The Services menu could not be loaded.', error);
      },
    );
  };

  return (
    <nav ref={navRef} aria-label="Main" className={cn('relative flex items-center', className)} onPointerOver={loadMenu} onFocus={loadMenu}>
      <ul className="flex items-center gap-1">
        <li className="relative">
          <button
            type="button"
            aria-expanded="false"
            {...servicesTriggerAttribute}
            data-active={inServices ? '' : undefined}
            className={navigationMenuTriggerStyle()}
            onPointerEnter={() => {
              services.current ??= 'hover';
            }}
            onPointerLeave={() => {
              if (services.current === 'hover') services.current = undefined;
            }}
            onClick={() => {
              services.current = 'press';
              loadMenu();
            }}
          >
            Services
            <ChevronDown aria-hidden="true" className="size-4" />
          </button>
        </li>
        {primaryLinks.map(({ label, to }) => (
          <li key={to}>
            <NavLink to={to} className={navigationMenuTriggerStyle()}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
