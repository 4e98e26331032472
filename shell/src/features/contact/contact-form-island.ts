import { defineIsland } from '../../lib/deferred-island';

// The form sits at the bottom of the home page: its code (and TanStack Query)
// loads as the visitor scrolls towards it, not with the page.
export const contactFormIsland = defineIsland(() => import('./ContactFormIsland'));
