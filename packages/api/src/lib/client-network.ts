import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a per-address limit counts a client by. An IPv4 address is one key. An IPv6 client
 * gets a whole /64 from its provider (often more) and can pick a fresh address in it for every
 * request, so it is counted by its /64: `2001:db8:1:2::/64`. An IPv4 address written as IPv6
 * (`::ffff:203.0.113.7`, from a dual-stack socket) counts as that IPv4 address.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${firstFourGroups(ip).join(':')}::/64`;
}

/** The first four 16-bit groups of an IPv6 address, written out (leading zeros dropped). */
function firstFourGroups(ip: string): string[] {
  const withoutZone = ip.split('%')[0] ?? ip;
  const [head = '', tail] = withoutZone.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  // A trailing dotted IPv4 part stands for two groups; it never reaches the first four unless
  // the head is short, and then zeros fill in before it.
  const tailCount = tailGroups.reduce((count, group) => count + (group.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailCount).fill('0');
  return [...headGroups, ...zeros, ...tailGroups]
    .slice(0, 4)
    .map((group) => (group.includes('.') ? '0' : (parseInt(group, 16) || 0).toString(16)));
}
