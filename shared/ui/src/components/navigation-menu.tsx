import * as NavigationMenuPrimitive from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { createContext, use, useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { navigationMenuTriggerStyle } from './navigation-menu-trigger-style';

/**
 * Menu delays: a pointer passing over the bar does not flash every menu open.
 * Radix applies the open and skip delays to hover, and its close delay after
 * the pointer leaves is fixed at 150 ms; the focus opening below reuses the
 * same open delay.
 */
export const NAVIGATION_MENU_OPEN_DELAY = 200;
export const NAVIGATION_MENU_SKIP_DELAY = 300;

interface MenuControl {
  value: string;
  setValue: (value: string) => void;
}

// Radix opens menus on hover, click and Enter but not on focus; keyboard users
// should meet the same menus as pointer users, so focus opens them too, and the
// root's value is held here where triggers can set it.
const MenuControlContext = createContext<MenuControl | null>(null);
const ItemValueContext = createContext('');

type NavigationMenuProps = Omit<ComponentProps<typeof NavigationMenuPrimitive.Root>, 'value' | 'defaultValue'>;

export function NavigationMenu({
  className,
  delayDuration = NAVIGATION_MENU_OPEN_DELAY,
  skipDelayDuration = NAVIGATION_MENU_SKIP_DELAY,
  onValueChange,
  ...props
}: NavigationMenuProps) {
  const [value, setValueState] = useState('');
  const setValue = (next: string) => {
    setValueState(next);
    onValueChange?.(next);
  };
  return (
    <MenuControlContext value={{ value, setValue }}>
      <NavigationMenuPrimitive.Root
        value={value}
        onValueChange={setValue}
        delayDuration={delayDuration}
        skipDelayDuration={skipDelayDuration}
        className={cn('relative flex items-center', className)}
        {...props}
      />
    </MenuControlContext>
  );
}

export function NavigationMenuList({ className, ...props }: ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return <NavigationMenuPrimitive.List className={cn('flex items-center gap-1', className)} {...props} />;
}

export function NavigationMenuItem({ value: valueProp, className, onBlur, ...props }: ComponentProps<typeof NavigationMenuPrimitive.Item>) {
  const generatedValue = useId();
  const value = valueProp ?? generatedValue;
  const control = use(MenuControlContext);
  return (
    <ItemValueContext value={value}>
      <NavigationMenuPrimitive.Item
        value={value}
        className={cn('relative', className)}
        onBlur={(event) => {
          onBlur?.(event);
          // Tabbing past the last link closes the menu. A null relatedTarget
          // (a click on the page, the window losing focus) is left to Radix's
          // outside-click handling so clicks inside the panel keep it open.
          const next = event.relatedTarget;
          if (control?.value === value && next && !event.currentTarget.contains(next)) control.setValue('');
        }}
        {...props}
      />
    </ItemValueContext>
  );
}

export function NavigationMenuTrigger({
  className,
  children,
  onFocus,
  onBlur,
  onPointerDown,
  onPointerUp,
  onKeyDown,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  const control = use(MenuControlContext);
  const value = use(ItemValueContext);
  const openTimer = useRef<number | undefined>(undefined);
  // Focus that comes from a pointer press must not open the menu: Radix's
  // click toggle already handles it and the two would fight.
  const pressedByPointer = useRef(false);
  const cancelOpen = () => window.clearTimeout(openTimer.current);

  useEffect(() => () => window.clearTimeout(openTimer.current), []);

  return (
    <NavigationMenuPrimitive.Trigger
      className={cn(navigationMenuTriggerStyle(), 'group', className)}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        pressedByPointer.current = true;
        cancelOpen();
      }}
      onPointerUp={(event) => {
        onPointerUp?.(event);
        pressedByPointer.current = false;
      }}
      onFocus={(event) => {
        onFocus?.(event);
        const byPointer = pressedByPointer.current;
        pressedByPointer.current = false;
        // Focus returning from the open panel (Shift+Tab, or Escape handing
        // focus back) must not reopen what the visitor just left.
        const returning = event.relatedTarget && event.currentTarget.closest('li')?.contains(event.relatedTarget);
        if (byPointer || returning || !control) return;
        cancelOpen();
        openTimer.current = window.setTimeout(() => control.setValue(value), NAVIGATION_MENU_OPEN_DELAY);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        cancelOpen();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Escape') cancelOpen();
      }}
      {...props}
    >
      {children}
      <ChevronDown aria-hidden="true" className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180" />
    </NavigationMenuPrimitive.Trigger>
  );
}

export function NavigationMenuContent({ className, ...props }: ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      className={cn(
        'absolute top-full left-0 z-50 mt-2 w-72 rounded-lg border border-border bg-card p-2 text-card-foreground shadow-lg',
        className,
      )}
      {...props}
    />
  );
}

export const NavigationMenuLink = NavigationMenuPrimitive.Link;
