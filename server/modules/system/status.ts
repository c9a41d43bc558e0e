import { BlockList, isIP } from 'node:net';

/** SPEC §4: 0 normal; 1 maintenance, also when region restriction applies too; 2 region restricted only. */
export function systemStatus(maintenance: boolean, regionRestricted: boolean): 0 | 1 | 2 {
  if (maintenance) return 1;
  return regionRestricted ? 2 : 0;
}

/** Matches an address against configured IPs and CIDR blocks (v4 and v6). */
export function networkMatcher(networks: string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const entry of networks) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address ?? '') === 6 ? 'ipv6' : 'ipv4';
    if (!address || isIP(address) === 0) throw new Error(`not an IP or CIDR block: ${entry}`);
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (ip: string) => {
    const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}
