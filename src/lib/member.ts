import { z } from 'zod'

import { memberAccountLength, memberAccountPattern, memberCurrencies } from './constants'

/** The body of `POST /api/createMember`. */
export const createMemberBody = z
  .object({
    account: z
      .string()
      .regex(
        memberAccountPattern,
        `account must be exactly ${memberAccountLength} letters or digits (A–Z, a–z, 0–9)`,
      ),
    currency: z.enum(memberCurrencies, {
      message: `currency must be ${memberCurrencies.join(' or ')}`,
    }),
  })
  .strict()
