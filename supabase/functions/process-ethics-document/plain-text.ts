// Uploads must be text: a binary file read as text carries control characters
// (or U+FFFD where bytes were not UTF-8), which would fill the index with noise.
import { HttpError } from '../_shared/http.ts';
import { MAX_DOCUMENT_BYTES } from './contract.ts';

// C0 controls other than tab, line feed, form feed and carriage return, and DEL:
// finding them is the point here, so the lint rule against them does not apply.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;
const REPLACEMENT_CHARACTER = /\uFFFD/g;

/** Throws a 4xx HttpError unless the text is a plain-text document within the size limit. */
export function assertPlainText(text: string): void {
  if (new TextEncoder().encode(text).byteLength > MAX_DOCUMENT_BYTES) {
    throw new HttpError(413, 'The document is too large: the limit is 2 MB of text.');
  }
  const replacements = text.match(REPLACEMENT_CHARACTER)?.length ?? 0;
  if (CONTROL_CHARACTER.test(text) || replacements > Math.max(3, text.length / 100)) {
    throw new HttpError(400, 'The document must be plain text; this one looks like a binary file.');
  }
}
