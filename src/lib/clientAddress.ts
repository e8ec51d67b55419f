/**
 * The client's address as the production server decided it (`src/server/clientAddress.ts`): from
 * the connection, and from `X-Forwarded-For` only as far as the operator's own proxies wrote it.
 * The server replaces whatever a request brought in this header, so it is the one value every
 * limit keys on (new members, enquiries, logins, the visitor queue).
 */
export const CLIENT_ADDRESS_HEADER = 'x-starfin-client-address'

/**
 * The decided address, or `unknown` outside the production server (`next dev` has no pipeline:
 * every client there shares one allowance).
 */
export const clientAddress = (headers: Headers): string =>
  headers.get(CLIENT_ADDRESS_HEADER) || 'unknown'
