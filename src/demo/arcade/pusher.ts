/**
 * The coin pusher's scene: a mine-cart pusher sliding on a shelf of gold coins. What a dropped
 * coin wins is settled first (see odds.ts); the scene then shows it: the coin lands, the pusher
 * shoves, and exactly that many coins (or a nugget) tip over the edge into the tray.
 */
import { nuggetFrom } from './odds'

type Coin = { u: number; v: number }
type Faller = { u: number; v: number; age: number; delay: number; nugget: boolean }
type Drop = { u: number; age: number; prize: number; cents: number; settled: boolean }
type Label = { text: string; age: number }

export type PusherEvents = {
  /** A drop's prize reached the tray (in cents; 0 for none). */
  onLanded(cents: number): void
  onSound(cue: 'coin' | 'win' | 'bigWin'): void
}

const shelfCoins = 42
const fallSeconds = 0.5
const pushSeconds = 0.9

export class CoinPusher {
  width = 0
  height = 0
  /** Where the next coin drops, 0 (left) to 1 (right). */
  aim = 0.5
  private coins: Coin[] = []
  private fallers: Faller[] = []
  private drops: Drop[] = []
  private labels: Label[] = []
  /** Prizes on their way down to the tray: when they land, and what they are. */
  private landings: { at: number; prize: number; cents: number }[] = []
  private time = 0
  private backdrop: HTMLCanvasElement | null = null

  constructor(
    private readonly palette: [string, string, string],
    private readonly nugget: HTMLImageElement,
    private readonly events: PusherEvents,
    private readonly format: (cents: number) => string,
  ) {
    // A full shelf, the same every time: an evenly spread pattern (R2 sequence), not a draw.
    for (let i = 0; i < shelfCoins; i++)
      this.coins.push({
        u: 0.06 + ((0.5 + i * 0.7548776662) % 1) * 0.88,
        v: 0.18 + ((0.5 + i * 0.5698402911) % 1) * 0.78,
      })
  }

  resize(width: number, height: number, pixelRatio: number) {
    this.width = width
    this.height = height
    this.backdrop = drawMine(width, height, pixelRatio, this.palette)
  }

  /** A coin goes in at the current aim; `prize` is what it wins, in stakes. */
  drop(prize: number, cents: number) {
    this.drops.push({ u: this.aim, age: 0, prize, cents, settled: false })
  }

  step(seconds: number) {
    const dt = Math.min(seconds, 0.05)
    this.time += dt
    for (const drop of this.drops) {
      drop.age += dt
      if (!drop.settled && drop.age >= fallSeconds + pushSeconds * 0.5) {
        drop.settled = true
        // Coins land a little apart, as real ones bounce (a fixed spread: looks only).
        this.coins.push({
          u: Math.min(
            0.94,
            Math.max(0.06, drop.u + (((this.time * 0.7548776662) % 1) - 0.5) * 0.12),
          ),
          v: 0.12,
        })
        this.push(drop)
      }
    }
    this.drops = this.drops.filter((drop) => drop.age < fallSeconds + pushSeconds * 0.5 + 2)
    for (const faller of this.fallers) faller.age += dt
    const landed = this.fallers.filter((faller) => faller.age - faller.delay > 0.7)
    if (landed.length) this.events.onSound('coin')
    this.fallers = this.fallers.filter((faller) => faller.age - faller.delay <= 0.7)
    for (const label of this.labels) label.age += dt
    this.labels = this.labels.filter((label) => label.age < 1.6)
    for (const landing of this.landings.filter((l) => l.at <= this.time)) {
      this.events.onLanded(landing.cents)
      if (landing.cents > 0) {
        this.labels.push({ text: `+${this.format(landing.cents)}`, age: 0 })
        this.events.onSound(landing.prize >= 10 ? 'bigWin' : 'win')
      }
    }
    this.landings = this.landings.filter((l) => l.at > this.time)
  }

  /** The shove after a coin lands: every coin slides forward; the prize's coins fall off. */
  private push(drop: Drop) {
    const falling = drop.prize >= nuggetFrom ? 0 : Math.min(20, Math.round(drop.prize))
    const byFront = [...this.coins].sort((a, b) => b.v - a.v)
    const goners = new Set(byFront.slice(0, falling))
    for (const coin of this.coins)
      coin.v = goners.has(coin) ? coin.v : Math.min(0.96, coin.v + 0.05)
    ;[...goners].forEach((coin, i) =>
      this.fallers.push({ u: coin.u, v: 1, age: 0, delay: i * 0.06, nugget: false }),
    )
    if (drop.prize >= nuggetFrom)
      this.fallers.push({ u: 0.5, v: 1, age: 0, delay: 0.1, nugget: true })
    this.coins = this.coins.filter((coin) => !goners.has(coin))
    // New coins tumble in at the back (spread by a fixed pattern: looks only, no outcome).
    for (let i = 0; this.coins.length < shelfCoins; i++)
      this.coins.push({
        u: 0.08 + ((this.time * 0.7548776662 + i * 0.5698402911) % 1) * 0.84,
        v: 0.14 + (i % 3) * 0.05,
      })
    this.landings.push({ at: this.time + 0.7, prize: drop.prize, cents: drop.cents })
  }

  /** Screen position of a shelf point: u across, v from the back (0) to the front edge (1). */
  private shelfPoint(u: number, v: number): [number, number, number] {
    const { width: w, height: h } = this
    const top = h * 0.36
    const front = h * 0.74
    const half = w * (0.28 + 0.18 * v)
    const y = top + (front - top) * v
    return [w / 2 + (u - 0.5) * 2 * half, y, 0.6 + 0.4 * v]
  }

  draw(context: CanvasRenderingContext2D, pixelRatio: number) {
    const { width: w, height: h } = this
    context.setTransform(1, 0, 0, 1, 0, 0)
    if (this.backdrop) context.drawImage(this.backdrop, 0, 0)
    context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0)
    const coin = Math.min(w, h) * 0.05

    // The pusher: a mine cart's front sliding back and forth at the back of the shelf.
    const stroke = (Math.sin(this.time * ((2 * Math.PI) / pushSeconds)) + 1) / 2
    const [leftX, frontY] = this.shelfPoint(0, 0.02 + stroke * 0.1)
    const [rightX] = this.shelfPoint(1, 0.02 + stroke * 0.1)
    drawCart(context, leftX, rightX, frontY - h * 0.11, frontY, this.palette)

    for (const { u, v } of [...this.coins].sort((a, b) => a.v - b.v)) {
      const [x, y, scale] = this.shelfPoint(u, v)
      drawCoin(context, x, y, coin * scale)
    }

    for (const faller of this.fallers) {
      const t = Math.max(0, faller.age - faller.delay)
      const [x, y0, scale] = this.shelfPoint(faller.u, 1)
      const y = y0 + t * t * h * 0.9
      if (faller.nugget) {
        const size = coin * 5
        context.drawImage(this.nugget, x - size / 2, y - size / 2, size, size)
      } else drawCoin(context, x, y, coin * scale, Math.cos(t * 14))
    }

    for (const drop of this.drops) {
      if (drop.age > fallSeconds) continue
      const [x, y1, scale] = this.shelfPoint(drop.u, 0.12)
      drawCoin(
        context,
        x,
        h * 0.16 + (y1 - h * 0.16) * (drop.age / fallSeconds) ** 2,
        coin * scale,
        Math.cos(drop.age * 20),
      )
    }

    // The chute and where it points.
    const [aimX] = this.shelfPoint(this.aim, 0.12)
    context.fillStyle = this.palette[1]
    context.beginPath()
    context.moveTo(aimX - coin * 1.4, h * 0.1)
    context.lineTo(aimX + coin * 1.4, h * 0.1)
    context.lineTo(aimX + coin * 0.6, h * 0.16)
    context.lineTo(aimX - coin * 0.6, h * 0.16)
    context.fill()
    context.strokeStyle = this.palette[1]
    context.setLineDash([6, 6])
    context.lineWidth = 2
    context.beginPath()
    context.moveTo(aimX, h * 0.17)
    context.lineTo(aimX, this.shelfPoint(this.aim, 0.12)[1])
    context.stroke()
    context.setLineDash([])

    for (const label of this.labels) {
      context.globalAlpha = Math.max(0, 1 - label.age / 1.6)
      context.font = `900 ${Math.max(12, Math.round(h * 0.06))}px system-ui, sans-serif`
      context.textAlign = 'center'
      context.lineWidth = 5
      context.strokeStyle = 'rgba(0,0,0,0.7)'
      context.fillStyle = '#ffe27a'
      const y = h * 0.9 - label.age * h * 0.06
      context.strokeText(label.text, w / 2, y)
      context.fillText(label.text, w / 2, y)
      context.globalAlpha = 1
    }
  }
}

function drawCoin(context: CanvasRenderingContext2D, x: number, y: number, r: number, turn = 1) {
  const rx = Math.max(1, r * Math.abs(turn))
  context.fillStyle = '#8a4a00'
  context.beginPath()
  context.ellipse(x, y + r * 0.18, rx, r * 0.5, 0, 0, Math.PI * 2)
  context.fill()
  const gold = context.createLinearGradient(x - r, y - r * 0.5, x + r, y + r * 0.5)
  gold.addColorStop(0, '#fff6c8')
  gold.addColorStop(0.45, '#ffc21a')
  gold.addColorStop(1, '#b46a00')
  context.fillStyle = gold
  context.beginPath()
  context.ellipse(x, y, rx, r * 0.5, 0, 0, Math.PI * 2)
  context.fill()
  context.strokeStyle = 'rgba(255,255,255,0.55)'
  context.lineWidth = 1
  context.beginPath()
  context.ellipse(x, y, rx * 0.65, r * 0.3, 0, 0, Math.PI * 2)
  context.stroke()
}

/** A mine cart's front, from (left, top) to (right, bottom): planks, iron bands, rivets. */
function drawCart(
  context: CanvasRenderingContext2D,
  left: number,
  right: number,
  top: number,
  bottom: number,
  [accent, highlight]: [string, string, string],
) {
  const height = bottom - top
  const wood = context.createLinearGradient(0, top, 0, bottom)
  wood.addColorStop(0, '#9a6433')
  wood.addColorStop(1, '#4a2a10')
  context.fillStyle = wood
  context.fillRect(left, top, right - left, height)
  context.strokeStyle = 'rgba(0,0,0,0.35)'
  context.lineWidth = 1.5
  for (let k = 1; k < 3; k++) {
    context.beginPath()
    context.moveTo(left, top + (height * k) / 3)
    context.lineTo(right, top + (height * k) / 3)
    context.stroke()
  }
  const iron = context.createLinearGradient(0, top, 0, top + height * 0.16)
  iron.addColorStop(0, highlight)
  iron.addColorStop(1, accent)
  context.fillStyle = iron
  context.fillRect(left, top, right - left, height * 0.14)
  context.fillRect(left, bottom - height * 0.14, right - left, height * 0.14)
  for (const x of [left + height * 0.3, (left + right) / 2, right - height * 0.3]) {
    context.fillRect(x - height * 0.08, top, height * 0.16, height)
    context.fillStyle = '#fff3c4'
    for (const y of [top + height * 0.3, bottom - height * 0.3]) {
      context.beginPath()
      context.arc(x, y, height * 0.045, 0, Math.PI * 2)
      context.fill()
    }
    context.fillStyle = iron
  }
}

/** The mine: rock walls, timber frame, lantern glow, the plank shelf and the cart below. Drawn once per size. */
function drawMine(
  width: number,
  height: number,
  pixelRatio: number,
  palette: [string, string, string],
): HTMLCanvasElement {
  const [, highlight, background] = palette
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(width * pixelRatio)
  canvas.height = Math.round(height * pixelRatio)
  const context = canvas.getContext('2d')!
  context.scale(pixelRatio, pixelRatio)
  const w = width
  const h = height

  const rock = context.createRadialGradient(
    w / 2,
    h * 0.3,
    h * 0.05,
    w / 2,
    h * 0.4,
    Math.max(w, h) * 0.75,
  )
  rock.addColorStop(0, '#7a4e2a')
  rock.addColorStop(0.45, '#3e2412')
  rock.addColorStop(1, background)
  context.fillStyle = rock
  context.fillRect(0, 0, w, h)

  // Cracks in the rock, always the same.
  context.strokeStyle = 'rgba(0,0,0,0.28)'
  context.lineWidth = 2
  for (let i = 0; i < 14; i++) {
    const x = ((i * 0.618) % 1) * w
    const y = ((i * 0.381) % 1) * h * 0.34
    context.beginPath()
    context.moveTo(x, y)
    context.lineTo(x + 18, y + 10)
    context.lineTo(x + 8, y + 26)
    context.stroke()
  }

  // Timber frame of the tunnel.
  const timber = context.createLinearGradient(0, 0, w * 0.05, 0)
  timber.addColorStop(0, '#7a4a20')
  timber.addColorStop(1, '#4a2a10')
  context.fillStyle = timber
  context.fillRect(w * 0.05, h * 0.05, w * 0.045, h * 0.8)
  context.fillRect(w * 0.905, h * 0.05, w * 0.045, h * 0.8)
  context.fillStyle = '#6a3e18'
  context.fillRect(w * 0.03, h * 0.035, w * 0.94, h * 0.045)

  for (const x of [0.2, 0.8]) {
    const glow = context.createRadialGradient(w * x, h * 0.13, 2, w * x, h * 0.13, h * 0.22)
    glow.addColorStop(0, 'rgba(255,225,150,0.9)')
    glow.addColorStop(0.25, 'rgba(255,180,60,0.35)')
    glow.addColorStop(1, 'rgba(255,160,40,0)')
    context.fillStyle = glow
    context.fillRect(0, 0, w, h * 0.45)
    context.fillStyle = '#ffe9a8'
    context.beginPath()
    context.roundRect(w * x - 7, h * 0.115, 14, 20, 4)
    context.fill()
  }

  // The shelf: planks running to the front edge.
  const shelf = context.createLinearGradient(0, h * 0.36, 0, h * 0.74)
  shelf.addColorStop(0, '#3a2412')
  shelf.addColorStop(1, '#8a5c30')
  context.fillStyle = shelf
  context.beginPath()
  context.moveTo(w * 0.22, h * 0.36)
  context.lineTo(w * 0.78, h * 0.36)
  context.lineTo(w * 0.96, h * 0.74)
  context.lineTo(w * 0.04, h * 0.74)
  context.fill()
  context.strokeStyle = 'rgba(0,0,0,0.3)'
  context.lineWidth = 1
  for (let k = 1; k < 8; k++) {
    context.beginPath()
    context.moveTo(w * (0.22 + 0.07 * k), h * 0.36)
    context.lineTo(w * (0.04 + 0.115 * k), h * 0.74)
    context.stroke()
  }
  context.fillStyle = highlight
  context.fillRect(w * 0.04, h * 0.74, w * 0.92, h * 0.012)

  // The gold cart below, catching what falls.
  const cartTop = h * 0.82
  const body = context.createLinearGradient(0, cartTop, 0, h * 0.97)
  body.addColorStop(0, '#6e7480')
  body.addColorStop(1, '#2c3038')
  context.fillStyle = body
  context.beginPath()
  context.moveTo(w * 0.08, cartTop)
  context.lineTo(w * 0.92, cartTop)
  context.lineTo(w * 0.85, h * 0.97)
  context.lineTo(w * 0.15, h * 0.97)
  context.fill()
  context.fillStyle = highlight
  context.fillRect(w * 0.07, cartTop - 4, w * 0.86, 8)
  context.fillStyle = '#1a1a20'
  for (const x of [0.24, 0.76]) {
    context.beginPath()
    context.arc(w * x, h * 0.975, h * 0.02, 0, Math.PI * 2)
    context.fill()
  }
  return canvas
}
