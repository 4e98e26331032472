// The lexicon turns a haulier's everyday words into the knowledge base's, so
// full-text search can find the entry; each case is worded as an owner would.
import { describe, expect, it } from 'vitest';
import { expandQuestion, lexiconTerms } from './lexicon.ts';

describe('logistics lexicon', () => {
  it.each([
    ['Our trucks come back empty from Cork most nights.', 'empty running'],
    ['We keep running empty on the way home', 'empty running'],
    ['How often do we have to pull data off the tachographs?', 'tachograph download'],
    ['Are there any reliefs on diesel for hauliers?', 'Diesel Rebate Scheme'],
    ['Our lads keep leaving after a few weeks', 'driver recruitment retention'],
    ['Should we switch our rigids to electric?', 'electric trucks'],
    ['We have trackers in all the trucks', 'telematics'],
    ['What if we get hacked?', 'cyber attack'],
    ['Does the new EU cyber law apply to us?', 'NIS2'],
    ['How often must the trucks come back to Ireland?', 'return operating centre'],
    ['Is there a limit on night shifts?', 'works at night'],
    ['Can we get rid of paper dockets and go digital?', 'eFTI'],
    ['Do we have to give our emissions data to the supermarket?', 'obliged decline requests'],
  ])('reads "%s" as %s', (question, term) => {
    expect(lexiconTerms(question).join(' ')).toContain(term);
  });

  it('adds nothing to a question already in the knowledge base\'s words, and never drops the visitor\'s own', () => {
    expect(lexiconTerms('Which lanes pay for their return leg?')).toEqual([]);
    const expanded = expandQuestion('Our trucks come back empty');
    expect(expanded.startsWith('Our trucks come back empty ')).toBe(true);
  });
});
