import { describe, expect, it } from 'vitest';
import { expandsAcronym, expansionAsked, withoutExpansionWords } from './expansion.ts';

describe('expansionAsked', () => {
  it('reads the acronym a question asks the expansion of', () => {
    expect(expansionAsked('What does PTA stand for?')).toBe('PTA');
    expect(expansionAsked('What is SPDX short for?')).toBe('SPDX');
    expect(expansionAsked('PII is an abbreviation of what?')).toBe('PII');
    expect(expansionAsked('What does cFE stand for?')).toBe('cFE');
  });

  it('leaves other questions alone', () => {
    expect(expansionAsked('What is SPDX?')).toBeUndefined();
    expect(expansionAsked('What does it stand for?')).toBeUndefined();
    expect(withoutExpansionWords('Where should the UPS stand?')).toBe('Where should the UPS stand?');
  });

  it('takes the asking words out of the search', () => {
    expect(withoutExpansionWords('What does PTA stand for?')).not.toMatch(/stand|for/);
  });
});

describe('expandsAcronym', () => {
  it('finds the full name before the acronym in brackets', () => {
    expect(expandsAcronym('Organizations may use privacy threshold analyses (PTAs) to identify PII.', 'PTA')).toBe(true);
    expect(expandsAcronym('It uses the Software Package Data Exchange (SPDX) format.', 'SPDX')).toBe(true);
  });

  it('finds the full name in brackets or after a dash', () => {
    expect(expandsAcronym('cFE (core Flight Executive) OSAL (Operating System Abstraction Layer)', 'OSAL')).toBe(true);
    expect(expandsAcronym('SPDX or Software Package Data Exchange - the format standard', 'SPDX')).toBe(true);
  });

  it('finds the row of an acronym table', () => {
    expect(expandsAcronym('| PRA | Paperwork Reduction Act |\n| --- | --- |\n| PTA | Privacy Threshold Analysis |', 'PTA')).toBe(true);
  });

  it('does not take any bracket for an expansion', () => {
    expect(expandsAcronym('Contact the team (PTA) today.', 'PTA')).toBe(false);
    expect(expandsAcronym('Fill in the PTA (see below).', 'PTA')).toBe(false);
    expect(expandsAcronym('| PTA | Required |', 'PTA')).toBe(false);
  });
});
