import { buildFormStateHandler } from '@payloadcms/ui/utilities/buildFormState'
import type { ServerFunction } from 'payload'

import { formStateLocking } from './serverFunctions'

type FormStateArgs = Parameters<typeof buildFormStateHandler>[0]

/**
 * The admin's form state, locking only what the account may edit (`formStateLocking`). Apart
 * from `serverFunctions.ts` because it loads the admin's components (and their stylesheets),
 * which the tests that import the other server functions cannot.
 */
export const lockingOnlyWhatItMayEdit: ServerFunction<FormStateArgs> = async (args) =>
  buildFormStateHandler(await formStateLocking(args))
