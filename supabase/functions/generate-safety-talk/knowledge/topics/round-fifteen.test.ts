// Controls the fifteenth round added to topics that already existed, each from the page it cites: an excavator's
// quick hitch and safety pin checked after every change (the HSA's quick hitch safety alert), the lowest-vibration
// tool for the job (General Application Regulations 2007, regulation 138), a Safe Pass card lasting four years
// (SOLAS, and the Minister's written answer), a homeowner as the client who appoints the project supervisors (the
// HSA's Homeowners FAQs and guide), and, from secondary copies of the utilities' own advice because no page of
// theirs with the words was stored: Gas Networks Ireland's Dial Before You Dig number, ESB Networks' 3 m under a
// line for lorries and its 'keep clear' of fallen wires. Each is checked in the knowledge as written, so the test
// fails if the control or its source is taken out.
import { describe, expect, it } from 'vitest';
import { safetyTopics } from '../index.ts';

function topic(slug: string) {
  const found = safetyTopics.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No topic ${slug}`);
  return found;
}

describe('controls added in round fifteen', () => {
  it("checks an excavator's quick hitch and safety pin after every change, citing the HSA alert", () => {
    const excavators = topic('excavators');
    const hitch = excavators.points.find(({ point }) => /quick hitch/iu.test(point));
    expect(hitch?.point).toMatch(/safety pin/u);
    expect(hitch?.detail).toMatch(/shakes the arm/u);
    expect(excavators.triggers).toContain('360');
    expect(topic('lifting-with-excavators').triggers).not.toContain('360');
    expect(excavators.sources.some(({ url }) => url?.includes('excavator_quick_hitch_alert'))).toBe(true);
  });

  it('chooses the lowest-vibration tool for the job, citing regulation 138', () => {
    const vibration = topic('hand-arm-vibration');
    expect(vibration.points.some(({ point }) => /Low-vibration/u.test(point))).toBe(true);
    expect(vibration.sources.some(({ url }) => url?.includes('/section/138/'))).toBe(true);
  });

  it('says a Safe Pass card lasts four years, citing the Minister\u2019s answer', () => {
    const newStarters = topic('young-and-new-workers');
    expect(newStarters.points[0]?.detail).toMatch(/Safe Pass \(a card lasts 4 years/u);
    expect(newStarters.sources.some(({ url }) => url?.includes('oireachtas.ie/en/debates/question/2015-10-06'))).toBe(true);
  });

  it('makes a homeowner the client who appoints the project supervisors', () => {
    const notification = topic('project-notification');
    expect(notification.triggers).toContain('homeowner');
    expect(notification.points.some(({ point, detail }) => /homeowner/u.test(point) && /PSDP and a PSCS in writing/u.test(detail))).toBe(
      true,
    );
    expect(notification.sources.some(({ url }) => url?.includes('Homeowners_FAQs'))).toBe(true);
  });

  it('gives the Dial Before You Dig number, saying it was read in a copy', () => {
    const gas = topic('utilities-gas-and-water-mains');
    expect(gas.points[0]?.detail).toMatch(/1800 42 77 47/u);
    expect(gas.triggers).toContain('gas marker post');
    expect(gas.sources.find(({ name }) => /Dial Before You Dig/u.test(name))?.note).toMatch(/secondary copy/u);
  });

  it('keeps 3 m under a line for lorries and keeps clear of fallen wires, from ESB Networks\u2019 advice in copies', () => {
    const lines = topic('overhead-power-lines');
    expect(lines.points[0]?.detail).toMatch(/at least 3 m between its highest point/u);
    expect(lines.points.some(({ point }) => /keep clear, never touch it/u.test(point))).toBe(true);
    expect(lines.legal.figure).toMatch(/10 metres/u);
    const copies = lines.sources.filter(({ note }) => note?.startsWith('A secondary copy'));
    expect(copies.length).toBe(2);
  });

  it('reads asbestos cement sheets as a fragile roof too', () => {
    expect(topic('asbestos-cement-sheets').broader).toContain('roof-work-fragile-surfaces');
  });
});
