import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, '::' expanded; null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  const [head = '', tail] = address.split('::');
  const split = (part: string) => (part ? part.split(':') : []);
  const left = split(head);
  const right = split(tail ?? '');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
}

/**
 * Where a session signs in from, as much as a member needs to tell home from church and no
 * more: the IPv4 /24 ('203.0.113.x') or the IPv6 /64 ('2001:db8:1:2::/64'). We reach no outside
 * service to turn it into a place, and keep no more than this of the address.
 */
export function approximateAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.x`;
  if (address === '::1') return address;
  if (isIPv6(address)) {
    const groups = ipv6Groups(address.split('%')[0] ?? address);
    if (groups)
      return `${groups
        .slice(0, 4)
        .map((group) => group.replace(/^0+(?=.)/, '').toLowerCase())
        .join(':')}::/64`;
  }
  return 'Unknown network';
}
