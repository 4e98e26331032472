// Passages of a real document checked at their edges: a passage should start
// where a sentence of the printed document starts and end where one ends,
// unless one sentence is longer than a passage. Code and tables are whole
// blocks and are not checked.
import { chunkDocument } from '../../../_shared/document-chunks.ts';
import { textUnits } from '../../../_shared/sentences.ts';
import { quotableUnits } from '../../compose.ts';
import { boundaryIsWhole } from './judge.ts';
import type { Reference } from './reference.ts';

export interface PassageCheck {
  passages: number;
  /** One line per passage edge that falls inside a sentence. */
  faults: string[];
}

export function checkPassageEdges(documentText: string, reference: Reference): PassageCheck {
  const chunks = chunkDocument(documentText);
  const faults: string[] = [];
  for (const chunk of chunks) {
    const units = textUnits(chunk.content);
    const first = units[0];
    const last = units[units.length - 1];
    if (first?.kind === 'prose') {
      const sentence = quotableUnits(first.text)[0];
      if (sentence && boundaryIsWhole(sentence, reference, 'start') === false)
        faults.push(`starts mid-sentence (${chunk.sectionRef}): “${sentence.slice(0, 90)}”`);
    }
    if (last?.kind === 'prose') {
      const sentence = quotableUnits(last.text).at(-1);
      if (sentence && boundaryIsWhole(sentence, reference, 'end') === false)
        faults.push(`ends mid-sentence (${chunk.sectionRef}): “…${sentence.slice(-90)}”`);
    }
  }
  return { passages: chunks.length, faults };
}
