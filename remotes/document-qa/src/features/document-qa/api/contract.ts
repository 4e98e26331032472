// The two document functions' own contracts, not copies: the limits the page
// follows and the schemas it reads answers with. One import point, so the
// paths into supabase/ are written once.
export * from '../../../../../../supabase/functions/process-ethics-document/contract.ts';
export * from '../../../../../../supabase/functions/query-ethics-document/contract.ts';
