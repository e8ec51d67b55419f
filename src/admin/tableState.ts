import { buildTableStateHandler } from '@payloadcms/ui/utilities/buildTableState'
import type { PayloadRequest, ServerFunction } from 'payload'

import { tableStateFault } from './serverFunctions'

type TableStateArgs = Parameters<typeof buildTableStateHandler>[0]

type Answer = { errors?: { message?: unknown }[] } | null | undefined

/**
 * The admin's list (`table-state`), read only with a query the query rules take
 * (`tableStateFault`); a refusal is answered `{ errors }`, as Payload's handler answers its own
 * failures. Payload's handler put a database error's message in that answer, which is the SQL
 * statement and its parameters (`in: "1,99999999999"` on an id): the browser is told only that
 * the list could not be read (the log keeps the error). Apart from `serverFunctions.ts` because
 * it loads the admin's components (and their stylesheets), which the tests that import the other
 * server functions cannot.
 */
export const checkedTableState: ServerFunction<TableStateArgs> = async (args) => {
  const fault = tableStateFault(
    (args as { req: PayloadRequest }).req,
    args as unknown as Record<string, unknown>,
  )
  if (fault) return { errors: [{ message: fault }] }
  const answer = (await buildTableStateHandler(args)) as Answer
  if (!answer?.errors?.some(({ message }) => String(message).startsWith('Failed query')))
    return answer
  return { errors: [{ message: 'The list cannot be read with this filter; change the filter.' }] }
}
