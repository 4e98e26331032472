// The logistics function's own catalogue, not a copy: the planning areas it
// accepts and the trusted sites it reads, which the page lists. Plain data.
export {
  PLANNING_AREAS,
  type AreaKey,
  type PlanningArea,
} from '../../../supabase/functions/logistics-planning-areas/catalogue/areas.ts';
export {
  TRUSTED_CATEGORIES,
  TRUSTED_SITES,
  type TrustedCategory,
  type TrustedSite,
} from '../../../supabase/functions/logistics-planning-areas/catalogue/trusted-sources.ts';
