import { describe, expect, it } from 'vitest';
import { elapsedNotice } from './elapsed';

describe('elapsedNotice', () => {
  it('gives seconds with one decimal', () => {
    expect(elapsedNotice(342)).toBe('Answered in 0.3 seconds');
    expect(elapsedNotice(4999)).toBe('Answered in 5.0 seconds');
  });

  it('adds the optimizing note at 5,000 ms or more', () => {
    expect(elapsedNotice(5000)).toBe('Answered in 5.0 seconds (optimizing for faster responses...)');
    expect(elapsedNotice(12_345)).toBe('Answered in 12.3 seconds (optimizing for faster responses...)');
  });
});
