/**
 * The contact address when the operator has set none (CONTACT_EMAIL), and the
 * one pages show before /config.json arrives. The server, the shell and every
 * remote take it from here. Dependency-free, so the marketing pages can use it
 * without loading the client.
 */
export const DEFAULT_CONTACT_EMAIL = 'hello@meitheal.ie';
