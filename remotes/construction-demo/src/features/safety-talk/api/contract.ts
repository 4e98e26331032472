// The safety talk function's own contract, not a copy: the text box's limit
// and the schema the page reads answers with. One import point, so the path
// into supabase/ is written once.
export * from '../../../../../../supabase/functions/generate-safety-talk/contract.ts';
