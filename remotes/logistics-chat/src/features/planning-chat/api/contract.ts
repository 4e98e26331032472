// The logistics function's own contract, not a copy: the areas and trusted
// sites the page lists, the limits its inputs follow and the schema it reads
// answers with. One import point, so the path into supabase/ is written once.
export * from '../../../../../../supabase/functions/logistics-planning-areas/contract.ts';
export { isWebAddress, type Source } from '../../../../../../supabase/functions/_shared/contract.ts';
