import { describe, expect, it } from 'vitest'

import { isValidId, requestFault } from '@/lib/requestErrors'

const databaseError = (code: string, message: string) =>
  Object.assign(new Error('Failed query: select …'), {
    cause: Object.assign(new Error(message), { code }),
  })

describe('the request’s faults', () => {
  it('know an id from a value the database cannot hold', () => {
    expect(['1', '409', '2147483647'].every(isValidId)).toBe(true)
    expect(['0', '-1', '1.5', '1e3', '0x10', 'abc', '2147483648', '007', ''].some(isValidId)).toBe(
      false,
    )
  })

  it('answer a malformed id in the path 404, naming it', () => {
    const fault = requestFault(
      databaseError('22P02', 'invalid input syntax for type integer: "NaN"'),
      {
        id: 'abc',
        slug: 'games',
      },
    )
    expect(fault).toEqual({
      status: 404,
      message:
        'Not Found: "abc" is not an id of games (ids are whole numbers from 1 to 2147483647).',
    })
  })

  it('answer a value the database refuses 400, with its reason', () => {
    expect(requestFault(databaseError('2201X', 'OFFSET must not be negative'))).toEqual({
      status: 400,
      message:
        'A value in the request is out of range or of the wrong type: OFFSET must not be negative.',
    })
  })

  it('answer versions of what keeps none 404, and JSON that does not parse 400', () => {
    expect(
      requestFault(new Error('relation does not exist'), { slug: 'users', versionsKept: false }),
    ).toEqual({ status: 404, message: 'Not Found: users keeps no versions.' })
    expect(requestFault(new SyntaxError('Unexpected token'))?.status).toBe(400)
  })

  it('leave the server’s own failures alone, and refused access refused, with its message', () => {
    expect(requestFault(new Error('connect ECONNREFUSED'))).toBeUndefined()
    expect(requestFault(databaseError('57P01', 'terminating connection'))).toBeUndefined()
    const forbidden = Object.assign(new Error('You are not allowed'), {
      status: 403,
      isPublic: true,
    })
    expect(requestFault(forbidden, { id: 'abc' })).toEqual({
      status: 403,
      message: 'You are not allowed',
    })
  })

  it("keeps a validation error's fields, which the admin shows beside each field", async () => {
    const { ValidationError } = await import('payload')
    const invalid = new ValidationError({
      collection: 'games',
      errors: [{ path: 'features', message: 'Translators cannot add rows.' }],
    })
    const fault = requestFault(invalid)
    expect(fault).toMatchObject({ status: 400, name: 'ValidationError' })
    expect(fault?.data).toMatchObject({
      errors: [{ path: 'features', message: 'Translators cannot add rows.' }],
    })
  })
})
