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
  const candidates = [0, ...values.slice(1).map((value, index) => (value + values[index]!) / 2), (values.at(-1) ?? 0) + 0.01];
  let best: Calibration = { threshold: 0, right: -1, total: measured.length };
  for (const threshold of candidates) {
    const right = measured.filter((item) => item.coverage >= threshold === item.shouldAnswer).length;
    if (right > best.right) best = { threshold, right, total: measured.length };
  }
  return { ...best, threshold: Math.round(best.threshold * 1000) / 1000 };
}
