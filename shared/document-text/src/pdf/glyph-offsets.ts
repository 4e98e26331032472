// Where in a text item of a known width each character starts, without its
// font's metrics: for placing a note mark drawn after its line at the word it
// is printed after (the layout reader, and the evaluation's printed lines).

/**
 * How far into an item each of its characters starts, its width shared out by how wide such a character is in
 * most text faces (a capital or an 'm' about three times an 'i' or a space): an estimate, near enough to tell
 * which word a point on the item falls after, where an even share drifts by a word over a line of capitals.
 */
export function glyphOffsets(text: string, width: number): number[] {
  const weights = text.split('').map(glyphWeight);
  const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  const offsets: number[] = [];
  let run = 0;
  for (const weight of weights) {
    offsets.push((run / total) * width);
    run += weight;
  }
  offsets.push(width);
  return offsets;
}

function glyphWeight(char: string): number {
  if (/[\s.,:;'|!iljI]/.test(char)) return 0.25;
  if (/[ftr()[\]-]/.test(char)) return 0.33;
  if (/[mwMW]/.test(char)) return 0.85;
  if (/\p{Lu}/u.test(char)) return 0.7;
  return 0.55;
}
