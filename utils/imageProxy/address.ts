// Which network addresses the image proxy may connect to: public unicast only. Loopback, private, link-local (the
// cloud metadata service at 169.254.169.254 included), CGNAT, unspecified, multicast, reserved, IPv6 unique-local
// and IPv4-mapped or translated forms would let a caller reach our own machine or network through us.
import ipaddr from 'ipaddr.js';

const REASONS: Record<string, string> = {
  loopback: 'Loopback addresses are refused',
  private: 'Private network addresses are refused',
  linkLocal: 'Link-local and metadata addresses are refused',
  carrierGradeNat: 'Shared (CGNAT) addresses are refused',
  unspecified: 'The unspecified address (0.0.0.0 or ::) is refused',
  uniqueLocal: 'Private IPv6 (unique local) addresses are refused',
  ipv4Mapped: 'IPv4-mapped IPv6 addresses are refused',
};

/** Why connecting to `address` is refused, or null for a public unicast address. */
export function addressRefusal(address: string): string | null {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.isValid(bare)) return 'Not an IP address';
  const range = ipaddr.parse(bare).range();
  if (range === 'unicast') return null;
  return REASONS[range] ?? `Reserved addresses are refused (${range})`;
}

/** Every address a name resolved to must be public: one private answer is enough to refuse (DNS rebinding). */
export function resolvedRefusal(addresses: readonly string[]): string | null {
  if (addresses.length === 0) return 'The image host does not resolve';
  for (const address of addresses) {
    const reason = addressRefusal(address);
    if (reason) return `The image host resolves to a refused address: ${reason.toLowerCase()}`;
  }
  return null;
}

export function isIpLiteral(hostname: string): boolean {
  return ipaddr.isValid(hostname.replace(/^\[(.*)\]$/, '$1'));
}
