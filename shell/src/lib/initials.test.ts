import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first and last names', () => {
    expect(initials('Aoife Brennan')).toBe('AB');
    expect(initials('  máire ní  bhriain ')).toBe('MB');
  });

  it('copes with one name or none', () => {
    expect(initials('Declan')).toBe('D');
    expect(initials('')).toBe('');
  });
});
