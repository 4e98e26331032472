import { expect } from 'vitest';
import type { SmokeRequest } from '../../_shared/testing/smoke-request.ts';

export const smokeRequest: SmokeRequest = {
  body: { question: 'When do I have to register for VAT?' },
  check(response) {
    const { guidance, sources, taxYear } = response as { guidance: string; sources: { url: string }[]; taxYear: number };
    expect(guidance).toContain('€42,500');
    expect(sources.some((source) => source.url.startsWith('https://www.revenue.ie/'))).toBe(true);
    expect(taxYear).toBe(2026);
  },
};
