// 'What does PTA stand for?', 'What is SPDX short for?', 'PII is an
// abbreviation of what?': a question asking what an acronym's letters stand
// for. Its asking words ('stand', 'for') are no words of the document's
// subject: searched, they make a passage need a second term besides the
// acronym, so the acronym table and the sentence expanding it go unanswered.
// They are taken out of the search (question-kinds.ts reads them), and the
// passage that spells the acronym out ('Privacy threshold analyses (PTAs)', a
// row 'PTA | Privacy Threshold Analysis') answers, as a definition answers
// 'what is X'.

// Little words an expansion may hold that give no letter ('Department of Labor' for DOL is D-L, or D-O-L).
const LINKING_WORDS = new Set(['of', 'and', 'the', 'for', 'to', 'in', 'on', 'a', 'an', '&']);

/**
 * Whether a text spells the acronym out: 'Full Name (ABBR)', 'ABBR (Full
 * Name)', or a table row with the acronym in one cell and its full name in
 * another ('| PTA | Privacy Threshold Analysis |').
 */
export function expandsAcronym(text: string, acronym: string): boolean {
  const letters = acronym.toLowerCase();
  const escaped = acronym.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // 'Privacy threshold analyses (PTAs)': the words before the bracket, as few as can spell it.
  for (const match of text.matchAll(new RegExp(`\\(${escaped}s?\\)`, 'giu'))) {
    const before = text.slice(0, match.index).match(/[\p{L}\p{N}&'’-]+/gu) ?? [];
    for (let count = 1; count <= letters.length + 2 && count <= before.length; count += 1) {
      if (spells(before.slice(-count), letters)) return true;
    }
  }
  // 'SPDX (Software Package Data Exchange)': the full name in the bracket after it.
  for (const match of text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}s?\\s*\\(([^)]{3,120})\\)`, 'giu'))) {
    if (spells(match[1]!.match(/[\p{L}\p{N}&'’-]+/gu) ?? [], letters)) return true;
  }
  // 'SPDX or Software Package Data Exchange - …', 'FOSS: Free and Open Source Software': the full name right after it.
  for (const match of text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}s?\\s*(?:\\bor\\b|[-–—:=,])\\s*([^.;()\\n]{3,120})`, 'giu'))) {
    const after = match[1]!.match(/[\p{L}\p{N}&'’-]+/gu) ?? [];
    for (let count = 2; count <= letters.length + 2 && count <= after.length; count += 1) {
      if (spells(after.slice(0, count), letters)) return true;
    }
  }
  // A row of an acronym table: one cell is the acronym, another its full name.
  for (const row of text.split('\n').filter((line) => /^\s*\|.*\|\s*$/.test(line))) {
    const cells = row
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
    if (!cells.some((cell) => cell.toLowerCase().replace(/s$/, '') === letters)) continue;
    if (cells.some((cell) => spells(cell.match(/[\p{L}\p{N}&'’-]+/gu) ?? [], letters))) return true;
  }
  return false;
}

/**
 * Whether words spell the acronym's letters, in order: the first word opens
 * with its first letter, and every word but a linking word gives at least one
 * letter, most often its initial ('Software Package Data Exchange' spells
 * SPDX, the X from inside Exchange).
 */
function spells(words: readonly string[], letters: string): boolean {
  const meaning = words.map((word) => word.toLowerCase()).filter((word) => !LINKING_WORDS.has(word));
  return meaning.length >= 2 && meaning.length <= letters.length && meaning[0]![0] === letters[0] && spellsFrom(meaning, 0, letters, 0);
}

function spellsFrom(words: readonly string[], word: number, letters: string, letter: number): boolean {
  if (word === words.length) return letter === letters.length;
  const text = words[word]!;
  // The word gives the next letter (wherever in it), then as many more as it holds in order; each way is tried.
  let next = letter;
  for (let index = 0; index < text.length && next < letters.length; index += 1) {
    if (text[index] !== letters[next]) continue;
    next += 1;
    if (spellsFrom(words, word + 1, letters, next)) return true;
  }
  return false;
}
