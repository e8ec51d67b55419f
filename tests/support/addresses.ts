/**
 * A simulated client's own address, from the benchmarking range 198.18.0.0/15, sent as X-Forwarded-For: the test server believes the header
 * from loopback (TRUSTED_PROXIES in scripts/test.ts), as it would from the studio's proxy. Every
 * limit keys on the client's address, so people played by the tests each need one of their own: a
 * whole suite signing in from 127.0.0.1 is one client trying 20 logins in ten minutes, and refused.
 */
export const randomAddress = () =>
  `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`

/** The header that gives a request, or a whole browser context, an address of its own. */
export const ownAddress = () => ({ 'x-forwarded-for': randomAddress() })
