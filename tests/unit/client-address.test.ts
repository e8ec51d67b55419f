import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER, clientAddress } from '../../src/lib/clientAddress'
import {
  clientAddressOf,
  limitKeyOf,
  settleClientAddress,
  trustedProxies,
} from '../../src/server/clientAddress'

/** A request as it reaches the server: from `connection`, with the header it brought. */
const from = (connection: string, forwardedFor?: string, extra: Record<string, string> = {}) =>
  ({
    socket: { remoteAddress: connection },
    headers: {
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
      ...extra,
    },
  }) as unknown as IncomingMessage

describe("the client's address", () => {
  it('is the connection without configured proxies, whatever X-Forwarded-For says', () => {
    const decide = clientAddressOf({ proxies: [], hops: 0 })
    expect(decide(from('203.0.113.7', '198.51.100.1'))).toBe('203.0.113.7')
    expect(decide(from('::ffff:203.0.113.7', '198.51.100.1, 10.0.0.1'))).toBe('203.0.113.7')
    expect(decide(from('2001:db8::5'))).toBe('2001:db8::5')
  })

  it('believes only what the named proxies appended', () => {
    const decide = clientAddressOf({ proxies: ['10.0.0.0/8', '192.0.2.10'], hops: 0 })
    // The balancer (10.0.0.2) forwarded for the visitor.
    expect(decide(from('10.0.0.2', '203.0.113.7'))).toBe('203.0.113.7')
    // The visitor wrote an entry of their own first: it is not believed.
    expect(decide(from('10.0.0.2', '1.2.3.4, 203.0.113.7'))).toBe('203.0.113.7')
    // Two trusted hops: the CDN (192.0.2.10) and the balancer.
    expect(decide(from('10.0.0.2', '1.2.3.4, 203.0.113.7, 192.0.2.10'))).toBe('203.0.113.7')
    // A connection from anywhere else is the client, whatever it claims.
    expect(decide(from('203.0.113.9', '10.0.0.5'))).toBe('203.0.113.9')
    // A trusted proxy that forwarded for something that is not an address.
    expect(decide(from('10.0.0.2', 'unknown'))).toBe('10.0.0.2')
  })

  it('trusts the loopback and private ranges by name', () => {
    const decide = clientAddressOf({ proxies: ['loopback', 'private'], hops: 0 })
    expect(decide(from('127.0.0.1', '172.20.0.3, 198.51.100.4'))).toBe('198.51.100.4')
    expect(decide(from('::1', '203.0.113.7'))).toBe('203.0.113.7')
  })

  it('counts hops when the proxies have no fixed addresses', () => {
    const decide = clientAddressOf({ proxies: [], hops: 2 })
    // The connection and one more hop are proxies: the entry before them is the client.
    expect(decide(from('10.0.0.2', '1.2.3.4, 203.0.113.7, 192.0.2.10'))).toBe('203.0.113.7')
    expect(decide(from('10.0.0.2', '203.0.113.7'))).toBe('203.0.113.7')
  })

  it('refuses a malformed proxy entry at start, naming it', () => {
    expect(() => trustedProxies(['10.0.0.0/8', 'balancer.internal'])).toThrow(/balancer\.internal/)
    expect(() => trustedProxies(['10.0.0.0/x'])).toThrow(/10\.0\.0\.0\/x/)
  })

  it('replaces whatever a request brought in the header the app reads', () => {
    const request = from('203.0.113.7', undefined, { [CLIENT_ADDRESS_HEADER]: '198.51.100.1' })
    settleClientAddress(clientAddressOf({ proxies: [], hops: 0 }))(request)
    const headers = new Headers(request.headers as Record<string, string>)
    expect(clientAddress(headers)).toBe('203.0.113.7')
  })

  it('counts an IPv6 client by its /64: its other 2^64 addresses get no fresh allowance', () => {
    const settle = settleClientAddress(clientAddressOf({ proxies: [], hops: 0 }))
    const keys = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:fffe',
      '2001:0db8:0001:0002:a::b',
    ].map((address) => settle(from(address)))
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']))
    expect(settle(from('2001:db8:1:3::1'))).toBe('2001:db8:1:3::/64')
    expect(limitKeyOf('::1')).toBe('0:0:0:0::/64')
    expect(limitKeyOf('2001:db8::')).toBe('2001:db8:0:0::/64')
    expect(limitKeyOf('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64')
    expect(limitKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    // IPv4 clients are counted by their address, as before.
    expect(settle(from('::ffff:203.0.113.7'))).toBe('203.0.113.7')
  })
})
