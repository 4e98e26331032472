// The bucket a caller's requests are counted in. An IPv4 address is one
// caller, but one IPv6 customer is routinely handed a whole /64 (2^64
// addresses), so keying on the full IPv6 address would give one person
// unlimited buckets. IPv6 callers are therefore keyed by their /64 prefix.
// IPv4-mapped IPv6 (::ffff:203.0.113.9, as dual-stack sockets report IPv4
// callers) is the IPv4 address it carries.

/** The rate-limit and quota key for a client address ('unknown' stays as it is). */
export function clientKey(address: string): string {
  const trimmed = address.trim();
  const ipv6 = parseIpv6(trimmed);
  if (!ipv6) return trimmed.toLowerCase();
  const mapped = mappedIpv4(ipv6);
  if (mapped) return mapped;
  const prefix = ipv6
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${prefix}::/64`;
}

/** Eight 16-bit groups, or undefined when the text is not an IPv6 address. */
export function parseIpv6(text: string): number[] | undefined {
  // Brackets come from URLs, a zone id (fe80::1%eth0) names an interface, not a caller.
  const address = text.replace(/^\[(.*)\]$/, '$1').replace(/%[^%]*$/, '');
  if (!address.includes(':')) return undefined;
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string): number[] | undefined => {
    if (part === '') return [];
    const groups: number[] = [];
    const pieces = part.split(':');
    for (const [index, piece] of pieces.entries()) {
      // A dotted IPv4 tail (::ffff:1.2.3.4) fills the last two groups.
      if (index === pieces.length - 1 && piece.includes('.')) {
        const octets = parseIpv4(piece);
        if (!octets) return undefined;
        groups.push((octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!);
      } else {
        if (!/^[0-9a-f]{1,4}$/i.test(piece)) return undefined;
        groups.push(Number.parseInt(piece, 16));
      }
    }
    return groups;
  };
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  if (!head || !tail) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return undefined;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}

function parseIpv4(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) return undefined;
  return parts.map(Number);
}

function mappedIpv4(groups: number[]): string | undefined {
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (!isMapped) return undefined;
  const [high, low] = [groups[6]!, groups[7]!];
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}
