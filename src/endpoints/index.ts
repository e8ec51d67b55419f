import type { Endpoint } from 'payload'

import { createMember } from './createMember'
import { gameListEndpoints } from './gameLists'
import { health } from './health'
import { submitEnquiry } from './submitEnquiry'

/** The site's own calls under /api, beside Payload's REST. */
export const endpoints: Endpoint[] = [health, createMember, ...gameListEndpoints, submitEnquiry]
