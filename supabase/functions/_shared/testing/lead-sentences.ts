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
  // A list item, a table row or a paragraph is a unit of its own; within one,
  // a sentence ends at . ! ? followed by a space and a capital, a digit or €.
  const units = plain(markdown)
    .split(/\n\s*\n|\n\s*(?=[-*|]\s)/)
    .map((unit) =>
      unit
        .replace(/^\s*[-*]\s+/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  return units
    .filter(Boolean)
    .flatMap((unit) => unit.split(/(?<=[.!?])\s+(?=[A-Z€0-9])/))
    .slice(0, count);
}
