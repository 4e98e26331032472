// The contact form's field limits: the function enforces them, and the
// browser's form takes the same numbers (through @meitheal/backend-client), so
// a visitor learns of a limit while typing, not from a failed send.
export const CONTACT_LIMITS = {
  name: 200,
  email: 254,
  company: 200,
  message: 10_000,
} as const;
