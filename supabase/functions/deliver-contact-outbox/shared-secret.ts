// The schedule proves itself with a shared secret header. Compared in constant
// time, so response timing says nothing about how much of a guess was right.
export const SECRET_HEADER = 'x-outbox-secret';

export function secretsMatch(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}
