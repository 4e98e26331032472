import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from '@meitheal/ui/navigation-menu';
import { navigationMenuTriggerStyle } from '@meitheal/ui';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { isServicePath, primaryLinks, serviceLinks } from '../../../content/navigation';
import { trackLinkFollow } from '../../analytics';
import { replayNavIntent, servicesTriggerAttribute, type NavIntent } from './nav-intent';

interface DesktopNavMenuProps {
  className?: string;
  /** What the visitor was doing in the light bar this menu replaces. */
  intent?: NavIntent;
}

/** The wide-screen navigation with its Radix Services dropdown (loaded on first use; see DesktopNav). */
export default function DesktopNavMenu({ className, intent }: DesktopNavMenuProps) {
  const { pathname } = useLocation();
  const inServices = isServicePath(pathname);
  const navRef = useRef<HTMLElement>(null);
  const intentOnMount = useRef(intent);

  useEffect(() => {
    if (navRef.current && intentOnMount.current) replayNavIntent(navRef.current, intentOnMount.current);
  }, []);

  return (
    <NavigationMenu ref={navRef} aria-label="Main" className={className}>
      <NavigationMenuList>
        <NavigationMenuItem value="services">
          <NavigationMenuTrigger {...servicesTriggerAttribute} data-active={inServices ? '' : undefined}>
            Services
          </NavigationMenuTrigger>
          <NavigationMenuContent>
            <ul className="grid gap-1">
              {serviceLinks.map(({ label, to, description }) => (
                <li key={to}>
                  <NavigationMenuLink asChild>
                    <NavLink
                      to={to}
                      onClick={() => trackLinkFollow(to)}
                      className="block rounded-md p-3 hover:bg-muted focus-visible:bg-muted aria-[current=page]:bg-secondary"
                    >
                      <span className="block text-sm font-semibold text-foreground">{label}</span>
                      <span className="mt-0.5 block text-sm text-muted-foreground">{description}</span>
                    </NavLink>
                  </NavigationMenuLink>
                </li>
              ))}
            </ul>
          </NavigationMenuContent>
        </NavigationMenuItem>
        {primaryLinks.map(({ label, to }) => (
          <NavigationMenuItem key={to}>
            <NavigationMenuLink asChild>
              <NavLink to={to} className={navigationMenuTriggerStyle()}>
                {label}
              </NavLink>
            </NavigationMenuLink>
          </NavigationMenuItem>
        ))}
      </NavigationMenuList>
    </NavigationMenu>
  );
}
