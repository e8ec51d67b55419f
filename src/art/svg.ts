/** Minimal SVG string building: number formatting, gradient registry, path helpers. */

/** Numbers with at most one decimal keep the markup short (and output stable across platforms). */
export function n(v: number): string {
  const r = Math.round(v * 10) / 10
  return Object.is(r, -0) ? '0' : String(r)
}

export type Attrs = Record<string, string | number | undefined | null | false>

export function attrs(a: Attrs): string {
  let s = ''
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue
    s += ` ${k}="${typeof v === 'number' ? n(v) : v}"`
  }
  return s
}

export const el = (name: string, a: Attrs, children?: string): string =>
  children === undefined ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${children}</${name}>`

export const path = (d: string, a: Attrs = {}): string => el('path', { d, ...a })
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}): string =>
  el('circle', { cx, cy, r, ...a })
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, ...a })
export const rect = (x: number, y: number, width: number, height: number, a: Attrs = {}): string =>
  el('rect', { x, y, width, height, ...a })
export const g = (children: string, a: Attrs = {}): string => el('g', a, children)

/** [offset 0..1, colour, opacity?] */
export type Stop = readonly [number, string, number?]

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${n(o * 100)}%" stop-color="${c}"${op === undefined || op === 1 ? '' : ` stop-opacity="${Math.round(op * 1000) / 1000}"`}/>`,
    )
    .join('')
}

/** Evenly spaced stops from a list of colours. */
export function even(...colors: string[]): Stop[] {
  return colors.map((c, i) => [colors.length === 1 ? 0 : i / (colors.length - 1), c] as const)
}

export interface LinearOpts {
  x1?: number
  y1?: number
  x2?: number
  y2?: number
  /** Coordinates in user space instead of the shape's bounding box. */
  user?: boolean
}

export interface RadialOpts {
  cx?: number
  cy?: number
  r?: number
  fx?: number
  fy?: number
  user?: boolean
}

/**
 * Collects <defs>. Identical definitions are shared; ids follow first use, so the same drawing
 * always produces the same markup.
 */
export class Defs {
  private readonly byKey = new Map<string, string>()
  private readonly items: string[] = []

  constructor(private readonly prefix = 'd') {}

  private add(key: string, make: (id: string) => string): string {
    let id = this.byKey.get(key)
    if (!id) {
      id = `${this.prefix}${this.items.length}`
      this.byKey.set(key, id)
      this.items.push(make(id))
    }
    return id
  }

  /** A linear gradient; default direction top to bottom. Returns `url(#id)`. */
  linear(stops: readonly Stop[], o: LinearOpts = {}): string {
    const a: Attrs = {
      x1: o.x1 ?? (o.user ? undefined : 0),
      y1: o.y1 ?? (o.user ? undefined : 0),
      x2: o.x2 ?? (o.user ? undefined : 0),
      y2: o.y2 ?? (o.user ? undefined : 1),
      gradientUnits: o.user ? 'userSpaceOnUse' : undefined,
    }
    const body = stopsMarkup(stops)
    const key = `L${attrs(a)}${body}`
    return `url(#${this.add(key, (id) => `<linearGradient id="${id}"${attrs(a)}>${body}</linearGradient>`)})`
  }

  /** A linear gradient along an angle (degrees, 0 = left to right, 90 = top to bottom) over the bounding box. */
  angled(stops: readonly Stop[], degrees: number): string {
    const rad = (degrees * Math.PI) / 180
    const dx = Math.cos(rad) / 2
    const dy = Math.sin(rad) / 2
    return this.linear(stops, { x1: 0.5 - dx, y1: 0.5 - dy, x2: 0.5 + dx, y2: 0.5 + dy })
  }

  radial(stops: readonly Stop[], o: RadialOpts = {}): string {
    const a: Attrs = {
      cx: o.cx ?? (o.user ? undefined : 0.5),
      cy: o.cy ?? (o.user ? undefined : 0.5),
      r: o.r ?? (o.user ? undefined : 0.5),
      fx: o.fx,
      fy: o.fy,
      gradientUnits: o.user ? 'userSpaceOnUse' : undefined,
    }
    const body = stopsMarkup(stops)
    const key = `R${attrs(a)}${body}`
    return `url(#${this.add(key, (id) => `<radialGradient id="${id}"${attrs(a)}>${body}</radialGradient>`)})`
  }

  /** Any other definition (clip path, pattern, path for <use>); `make` receives the id. */
  raw(key: string, make: (id: string) => string): string {
    return this.add(`X${key}`, make)
  }

  toString(): string {
    return this.items.length ? `<defs>${this.items.join('')}</defs>` : ''
  }
}

export type Point = readonly [number, number]

export function polar(cx: number, cy: number, r: number, degrees: number): Point {
  const a = (degrees * Math.PI) / 180
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)]
}

export function poly(points: readonly Point[], close = true): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('') + (close ? 'Z' : '')
}

/** Star polygon: `count` points alternating radii `outer` and `inner`, first point straight up. */
export function starPoints(
  cx: number,
  cy: number,
  count: number,
  outer: number,
  inner: number,
  rotation = -90,
): Point[] {
  const pts: Point[] = []
  for (let i = 0; i < count * 2; i++) {
    pts.push(polar(cx, cy, i % 2 ? inner : outer, rotation + (i * 180) / count))
  }
  return pts
}

/** Rounded rectangle path. */
export function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  const rr = Math.min(r, w / 2, h / 2)
  return `M${n(x + rr)} ${n(y)}H${n(x + w - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w)} ${n(y + rr)}V${n(y + h - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w - rr)} ${n(y + h)}H${n(x + rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x)} ${n(y + h - rr)}V${n(y + rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + rr)} ${n(y)}Z`
}

/** Circle as a path (for combining into one `d`). */
export function circlePath(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`
}

export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`
}

/** Four-pointed sparkle centred at (x, y). */
export function sparklePath(x: number, y: number, r: number, waist = 0.22): string {
  const w = r * waist
  return `M${n(x)} ${n(y - r)}Q${n(x + w)} ${n(y - w)} ${n(x + r)} ${n(y)}Q${n(x + w)} ${n(y + w)} ${n(x)} ${n(y + r)}Q${n(x - w)} ${n(y + w)} ${n(x - r)} ${n(y)}Q${n(x - w)} ${n(y - w)} ${n(x)} ${n(y - r)}Z`
}

/** Axis-aligned rectangle as a path. */
export function rectPath(x: number, y: number, w: number, h: number): string {
  return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`
}
