import { inflateSync } from 'node:zlib'

/**
 * WOFF 1.0 unpacking with Node's zlib. opentype.js has its own inflater, but it rejects some of
 * the @fontsource subset files ("Data error"), so fonts are handed to it as plain sfnt data.
 */

interface WoffTable {
  tag: string
  checksum: number
  data: Uint8Array
}

function readTables(woff: Uint8Array): { flavor: number; tables: WoffTable[] } {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength)
  if (view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 file')
  const numTables = view.getUint16(12)
  const tables: WoffTable[] = []
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20
    const tag = String.fromCharCode(
      view.getUint8(entry),
      view.getUint8(entry + 1),
      view.getUint8(entry + 2),
      view.getUint8(entry + 3),
    )
    const offset = view.getUint32(entry + 4)
    const compLength = view.getUint32(entry + 8)
    const origLength = view.getUint32(entry + 12)
    const stored = woff.subarray(offset, offset + compLength)
    const data = compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored
    tables.push({ tag, checksum: view.getUint32(entry + 16), data })
  }
  return { flavor: view.getUint32(4), tables }
}

export interface UnpackedFont {
  /** The font as TrueType/OpenType bytes. */
  sfnt: ArrayBuffer
  tables: Map<string, DataView>
}

export function unpackWoff(woff: Uint8Array): UnpackedFont {
  const { flavor, tables } = readTables(woff)
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0))
  const headerSize = 12 + 16 * sorted.length
  let size = headerSize
  for (const t of sorted) size += (t.data.byteLength + 3) & ~3
  const out = new Uint8Array(size)
  const view = new DataView(out.buffer)
  const count = sorted.length
  const entrySelector = Math.floor(Math.log2(Math.max(1, count)))
  view.setUint32(0, flavor)
  view.setUint16(4, count)
  view.setUint16(6, 16 * 2 ** entrySelector)
  view.setUint16(8, entrySelector)
  view.setUint16(10, 16 * count - 16 * 2 ** entrySelector)
  let offset = headerSize
  const map = new Map<string, DataView>()
  sorted.forEach((t, i) => {
    const rec = 12 + i * 16
    for (let k = 0; k < 4; k++) view.setUint8(rec + k, t.tag.charCodeAt(k))
    view.setUint32(rec + 4, t.checksum)
    view.setUint32(rec + 8, offset)
    view.setUint32(rec + 12, t.data.byteLength)
    out.set(t.data, offset)
    map.set(t.tag, new DataView(out.buffer, offset, t.data.byteLength))
    offset += (t.data.byteLength + 3) & ~3
  })
  return { sfnt: out.buffer, tables: map }
}
