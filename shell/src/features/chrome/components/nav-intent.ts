// The Services dropdown's code (Radix) loads when the visitor first reaches
// for the navigation, and replaces the light bar drawn until then. What the
// visitor was doing at that moment is carried over so the swap goes unnoticed.

export interface NavIntent {
  /** What had focus in the light bar: a link's href, or 'services' for the Services button. */
  focused?: string;
  /** The visitor pressed Services, or is resting the pointer on it. */
  services?: 'press' | 'hover';
}

const SERVICES = 'services';

/** Marks the Services button in both bars, so focus and pointer can be matched across the swap. */
export const servicesTriggerAttribute = { 'data-nav-services': '' } as const;

function servicesButton(nav: HTMLElement): HTMLElement | null {
  return nav.querySelector('[data-nav-services]');
}

export function captureNavIntent(nav: HTMLElement, services: NavIntent['services']): NavIntent {
  const active = document.activeElement;
  const focused =
    active instanceof HTMLElement && nav.contains(active)
      ? active === servicesButton(nav)
        ? SERVICES
        : (active.getAttribute('href') ?? undefined)
      : undefined;
  return { focused, services };
}

export function replayNavIntent(nav: HTMLElement, intent: NavIntent): void {
  const services = servicesButton(nav);
  const focusTarget =
    intent.focused === SERVICES ? services : [...nav.querySelectorAll('a')].find((link) => link.getAttribute('href') === intent.focused);
  focusTarget?.focus();
  if (!services) return;
  if (intent.services === 'press') services.click();
  // Radix opens on pointer movement; a pointer resting where it was gets the same delayed opening.
  else if (intent.services === 'hover') {
    services.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
  }
}
