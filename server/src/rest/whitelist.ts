// The only tables and columns /rest/v1 exposes, read-only. A demo that reads a
// table adds it here; everything else is refused before any SQL is built.
export type RestWhitelist = Readonly<Record<string, readonly string[]>>;

export const REST_WHITELIST: RestWhitelist = {
  // The construction demo counts rows to show the knowledge base status.
  safety_content: ['id', 'document_id'],
};
