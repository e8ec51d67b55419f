/**
 * A penetration test's findings (round 33), each as a staff member notices it: a rich text holding a
 * kind of node the editor does not offer (a `table`), stored as a draft while each save printed
 * Lexical's errors and their stacks, and a call of the admin's server functions that is not shaped
 * as the admin sends one (a 500 and a stack).
 */
import { afterAll, describe, expect, it } from 'vitest'

import { serverFunction } from './adminServerFunctions'
import { englishGame, serverURL, staff, testPayload, type StaffLogin } from './helpers'

const created: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created) await payload.delete({ collection: 'games', id, overrideAccess: true })
})

/** A game's newest description in a language as the editor reads it (drafts included). */
async function description(editor: StaffLogin, id: number, locale: string) {
  const response = await fetch(`${serverURL}/api/games/${id}?draft=true&locale=${locale}&depth=0`, {
    headers: editor.headers,
  })
  return JSON.stringify(((await response.json()) as { description?: unknown }).description)
}

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})
const paragraph = (children: unknown[]) => ({
  type: 'paragraph',
  format: '',
  indent: 0,
  version: 1,
  children,
})
const richText = (children: unknown[]) => ({
  root: { type: 'root', format: '', indent: 0, version: 1, children },
})
/** A table as Lexical's table plugin stores one: the site's editor offers no tables. */
const table = richText([
  {
    type: 'table',
    version: 1,
    children: [
      {
        type: 'tablerow',
        version: 1,
        children: [
          {
            type: 'tablecell',
            headerState: 0,
            colSpan: 1,
            rowSpan: 1,
            version: 1,
            children: [paragraph([text('ตาราง')])],
          },
        ],
      },
    ],
  },
])

describe('a rich text holding a kind of node its editor does not offer', () => {
  it('is a 400 naming the field over REST and GraphQL, for translators and editors, and stores nothing', async () => {
    const translator = await staff('translator', ['th-TH'])
    const editor = await staff('editor')
    const game = await englishGame(created, 990331, 'Tableless Harbour')
    const thaiBefore = await description(editor, game.id, 'th-TH')
    const englishBefore = await description(editor, game.id, 'en-US')

    for (const [login, locale] of [
      [translator, 'th-TH'],
      [editor, 'en-US'],
    ] as const) {
      const response = await fetch(
        `${serverURL}/api/games/${game.id}?draft=true&locale=${locale}`,
        {
          method: 'PATCH',
          headers: login.headers,
          body: JSON.stringify({ description: table }),
        },
      )
      expect(response.status, locale).toBe(400)
      const body = (await response.json()) as {
        errors: { data?: { errors?: { path: string; message: string }[] } }[]
      }
      expect(body.errors[0].data?.errors).toEqual([
        {
          path: 'description',
          message:
            'A rich text holds the kinds of text its editor offers; "table" is none of them.',
        },
      ])
    }
    // Deeper in the text, and a node without a type, are refused the same way.
    const quoted = richText([
      {
        type: 'quote',
        format: '',
        indent: 0,
        version: 1,
        children: [{ type: 'mystery', version: 1 }],
      },
    ])
    const untyped = richText([{ version: 1, children: [text('x')] }])
    for (const value of [quoted, untyped]) {
      const response = await fetch(`${serverURL}/api/games/${game.id}?draft=true&locale=th-TH`, {
        method: 'PATCH',
        headers: translator.headers,
        body: JSON.stringify({ description: value }),
      })
      expect(response.status).toBe(400)
    }
    // GraphQL's update goes through the same field hook.
    const graphql = await fetch(`${serverURL}/api/graphql?locale=th-TH&draft=true`, {
      method: 'POST',
      headers: translator.headers,
      body: JSON.stringify({
        query: `mutation ($data: mutationGameUpdateInput!) { updateGame(id: ${game.id}, data: $data, draft: true, locale: th_TH) { id } }`,
        variables: { data: { description: table } },
      }),
    })
    const answer = (await graphql.json()) as { errors?: { message: string }[] }
    expect(JSON.stringify(answer.errors)).toContain('description')
    expect(await description(editor, game.id, 'th-TH')).toBe(thaiBefore)
    expect(await description(editor, game.id, 'en-US')).toBe(englishBefore)

    // What the editor offers is still saved: a quote, a heading, a list, a link (to an address
    // the English links: a translator adds none, round 45, F1).
    await (
      await testPayload()
    ).update({
      collection: 'games',
      id: game.id,
      locale: 'en-US',
      overrideAccess: true,
      data: {
        description: richText([
          paragraph([
            {
              type: 'link',
              version: 3,
              format: '',
              indent: 0,
              fields: { linkType: 'custom', url: 'https://example.com', newTab: false },
              children: [text('link')],
            },
          ]),
        ]),
      } as never,
    })
    const offered = richText([
      { type: 'quote', format: '', indent: 0, version: 1, children: [text('อ้าง')] },
      { type: 'heading', tag: 'h2', format: '', indent: 0, version: 1, children: [text('หัว')] },
      {
        type: 'list',
        listType: 'bullet',
        tag: 'ul',
        start: 1,
        format: '',
        indent: 0,
        version: 1,
        children: [
          { type: 'listitem', value: 1, format: '', indent: 0, version: 1, children: [text('ข้อ')] },
        ],
      },
      paragraph([
        {
          type: 'link',
          version: 3,
          format: '',
          indent: 0,
          fields: { linkType: 'custom', url: 'https://example.com', newTab: false },
          children: [text('ลิงก์')],
        },
        { type: 'linebreak', version: 1 },
        text('ข้อความ'),
      ]),
    ])
    const saved = await fetch(`${serverURL}/api/games/${game.id}?draft=true&locale=th-TH`, {
      method: 'PATCH',
      headers: translator.headers,
      body: JSON.stringify({ description: offered }),
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
    expect(await description(editor, game.id, 'th-TH')).toContain('ลิงก์')
  })
})

describe('a call of the admin’s server functions not shaped as the admin sends one', () => {
  it('is a 400 before Next decodes it, and a call shaped as the admin’s is answered', async () => {
    const editor = await staff('editor')
    const { value: known } = await serverFunction(editor, 'form-state', {})
    expect(known).toEqual({
      errors: [{ message: 'Name one of the admin’s collections or globals.' }],
    })
    const { readFileSync } = await import('node:fs')
    const manifest = JSON.parse(
      readFileSync('.next/server/server-reference-manifest.json', 'utf8'),
    ) as { node: Record<string, { filename?: string }> }
    const action = Object.entries(manifest.node).find(
      ([, entry]) => entry.filename === 'src/app/(payload)/layout.tsx',
    )![0]
    const { gzipSync } = await import('node:zlib')
    for (const body of [
      'x',
      'null',
      '"x"',
      '[]',
      '{}',
      '[null]',
      '',
      gzipSync(JSON.stringify([{ name: 'form-state', args: {} }])),
    ]) {
      const response = await fetch(`${serverURL}/admin`, {
        method: 'POST',
        headers: {
          authorization: editor.headers.authorization,
          'next-action': action,
          'content-type': 'text/plain;charset=UTF-8',
          ...(typeof body === 'string' ? {} : { 'content-encoding': 'gzip' }),
        },
        body,
      })
      if (typeof body !== 'string') {
        // Compressed, it is not read at all (round 61): a 415 naming the encoding.
        expect(response.status).toBe(415)
        expect((await response.json()).errors[0].message).toContain('Content-Encoding')
        continue
      }
      expect(response.status, String(body)).toBe(400)
      expect(await response.json()).toEqual({
        errors: [
          {
            message: 'Call a server function as the admin does: `[{ "name": …, "args": { … } }]`.',
          },
        ],
      })
    }
  })
})
