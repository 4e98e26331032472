// Splits a quoted passage into plain and highlighted parts: the words and
// phrases of the passage the server found matching the question (or its
// synonyms), matched whole and regardless of case.
export interface QuoteSegment {
  text: string;
  highlighted: boolean;
}

function termPattern(term: string): string | undefined {
  const words = term.match(/[\p{L}\p{N}]+/gu);
  if (!words) return undefined;
  return `\\b${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s-]+')}\\b`;
}

export function highlightSegments(text: string, terms: readonly string[]): QuoteSegment[] {
  const patterns = terms.map(termPattern).filter((pattern): pattern is string => Boolean(pattern));
  if (patterns.length === 0) return [{ text, highlighted: false }];
  // Longest first, so 'public interest entity' wins over 'public'.
  patterns.sort((a, b) => b.length - a.length);
  const matcher = new RegExp(`(${patterns.join('|')})`, 'giu');
  const segments: QuoteSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(matcher)) {
    const start = match.index;
    if (start > last) segments.push({ text: text.slice(last, start), highlighted: false });
    segments.push({ text: match[0], highlighted: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), highlighted: false });
  return segments;
}
