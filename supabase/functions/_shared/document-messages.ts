// Said by both document functions when a document id is unknown: deleted, expired, or never ours.
export const DOCUMENT_GONE_MESSAGE = 'This document is no longer available: it was deleted or has expired. Please upload it again.';
