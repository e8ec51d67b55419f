import { buildFormStateHandler } from '@payloadcms/ui/utilities/buildFormState'
import type { ServerFunction } from 'payload'

import { formStateFault, formStateLocking } from './serverFunctions'

type FormStateArgs = Parameters<typeof buildFormStateHandler>[0]

/**
 * The admin's form state, locking only what the account may edit (`formStateLocking`). Apart
 * from `serverFunctions.ts` because it loads the admin's components (and their stylesheets),
 * which the tests that import the other server functions cannot.
 */
export const lockingOnlyWhatItMayEdit: ServerFunction<FormStateArgs> = async (args) => {
  const fault = formStateFault(args.req, args as unknown as Record<string, unknown>)
  if (fault) return { errors: [{ message: fault }] }
  return buildFormStateHandler(await formStateLocking(args))
}
