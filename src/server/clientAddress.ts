/**
 * Who is asking: the client's address, decided once per request, the way proxies mean it.
 *
 * Without configured proxies the connection's address is the client, whatever `X-Forwarded-For`
 * says: any client can write that header, and Next only fills it in when it is missing. Behind
 * proxies the operator names them (`TRUSTED_PROXIES`: addresses, ranges, `loopback`, `private`)
 * or counts them (`TRUSTED_PROXY_HOPS`), and only what they appended is believed: reading the
 * chain from the connection backwards, each trusted hop hands over to the address it forwarded
 * for, and the first untrusted one is the client. (The first entry of the header is whatever
 * the visitor wrote, and never trusted.)
 */
import type { IncomingMessage } from 'node:http'
import { BlockList, isIP } from 'node:net'

import { CLIENT_ADDRESS_HEADER } from '../lib/clientAddress'

/** Named ranges an operator may write instead of addresses. */
const namedRanges: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', 'fc00::/7'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
}

export type ProxyTrust = { proxies: string[]; hops: number }

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) is `10.0.0.1`. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

/** The trusted proxies as a block list; a malformed entry throws with its text (checked at start). */
export function trustedProxies(entries: string[]): BlockList {
  const list = new BlockList()
  for (const entry of entries.flatMap((item) => namedRanges[item.toLowerCase()] ?? [item])) {
    const [address, bits] = entry.split('/')
    const family = isIP(address)
    if (!family || (bits !== undefined && !/^\d{1,3}$/.test(bits)))
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address, a range or a named range.`)
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(bits), type)
  }
  return list
}

/** A function that decides a request's client address under the operator's trust. */
export function clientAddressOf({ proxies, hops }: ProxyTrust) {
  const trusted = trustedProxies(proxies)
  const isTrusted = (address: string) => {
    const family = isIP(address)
    return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4')
  }
  const believesHeader = proxies.length > 0 || hops > 0
  return (req: IncomingMessage): string => {
    const connection = plain(req.socket.remoteAddress ?? '')
    if (!believesHeader) return connection || 'unknown'
    const forwarded = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((part) => plain(part.trim()))
    // From the nearest hop back: the connection, then what each proxy appended.
    const chain = [connection, ...forwarded.reverse()]
    let at = 0
    let hopsLeft = hops
    while (at < chain.length - 1) {
      const hop = chain[at]
      if (hopsLeft > 0) hopsLeft--
      else if (!isTrusted(hop)) break
      const next = chain[at + 1]
      // A hop that forwarded for something that is not an address: stop at the hop.
      if (!isIP(next)) break
      at++
    }
    return chain[at] || 'unknown'
  }
}

/** The eight groups of an IPv6 address, `::` and a trailing IPv4 part written out. */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.split('%')[0].split('::')
  const groupsOf = (part: string | undefined) =>
    (part ? part.split(':') : []).flatMap((group) =>
      group.includes('.')
        ? group
            .split('.')
            .map(Number)
            .reduce<number[][]>((pairs, byte, index) => {
              if (index % 2 === 0) pairs.push([byte])
              else pairs[pairs.length - 1].push(byte)
              return pairs
            }, [])
            .map(([high, low]) => ((high << 8) | low).toString(16))
        : [group],
    )
  const left = groupsOf(head)
  const right = groupsOf(tail)
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array<string>(missing).fill('0'), ...right]
}

/**
 * What the limits count a client by: an IPv4 address as it is, an IPv6 address by its /64. One
 * subscriber is given a whole /64 (RFC 6177) and may send from any of its 2^64 addresses, so
 * counting each address apart would give one client a fresh allowance on every request.
 */
export function limitKeyOf(address: string): string {
  if (isIP(address) !== 6) return address
  const network = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
  return `${network.join(':')}::/64`
}

/**
 * Decides the request's address and writes what the limits count it by (`limitKeyOf`) where the
 * rest of the app reads it, replacing any value the request brought.
 */
export function settleClientAddress(decide: (req: IncomingMessage) => string) {
  return (req: IncomingMessage): string => {
    const address = limitKeyOf(decide(req))
    req.headers[CLIENT_ADDRESS_HEADER] = address
    return address
  }
}
