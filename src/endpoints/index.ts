import type { Endpoint } from 'payload'

import { createMember } from './createMember'
import { demoWallet } from './demoWallet'
import { gameListEndpoints } from './gameLists'
import { health, healthLive, healthReady } from './health'
import { submitEnquiry } from './submitEnquiry'
import { translationEndpoints } from './translations'

/** The site's own calls under /api, beside Payload's REST. */
export const endpoints: Endpoint[] = [
  health,
  healthLive,
  healthReady,
  createMember,
  ...gameListEndpoints,
  submitEnquiry,
  ...demoWallet,
  ...translationEndpoints,
]
