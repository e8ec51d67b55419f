import config from '@payload-config'
import { getPayload } from 'payload'

/** The Payload local API for server components and route handlers. */
export const payloadClient = () => getPayload({ config })
