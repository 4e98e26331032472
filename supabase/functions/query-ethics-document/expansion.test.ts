import { describe, expect, it } from 'vitest';
import { expandsAcronym } from './expansion.ts';

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
