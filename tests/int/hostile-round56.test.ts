/**
 * Round 56 (a fresh penetration tester on rounds 52–55's fixes). F1: the admin's "create" drawer
 * (`render-document` without a document) built every row of the `initialData` it was sent (60,000
 * rows: 35 MB after 21 s); F2: the form state built 20,000 rows sent as its fields' states
 * (`features.N.text: null`) rather than as data. F3 (a `render-document` whose arguments hide the
 * versions address behind a React reference, counted as heavy now): `tests/unit/visitor-queue`.
 * F4 (left open in round 56, closed in 57): a reference to a part the call does not have.
 */
import { describe, expect, it } from 'vitest'

import { serverFunction } from './adminServerFunctions'
import { staff } from './helpers'

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: String(index).padStart(24, '0'),
    text: `row ${index}`,
  }))

describe('a translator’s forms of thousands of rows', () => {
  it('are refused before Payload builds them, in the create drawer and as fields’ states', async () => {
    const thai = await staff('translator', ['th-TH'])
    const drawer = await serverFunction(thai, 'render-document', {
      collectionSlug: 'games',
      drawerSlug: 'doc-drawer',
      initialData: { features: rows(5_000) },
      redirectAfterCreate: false,
    })
    expect(drawer.status).toBe(200)
    expect(drawer.value).toEqual({ error: expect.stringMatching(/at most 500 rows in a field/) })
    const states = await serverFunction(thai, 'form-state', {
      collectionSlug: 'games',
      docPermissions: { fields: true, read: true, update: true },
      docPreferences: { fields: {} },
      operation: 'update',
      renderAllFields: false,
      formState: Object.fromEntries(
        Array.from({ length: 5_000 }, (_, index) => [`features.${index}.text`, null]),
      ),
    })
    expect(states.value).toEqual({
      errors: [{ message: expect.stringMatching(/at most 500 rows in a field/) }],
    })
  })
})

describe('a server function’s call that names a part it does not have', () => {
  it('is a 400 JSON error, not a 500 from React’s decoding', async () => {
    const editor = await staff('editor')
    for (const reference of ['$1', '$@1', '$Q2']) {
      const call = await serverFunction(editor, 'render-document', {
        collectionSlug: 'games',
        docID: reference,
      })
      expect(call.status, reference).toBe(400)
      expect(JSON.parse(call.text), reference).toEqual({
        errors: [{ message: expect.stringMatching(/no other part/) }],
      })
    }
  })
})
