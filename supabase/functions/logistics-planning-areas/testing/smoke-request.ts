import { expect } from 'vitest';
import type { SmokeRequest } from '../../_shared/testing/smoke-request.ts';

export const smokeRequest: SmokeRequest = {
  body: { area: 'fleet_decarbonisation', message: 'Should we switch our 40 diesel vans to electric vans?' },
  check(response) {
    const { reply, sources, attemptedSources } = response as {
      reply: string;
      sources: { title: string; asOf: string }[];
      attemptedSources: { url: string; outcome: string }[];
    };
    expect(reply).toMatch(/Executive takeaway/);
    expect(reply).toMatch(/40 vans/);
    expect(reply).toMatch(/€3,800/);
    expect(sources.length).toBeGreaterThan(0);
    expect(attemptedSources.length).toBeGreaterThan(0);
  },
};
