// The tax function's own contract, not a copy: the areas the page lists as
// covered, the question box's limit and the schema it reads answers with. One
// import point, so the path into supabase/ is written once.
export * from '../../../../../../supabase/functions/generate-tax-guidance/contract.ts';
