// The first sentences of an answer as a reader meets them: headings dropped,
// Markdown emphasis and links reduced to their text. The visitor evaluation
// scores whether the key fact is among the first two (tax and logistics).

function plain(markdown: string): string {
  return markdown
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__|(?<!\w)_|_(?!\w)/g, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1');
}

/** The first `count` sentences of the answer. */
export function leadSentences(markdown: string, count = 2): string[] {
  const text = plain(markdown).replace(/\s+/g, ' ').trim();
  // A sentence ends at . ! ? followed by a space and a capital, a digit or €.
  return text.split(/(?<=[.!?])\s+(?=[A-Z€0-9])/).slice(0, count);
}
