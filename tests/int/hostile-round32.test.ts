/**
 * A penetration test's findings (round 32), each as a staff member notices it: a form whose
 * `_payload` Payload's parser read where the body check saw none (the nesting limit passed, a
 * 500), forms and types that left Payload no document, a translator's rich text that was no rich
 * text (a 500, or stored as the language's text), and a relation to several collections queried
 * with a value the database adapter cannot compare (a 500).
 */
import { afterAll, describe, expect, it } from 'vitest'

import { englishGame, serverURL, staff, testPayload, type StaffLogin } from './helpers'

const created: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created) await payload.delete({ collection: 'games', id, overrideAccess: true })
})

/** A game's newest Thai description as the editor reads it (drafts included). */
async function thaiDescription(editor: StaffLogin, id: number) {
  const response = await fetch(`${serverURL}/api/games/${id}?draft=true&locale=th-TH&depth=0`, {
    headers: editor.headers,
  })
  return JSON.stringify(((await response.json()) as { description?: unknown }).description)
}

const paragraph = (children: unknown[]) => ({
  type: 'paragraph',
  format: '',
  indent: 0,
  version: 1,
  children,
})
const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})
const richText = (children: unknown) => ({
  root: { type: 'root', format: '', indent: 0, version: 1, children },
})

describe('a form whose document Payload reads where the body check saw none', () => {
  it('is a 400 saying how to name the parts, and stores nothing', async () => {
    const translator = await staff('translator', ['th-TH'])
    const editor = await staff('editor')
    const game = await englishGame(created, 990321, 'Unquoted Harbour')
    const before = await thaiDescription(editor, game.id)
    const levels = 3_000
    const deep = `{"description":{"root":{"type":"root","version":1,"children":[${'{"type":"quote","version":1,"children":['.repeat(levels)}${JSON.stringify(paragraph([text('ลึก')]))}${']}'.repeat(levels)}]}}}`
    const boundary = 'round32'
    const send = (parts: string[], contentType = `multipart/form-data; boundary=${boundary}`) =>
      fetch(`${serverURL}/api/games/${game.id}?draft=true&locale=th-TH`, {
        method: 'PATCH',
        headers: { authorization: translator.headers.authorization, 'content-type': contentType },
        body: `--${boundary}\r\n${parts.join(`\r\n--${boundary}\r\n`)}\r\n--${boundary}--\r\n`,
      })
    const file = 'Content-Disposition: form-data; name="x"; filename="a.txt"\r\n\r\nhi'
    for (const disposition of [
      'form-data; name=_payload',
      "form-data; name*=utf-8''_payload",
      'form-data; name="_pay\\load"',
    ]) {
      const response = await send([`Content-Disposition: ${disposition}\r\n\r\n${deep}`, file])
      expect(response.status, disposition).toBe(400)
      expect(await response.json()).toEqual({
        errors: [
          {
            message:
              'Name each part of the form as a browser does: `Content-Disposition: form-data; name="…"`, with `; filename="…"` for a file.',
          },
        ],
      })
    }
    // Two documents, a document sent as a file, a type in capitals: each left Payload none.
    const field = (value: string) =>
      `Content-Disposition: form-data; name="_payload"\r\n\r\n${value}`
    const subtitle = '{"subtitle":"ไม่ควรถูกบันทึก"}'
    expect((await send([field(subtitle), field(subtitle)])).status).toBe(400)
    expect(
      (
        await send([
          `Content-Disposition: form-data; name="_payload"\r\nContent-Type: application/octet-stream\r\n\r\n${subtitle}`,
        ])
      ).status,
    ).toBe(400)
    expect(
      (await send([field(subtitle)], `Multipart/Form-Data; boundary=${boundary}`)).status,
    ).toBe(415)
    const capitals = await fetch(`${serverURL}/api/games/${game.id}?draft=true&locale=th-TH`, {
      method: 'PATCH',
      headers: { ...translator.headers, 'content-type': 'Application/JSON' },
      body: subtitle,
    })
    expect(capitals.status).toBe(415)
    expect(await capitals.json()).toEqual({
      errors: [{ message: 'Write the Content-Type in lower case, as `application/json`.' }],
    })
    // A file alone, to a collection or a global that takes no upload: Payload read no document.
    const fileAlone = `--${boundary}\r\n${'Content-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhi'}\r\n--${boundary}--\r\n`
    for (const [method, path] of [
      ['PATCH', `/api/games/${game.id}?draft=true`],
      ['POST', '/api/games'],
      ['POST', '/api/globals/terms-page?draft=true'],
    ]) {
      const response = await fetch(`${serverURL}${path}`, {
        method,
        headers: {
          authorization: editor.headers.authorization,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body: fileAlone,
      })
      expect(response.status, path).toBe(400)
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0].message).toBe(
        'Send the document as a JSON object, or as a form with it in the `_payload` field.',
      )
    }
    expect(await thaiDescription(editor, game.id)).toBe(before)
    // A form as the admin sends it still saves.
    const honest = await send([field('{"subtitle":"ท่าเรือ"}')])
    expect(honest.status).toBe(200)
  })
})

describe('a translator’s rich text that is no rich text', () => {
  it('is a 400 naming the field, and stores nothing; a rich text as the editor writes it saves', async () => {
    const translator = await staff('translator', ['th-TH'])
    const editor = await staff('editor')
    const game = await englishGame(created, 990322, 'Shapeless Lagoon')
    const before = await thaiDescription(editor, game.id)
    const save = (description: unknown) =>
      fetch(`${serverURL}/api/games/${game.id}?draft=true&locale=th-TH`, {
        method: 'PATCH',
        headers: translator.headers,
        body: JSON.stringify({ description }),
      })
    for (const description of [
      // Each a 500 and a stack from the editor's own hooks.
      richText([null]),
      richText(['ข้อความ']),
      richText([5]),
      richText([paragraph([null])]),
      // Each stored as the Thai description.
      'ข้อความ',
      { root: null },
      { root: [1] },
      richText([paragraph({ length: 1, 0: text('x') } as never)]),
    ]) {
      const response = await save(description)
      expect(response.status, JSON.stringify(description)).toBe(400)
      const answer = (await response.json()) as {
        errors: { data?: { errors?: { path?: string; message?: string }[] } }[]
      }
      expect(answer.errors[0].data?.errors?.[0]).toEqual(
        expect.objectContaining({
          path: 'description',
          message: expect.stringContaining('A rich text is an object with a root'),
        }),
      )
    }
    expect(await thaiDescription(editor, game.id)).toBe(before)
    expect((await save(richText([paragraph([text('ทะเลสาบ')])]))).status).toBe(200)
  })
})

describe('a relation to several collections queried with what the adapter cannot compare', () => {
  it('is a 400 naming the path, for sales and translators; a document named as it takes is read', async () => {
    const sales = await staff('sales')
    const translator = await staff('translator', ['hi-IN'])
    for (const account of [sales, translator])
      for (const query of [
        'payload-preferences?where[user][equals]=x',
        'payload-preferences?where[user][exists]=true',
        'payload-locked-documents?where[user][equals]=1',
        'payload-locked-documents?where[document][exists]=true',
        'payload-preferences?where[user][equals][relationTo]=nope&where[user][equals][value]=1',
        'payload-preferences?where[user][not_equals][relationTo]=users&where[user][not_equals][value]=99999999999999',
      ]) {
        const response = await fetch(`${serverURL}/api/${query}`, { headers: account.headers })
        expect(response.status, query).toBe(400)
        const answer = (await response.json()) as { errors: { message: string }[] }
        expect(answer.errors[0].message).toMatch(/where\[(user|document)\]/)
      }
    const own = await fetch(
      `${serverURL}/api/payload-preferences?where[user][equals][relationTo]=users&where[user][equals][value]=${sales.id}`,
      { headers: sales.headers },
    )
    expect(own.status).toBe(200)
  })
})
