// Picks a 'not covered' threshold from measurements instead of by hand: given
// the best coverage of each development question and whether the question
// should be answered, the threshold that sorts the most questions right, in
// the middle of its gap so small drifts do not flip a question.

export interface Measured {
  coverage: number;
  shouldAnswer: boolean;
}

export interface Calibration {
  threshold: number;
  /** Questions the threshold sorts right, of all. */
  right: number;
  total: number;
}

export function calibrateThreshold(measured: readonly Measured[]): Calibration {
  const values = [...new Set(measured.map((item) => item.coverage))].sort((a, b) => a - b);
  // Each candidate sits in the middle of a gap between two measured coverages; below all and above all close the list.
  const gaps = [
    { threshold: 0, width: 0 },
    ...values.slice(1).map((value, index) => ({ threshold: (value + values[index]!) / 2, width: value - values[index]! })),
    { threshold: (values.at(-1) ?? 0) + 0.01, width: 0 },
  ];
  let best = { threshold: 0, right: -1, width: -1 };
  for (const { threshold, width } of gaps) {
    const right = measured.filter((item) => item.coverage >= threshold === item.shouldAnswer).length;
    // Among thresholds sorting as many right, the widest gap: a small drift in coverage then flips no question.
    if (right > best.right || (right === best.right && width > best.width)) best = { threshold, right, width };
  }
  return { threshold: Math.round(best.threshold * 1000) / 1000, right: best.right, total: measured.length };
}
