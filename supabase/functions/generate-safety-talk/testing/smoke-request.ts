import { expect } from 'vitest';
import type { SmokeRequest } from '../../_shared/testing/smoke-request.ts';

export const smokeRequest: SmokeRequest = {
  body: { summary: 'Erecting scaffolding while the lads dig a trench for the drainage', debug: false },
  check(response) {
    const { talking_points } = response as { talking_points: { point: string; detail: string }[] };
    expect(talking_points.length).toBeGreaterThanOrEqual(5);
    expect(talking_points.length).toBeLessThanOrEqual(7);
    expect(JSON.stringify(talking_points)).toMatch(/scaffold/i);
  },
};
