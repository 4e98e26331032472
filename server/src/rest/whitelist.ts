// The only tables and columns /rest/v1 exposes, read-only. A demo that reads a
// table adds it here; everything else is refused before any SQL is built.
export type RestWhitelist = Readonly<Record<string, readonly string[]>>;

export const REST_WHITELIST: RestWhitelist = {
  // The construction demo counts rows to show the knowledge base status.
  safety_content: ['id', 'document_id'],
  // The document Q&A page reads the latest document_id, as the original page did. RLS hides every
  // row from anon, so it answers an empty list: documents are private.
  ethics_documents: ['document_id', 'created_at'],
};
