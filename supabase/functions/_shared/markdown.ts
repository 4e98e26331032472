// Text that is not ours (a model's words, a page read live, a visitor's file
// name or document) goes into the Markdown answers the pages render. Every
// composer escapes it here, one way, so that it is shown as written and can
// never become a link, an image, a heading, a list or HTML.

/**
 * Every character Markdown may read as syntax, inline or at a line start:
 * emphasis and code (* _ ` ~), links and images ([ ] ( ) !), HTML and
 * autolinks (< > &), headings, lists, quotes and tables (# + - = > |), braces
 * and the backslash itself, which would otherwise escape our own escapes
 * (and which browsers read as a slash in a link: /\evil.example is another site).
 */
const MARKDOWN_SYNTAX = /[\\`*_{}[\]()<>#+\-=!|~&]/g;

/** A number followed by . or ) and a space starts an ordered list at the beginning of a line. */
const ORDERED_LIST_MARKER = /^(\s*\d+)([.)])(?=\s|$)/gm;

/** The text shown as written: nothing in it is read as Markdown. */
export function escapeMarkdown(text: string): string {
  return text.replace(MARKDOWN_SYNTAX, (char) => `\\${char}`).replace(ORDERED_LIST_MARKER, '$1\\$2');
}

/**
 * A link to a web page whose title is not ours: the title is escaped, and the
 * address, which must be http(s), is written so that no character in it can
 * end the link early. Anything else is shown as the escaped title alone.
 */
export function markdownLink(title: string, url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return escapeMarkdown(title);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return escapeMarkdown(title);
  // URL.href is already percent-encoded except for these, which end or confuse a Markdown link target.
  const target = parsed.href.replace(/[()<> \\]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `[${escapeMarkdown(title)}](${target})`;
}
