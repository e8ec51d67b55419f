import { buildFormStateHandler } from '@payloadcms/ui/utilities/buildFormState'
import type { ServerFunction } from 'payload'

import { formStateFault, formStateLocking } from './serverFunctions'

type FormStateArgs = Parameters<typeof buildFormStateHandler>[0]

/**
 * The admin's form state, locking only what the account may edit (`formStateLocking`). Apart
 * from `serverFunctions.ts` because it loads the admin's components (and their stylesheets),
 * which the tests that import the other server functions cannot.
 *
 * Every form state is checked (`skipValidation: false`). Payload checks it only once a save was
 * tried, and its form merges each answer's verdict into the fields as it arrives: a check asked
 * for just before a Save, answered just after the save's refusal, marked every field valid again.
 * A new game whose game id another game has was told so in a toast only, never on the field
 * (walk 38, F3). The verdicts are shown only once a save was tried, as before.
 */
export const lockingOnlyWhatItMayEdit: ServerFunction<FormStateArgs> = async (args) => {
  const fault = formStateFault(args.req, args as unknown as Record<string, unknown>)
  if (fault) return { errors: [{ message: fault }] }
  return buildFormStateHandler({ ...(await formStateLocking(args)), skipValidation: false })
}
