// How long an answer took, shown under it: seconds with one decimal, and a
// note when it took 5,000 ms or more, the time visitors are promised an answer in.
export const SLOW_ANSWER_MS = 5000;

export function elapsedNotice(elapsedMs: number): string {
  const seconds = (elapsedMs / 1000).toFixed(1);
  const note = elapsedMs >= SLOW_ANSWER_MS ? ' (optimizing for faster responses...)' : '';
  return `Answered in ${seconds} seconds${note}`;
}
