import { defineIsland } from '../../lib/deferred-island';

// Below the hero, each section of the home page is an island: its HTML is
// prerendered and shown at once, and its code loads as the visitor scrolls
// towards it (or points at or tabs into it). A visitor who reads only the
// hero loads only the hero's code. Their content is links, which work as
// plain links until the code is in. The contact section is not one of them:
// its form is an island of its own, and nesting would delay it further.
export const profitTriangleIsland = defineIsland(() =>
  import('./components/ProfitTriangleSection').then(({ ProfitTriangleSection }) => ({ default: ProfitTriangleSection })),
);
export const journeyIsland = defineIsland(() =>
  import('./components/JourneySection').then(({ JourneySection }) => ({ default: JourneySection })),
);
export const implementationsIsland = defineIsland(() =>
  import('./components/ImplementationsSection').then(({ ImplementationsSection }) => ({ default: ImplementationsSection })),
);
export const ctaBandIsland = defineIsland(() => import('./components/CtaBand').then(({ CtaBand }) => ({ default: CtaBand })));
