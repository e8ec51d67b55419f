import type { Access } from 'payload'

/** Records created only by the site's own endpoints (local API), never through REST or GraphQL. */
export const nobody: Access = () => false
