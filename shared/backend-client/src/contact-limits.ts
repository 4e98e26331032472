// The function's own limits, not a copy: the API contract the form follows.
export { CONTACT_LIMITS } from '../../../supabase/functions/send-contact-email/limits.ts';
