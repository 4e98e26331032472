import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuTriggerStyle,
} from '@meitheal/ui';
import { NavLink, useLocation } from 'react-router-dom';
import { primaryLinks, serviceLinks } from '../../../content/navigation';

/** The wide-screen navigation: a Services dropdown and the top-level links. */
export function DesktopNav({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const inServices = serviceLinks.some((link) => link.to === pathname);

  return (
    <NavigationMenu className={className}>
      <NavigationMenuList>
        <NavigationMenuItem value="services">
          <NavigationMenuTrigger data-active={inServices ? '' : undefined}>Services</NavigationMenuTrigger>
          <NavigationMenuContent>
            <ul className="grid gap-1">
              {serviceLinks.map(({ label, to, description }) => (
                <li key={to}>
                  <NavigationMenuLink asChild>
                    <NavLink
                      to={to}
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
