/**
 * The fishing demos' sea on a canvas: the simulation (`seaSimulation.ts`) drawn in one
 * requestAnimationFrame loop, with its backdrop, sprites and gradients made once per size.
 */
import type { RandomSource } from '../random'
import type { FishingOdds } from './odds'
import type { Water } from './seas'
import {
  SeaSimulation,
  coinSize,
  shotSize,
  snowflakeSize,
  type Fish,
  type SeaEvents,
} from './seaSimulation'

export type { SeaEvents }

const flashFilter = 'brightness(1.8) saturate(2)'
/** Fish frozen by the polar sea's snowflake: pale and icy. */
const frozenFilter = 'saturate(0.35) brightness(1.3) hue-rotate(-15deg)'

/** What drifts through each sea's water: bubbles, marine snow, snowflakes, pearls of light. */
const drifting: Record<Water, string> = {
  sunlit: 'rgba(255,255,255,0.28)',
  midnight: 'rgba(190,235,255,0.16)',
  polar: 'rgba(240,250,255,0.55)',
  palace: 'rgba(255,226,140,0.35)',
  cove: 'rgba(255,255,255,0.32)',
}

/** Gradients painted every frame, made once per size: each is drawn about the origin and moved into place. */
type Paints = {
  shot: CanvasGradient
  specialShot: CanvasGradient
  coin: CanvasGradient
  cannonBase: CanvasGradient
  barrel: CanvasGradient
}

export class Sea extends SeaSimulation {
  private backdrop: HTMLCanvasElement | null = null
  private sprites: (HTMLCanvasElement | null)[] = []
  /** The sprites lit up, for a fish hit but not caught. */
  private flashSprites: (HTMLCanvasElement | null)[] = []
  /** The sprites iced over, while the snowflake holds the fish. */
  private frozenSprites: (HTMLCanvasElement | null)[] = []
  private paints: Paints | null = null

  constructor(
    odds: FishingOdds,
    random: RandomSource,
    private readonly images: HTMLImageElement[],
    private readonly palette: [string, string, string],
    private readonly water: Water,
    events: SeaEvents,
    format: (cents: number) => string,
  ) {
    super(odds, random, events, format, water === 'polar')
  }

  override resize(width: number, height: number, pixelRatio = 1) {
    super.resize(width, height)
    this.backdrop = backdrops[this.water](width, height, pixelRatio, this.palette)
    this.sprites = this.odds.species.map((species, i) =>
      spriteOf(this.images[i], species.size * height * pixelRatio),
    )
    this.flashSprites = this.sprites.map((sprite) => sprite && filtered(sprite, flashFilter))
    this.frozenSprites =
      this.water === 'polar'
        ? this.sprites.map((sprite) => sprite && filtered(sprite, frozenFilter))
        : []
    this.paints = null
  }

  draw(context: CanvasRenderingContext2D, pixelRatio: number, time: number) {
    context.setTransform(1, 0, 0, 1, 0, 0)
    if (this.backdrop) context.drawImage(this.backdrop, 0, 0)
    context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0)

    const paints = (this.paints ??= this.paintsOf(context))

    // Bubbles in sunlit water; in the deep, drifting specks of marine snow; under the ice, snow.
    context.fillStyle = drifting[this.water]
    context.beginPath()
    for (const bubble of this.bubbles) {
      context.moveTo(bubble.x + bubble.r, bubble.y)
      context.arc(bubble.x, bubble.y, bubble.r, 0, Math.PI * 2)
    }
    context.fill()

    for (const fish of this.fish) this.drawFish(context, fish, pixelRatio)
    if (this.frozen > 0) {
      context.fillStyle = `rgba(210,245,255,${Math.min(0.18, this.frozen * 0.1)})`
      context.fillRect(0, 0, this.width, this.height)
    }
    if (this.snowflake) this.drawSnowflake(context)
    this.drawShots(context, paints, pixelRatio)
    this.drawEffects(context, paints, pixelRatio, time)
    this.drawCannon(context, paints)
  }

  private paintsOf(context: CanvasRenderingContext2D): Paints {
    const glow = (r: number, color: string) => {
      const gradient = context.createRadialGradient(0, 0, 0, 0, 0, r * 2.4)
      gradient.addColorStop(0, '#ffffff')
      gradient.addColorStop(0.35, color)
      gradient.addColorStop(1, 'rgba(255,255,255,0)')
      return gradient
    }
    const coinRadius = this.height * coinSize
    const coin = context.createLinearGradient(-coinRadius, -coinRadius, coinRadius, coinRadius)
    coin.addColorStop(0, '#fff6c8')
    coin.addColorStop(0.5, '#ffc21a')
    coin.addColorStop(1, '#b46a00')
    const size = this.cannonSize
    const cannonBase = context.createLinearGradient(0, -size, 0, size * 0.4)
    cannonBase.addColorStop(0, '#5a6478')
    cannonBase.addColorStop(1, '#1c2030')
    const [accent, highlight] = this.palette
    const barrel = context.createLinearGradient(-size * 0.36, 0, size * 0.36, 0)
    barrel.addColorStop(0, accent)
    barrel.addColorStop(0.45, highlight)
    barrel.addColorStop(1, accent)
    return {
      shot: glow(this.height * shotSize.plain, this.palette[1]),
      specialShot: glow(this.height * shotSize.special, '#ffd84d'),
      coin,
      cannonBase,
      barrel,
    }
  }

  private get cannonSize() {
    return Math.min(46, this.height * 0.075)
  }

  private drawFish(context: CanvasRenderingContext2D, fish: Fish, pixelRatio: number) {
    const sprites =
      fish.flash > 0
        ? this.flashSprites
        : this.frozen > 0 && fish.caught < 0 && this.frozenSprites.length
          ? this.frozenSprites
          : this.sprites
    const sprite = sprites[fish.species]
    if (!sprite) return
    const w = sprite.width / pixelRatio
    const h = sprite.height / pixelRatio
    context.save()
    context.translate(fish.x, fish.y)
    if (fish.caught >= 0) {
      context.rotate(fish.caught * 9)
      context.globalAlpha = Math.max(0, 1 - fish.caught / 0.9)
      context.scale(1 - fish.caught * 0.6, 1 - fish.caught * 0.6)
    } else context.rotate(Math.sin(fish.phase * 1.3) * 0.08 * Math.sign(fish.vx))
    if (fish.vx < 0) context.scale(-1, 1)
    context.drawImage(sprite, -w / 2, -h / 2, w, h)
    context.restore()
  }

  /** The snowflake: six feathered arms, turning slowly, in a cold glow. */
  private drawSnowflake(context: CanvasRenderingContext2D) {
    const flake = this.snowflake
    if (!flake) return
    const r = this.height * snowflakeSize
    context.save()
    context.translate(flake.x, flake.y + Math.sin(flake.phase * 2) * r * 0.3)
    context.rotate(flake.phase * 0.8)
    const glow = context.createRadialGradient(0, 0, 0, 0, 0, r * 1.6)
    glow.addColorStop(0, 'rgba(220,250,255,0.7)')
    glow.addColorStop(1, 'rgba(120,220,255,0)')
    context.fillStyle = glow
    context.beginPath()
    context.arc(0, 0, r * 1.6, 0, Math.PI * 2)
    context.fill()
    context.strokeStyle = '#ffffff'
    context.lineCap = 'round'
    context.lineWidth = Math.max(2, r * 0.14)
    context.beginPath()
    for (let k = 0; k < 6; k++) {
      const a = (k / 6) * Math.PI * 2
      const [c, s] = [Math.cos(a), Math.sin(a)]
      context.moveTo(0, 0)
      context.lineTo(c * r, s * r)
      for (const at of [0.45, 0.72]) {
        const [bx, by] = [c * r * at, s * r * at]
        const b = r * (0.85 - at) * 0.9
        context.moveTo(bx, by)
        context.lineTo(bx + Math.cos(a + 0.8) * b, by + Math.sin(a + 0.8) * b)
        context.moveTo(bx, by)
        context.lineTo(bx + Math.cos(a - 0.8) * b, by + Math.sin(a - 0.8) * b)
      }
    }
    context.stroke()
    context.restore()
  }

  private drawShots(context: CanvasRenderingContext2D, paints: Paints, pixelRatio: number) {
    for (const shot of this.shots) {
      const r = this.height * (shot.special ? shotSize.special : shotSize.plain)
      context.setTransform(pixelRatio, 0, 0, pixelRatio, shot.x * pixelRatio, shot.y * pixelRatio)
      context.fillStyle = shot.special ? paints.specialShot : paints.shot
      context.beginPath()
      context.arc(0, 0, r * 2.4, 0, Math.PI * 2)
      context.fill()
    }
    context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0)
  }

  private drawEffects(
    context: CanvasRenderingContext2D,
    paints: Paints,
    pixelRatio: number,
    time: number,
  ) {
    for (const effect of this.effects) {
      if (effect.age < 0) continue
      const t = effect.age / effect.life
      context.save()
      context.globalAlpha = Math.max(0, 1 - t)
      switch (effect.kind) {
        case 'net': {
          const r = (effect.radius ?? 30) * (0.4 + 0.6 * Math.min(1, t * 2))
          context.strokeStyle = '#ffffff'
          context.lineWidth = 2
          context.beginPath()
          context.arc(effect.x, effect.y, r, 0, Math.PI * 2)
          for (let k = 0; k < 6; k++) {
            const a = (k / 6) * Math.PI
            context.moveTo(effect.x + Math.cos(a) * r, effect.y + Math.sin(a) * r)
            context.lineTo(effect.x - Math.cos(a) * r, effect.y - Math.sin(a) * r)
          }
          context.stroke()
          break
        }
        case 'frost': {
          const r = (effect.radius ?? 80) * Math.min(1, t * 2)
          const frost = context.createRadialGradient(
            effect.x,
            effect.y,
            0,
            effect.x,
            effect.y,
            Math.max(1, r),
          )
          frost.addColorStop(0, 'rgba(255,255,255,0.9)')
          frost.addColorStop(0.5, 'rgba(170,235,255,0.5)')
          frost.addColorStop(1, 'rgba(120,210,255,0)')
          context.fillStyle = frost
          context.beginPath()
          context.arc(effect.x, effect.y, Math.max(1, r), 0, Math.PI * 2)
          context.fill()
          break
        }
        case 'blast': {
          const r = (effect.radius ?? 60) * Math.min(1, t * 1.6)
          const fire = context.createRadialGradient(
            effect.x,
            effect.y,
            0,
            effect.x,
            effect.y,
            Math.max(1, r),
          )
          fire.addColorStop(0, 'rgba(255,255,220,0.95)')
          fire.addColorStop(0.4, 'rgba(255,170,40,0.8)')
          fire.addColorStop(1, 'rgba(255,60,60,0)')
          context.fillStyle = fire
          context.beginPath()
          context.arc(effect.x, effect.y, Math.max(1, r), 0, Math.PI * 2)
          context.fill()
          break
        }
        case 'bolt': {
          context.strokeStyle = '#bdf4ff'
          context.shadowColor = '#3ee0ff'
          context.shadowBlur = 14
          context.lineWidth = 3
          context.beginPath()
          for (const [x, y] of effect.points ?? []) {
            context.moveTo(effect.x, effect.y)
            const steps = 6
            for (let k = 1; k <= steps; k++) {
              const jitter = k < steps ? Math.sin(time * 40 + k * 7 + x) * 10 : 0
              context.lineTo(
                effect.x + ((x - effect.x) * k) / steps + jitter,
                effect.y + ((y - effect.y) * k) / steps - jitter,
              )
            }
          }
          context.stroke()
          break
        }
        case 'coin': {
          const ease = t * t
          const x = effect.x + ((effect.toX ?? effect.x) - effect.x) * ease
          const y =
            effect.y +
            ((effect.toY ?? effect.y) - effect.y) * ease -
            Math.sin(t * Math.PI) * this.height * 0.08
          context.globalAlpha = 1
          const r = this.height * coinSize
          const squash = Math.abs(Math.cos(time * 8 + x))
          context.setTransform(pixelRatio, 0, 0, pixelRatio, x * pixelRatio, y * pixelRatio)
          context.fillStyle = paints.coin
          context.beginPath()
          context.ellipse(0, 0, Math.max(1, r * (0.35 + 0.65 * squash)), r, 0, 0, Math.PI * 2)
          context.fill()
          break
        }
        case 'label': {
          context.font = `800 ${Math.max(12, Math.round(this.height * 0.045))}px system-ui, sans-serif`
          context.textAlign = 'center'
          context.lineWidth = 4
          context.strokeStyle = 'rgba(0,0,0,0.7)'
          context.fillStyle = '#ffe27a'
          const y = effect.y - t * this.height * 0.08
          context.strokeText(effect.text ?? '', effect.x, y)
          context.fillText(effect.text ?? '', effect.x, y)
          break
        }
      }
      context.restore()
    }
  }

  private drawCannon(context: CanvasRenderingContext2D, paints: Paints) {
    const [cx, cy] = this.cannon
    const size = this.cannonSize
    context.save()
    context.translate(cx, cy)
    context.fillStyle = paints.cannonBase
    context.strokeStyle = '#ffd84d'
    context.lineWidth = 3
    context.beginPath()
    context.arc(0, size * 0.4, size * 1.1, Math.PI, 0)
    context.fill()
    context.stroke()
    context.fillStyle = '#ffd84d'
    context.beginPath()
    context.arc(0, 0, size * 0.5, 0, Math.PI * 2)
    context.fill()
    context.rotate(this.aim)
    context.fillStyle = paints.barrel
    context.strokeStyle = 'rgba(0,0,0,0.55)'
    context.lineWidth = 2
    context.beginPath()
    context.roundRect(-size * 0.34, -size * 1.5, size * 0.68, size * 1.5, size * 0.16)
    context.fill()
    context.stroke()
    context.fillStyle = '#ffd84d'
    context.fillRect(-size * 0.42, -size * 1.5, size * 0.84, size * 0.22)
    context.restore()
  }
}

/** A sprite redrawn through a canvas filter once, so that drawing it costs no filter each frame. */
function filtered(sprite: HTMLCanvasElement, filter: string): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  canvas.width = sprite.width
  canvas.height = sprite.height
  const context = canvas.getContext('2d')!
  context.filter = filter
  context.drawImage(sprite, 0, 0)
  return canvas
}

/** A species drawn once at its size (device pixels), so each frame only copies it. */
function spriteOf(image: HTMLImageElement | undefined, size: number): HTMLCanvasElement | null {
  if (!image?.complete || !image.naturalWidth) return null
  const canvas = document.createElement('canvas')
  canvas.width = canvas.height = Math.max(8, Math.round(size))
  canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height)
  return canvas
}

type Backdrop = (
  width: number,
  height: number,
  pixelRatio: number,
  palette: [string, string, string],
) => HTMLCanvasElement

/** A canvas of the sea's size in device pixels, drawn on in CSS pixels. */
function canvasOf(width: number, height: number, pixelRatio: number) {
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(width * pixelRatio)
  canvas.height = Math.round(height * pixelRatio)
  const context = canvas.getContext('2d')!
  context.scale(pixelRatio, pixelRatio)
  return { canvas, context }
}

/** The reef: sunbeams through blue water, sand and weed. */
const sunlit: Backdrop = (width, height, pixelRatio, [accent, highlight, background]) => {
  const { canvas, context } = canvasOf(width, height, pixelRatio)
  const water = context.createLinearGradient(0, 0, 0, height)
  water.addColorStop(0, '#1a8fd1')
  water.addColorStop(0.45, '#0b4f8a')
  water.addColorStop(1, background)
  context.fillStyle = water
  context.fillRect(0, 0, width, height)

  context.globalAlpha = 0.1
  context.fillStyle = '#ffffff'
  for (let i = 0; i < 7; i++) {
    const x = (i + 0.5) * (width / 7)
    context.beginPath()
    context.moveTo(x - 20, 0)
    context.lineTo(x + 40, 0)
    context.lineTo(x + 140 - i * 30, height * 0.85)
    context.lineTo(x + 60 - i * 30, height * 0.85)
    context.fill()
  }
  context.globalAlpha = 1

  const sand = context.createLinearGradient(0, height * 0.86, 0, height)
  sand.addColorStop(0, '#c9a46a')
  sand.addColorStop(1, '#7a5a2e')
  context.fillStyle = sand
  context.beginPath()
  context.moveTo(0, height)
  for (let x = 0; x <= width; x += 20)
    context.lineTo(x, height * 0.9 + Math.sin(x / 60) * height * 0.02)
  context.lineTo(width, height)
  context.fill()

  // Coral along the seabed, in the game's colours and the reef's own, with weed between.
  const corals = [accent, '#ff8a5c', highlight, '#d46bff']
  const seabed = (x: number) => height * 0.9 + Math.sin(x / 60) * height * 0.02
  const scale = Math.min(1, height / 600)
  for (let i = 0; i < Math.ceil(width / 80); i++) {
    const x = i * 80 + 24 + (i % 3) * 9
    const color = corals[i % corals.length]
    if (i % 3 === 0) branchCoral(context, x, seabed(x) + 4, 46 * scale, color)
    else if (i % 3 === 1) brainCoral(context, x, seabed(x) + 6, 22 * scale, color)
    else seaweed(context, x, seabed(x) + 4, height * 0.16, i % 2 ? '#2ed47a' : '#7ad84a')
  }
  context.globalAlpha = 1
  return canvas
}

/** A staghorn coral: branches forking upwards, each ending in a rounded tip. */
function branchCoral(
  context: CanvasRenderingContext2D,
  x: number,
  y: number,
  size: number,
  color: string,
) {
  context.strokeStyle = color
  context.lineCap = 'round'
  const branch = (bx: number, by: number, angle: number, length: number, depth: number) => {
    const ex = bx + Math.sin(angle) * length
    const ey = by - Math.cos(angle) * length
    context.lineWidth = Math.max(2, depth * 2.4)
    context.beginPath()
    context.moveTo(bx, by)
    context.lineTo(ex, ey)
    context.stroke()
    if (depth > 1) {
      branch(ex, ey, angle - 0.45, length * 0.72, depth - 1)
      branch(ex, ey, angle + 0.4, length * 0.68, depth - 1)
    }
  }
  context.globalAlpha = 0.85
  branch(x, y, -0.15, size * 0.45, 3)
  branch(x, y, 0.5, size * 0.35, 3)
  context.globalAlpha = 1
}

/** A brain coral: a rounded mound with winding grooves. */
function brainCoral(
  context: CanvasRenderingContext2D,
  x: number,
  y: number,
  r: number,
  color: string,
) {
  context.globalAlpha = 0.85
  context.fillStyle = color
  context.beginPath()
  context.ellipse(x, y, r * 1.3, r, 0, Math.PI, 0)
  context.fill()
  context.strokeStyle = 'rgba(0,0,0,0.25)'
  context.lineWidth = 1.5
  for (let k = 1; k <= 3; k++) {
    context.beginPath()
    context.ellipse(x, y, r * 1.3 * (k / 4), r * (k / 4), 0, Math.PI, 0)
    context.stroke()
  }
  context.globalAlpha = 1
}

/** A frond of weed swaying up from the seabed. */
function seaweed(
  context: CanvasRenderingContext2D,
  x: number,
  y: number,
  length: number,
  color: string,
) {
  context.strokeStyle = color
  context.globalAlpha = 0.6
  context.lineWidth = 6
  context.lineCap = 'round'
  context.beginPath()
  context.moveTo(x, y)
  context.bezierCurveTo(x - 20, y - length * 0.4, x + 20, y - length * 0.7, x - 6, y - length)
  context.stroke()
  context.globalAlpha = 1
}

/**
 * The midnight zone: no sunbeams, the last of the light fading into black, a faint glow where
 * living things shine, and dark rock below.
 */
const midnight: Backdrop = (width, height, pixelRatio, [accent, highlight, background]) => {
  const { canvas, context } = canvasOf(width, height, pixelRatio)
  const water = context.createLinearGradient(0, 0, 0, height)
  water.addColorStop(0, '#0b2350')
  water.addColorStop(0.3, '#07122e')
  water.addColorStop(1, background)
  context.fillStyle = water
  context.fillRect(0, 0, width, height)

  // Faint glows, placed by the golden ratio so they fall evenly but not in rows.
  const count = Math.ceil((width * height) / 60000) + 3
  for (let i = 0; i < count; i++) {
    const x = ((i * 0.618 + 0.31) % 1) * width
    const y = height * (0.2 + ((i * 0.382 + 0.17) % 1) * 0.6)
    const r = height * (0.12 + (i % 3) * 0.05)
    const glow = context.createRadialGradient(x, y, 0, x, y, r)
    glow.addColorStop(0, i % 2 ? accent : highlight)
    glow.addColorStop(1, 'rgba(0,0,0,0)')
    context.globalAlpha = 0.1
    context.fillStyle = glow
    context.fillRect(x - r, y - r, r * 2, r * 2)
  }
  context.globalAlpha = 1

  // Dark rock, lit at its edge by the glow.
  context.fillStyle = '#03050f'
  context.strokeStyle = accent
  context.globalAlpha = 1
  context.beginPath()
  context.moveTo(0, height)
  for (let x = 0; x <= width + 24; x += 24) {
    const ridge = Math.sin(x / 47) * 0.025 + Math.sin(x / 13) * 0.008 + Math.sin(x / 131) * 0.03
    context.lineTo(x, height * (0.9 + ridge))
  }
  context.lineTo(width, height)
  context.closePath()
  context.fill()
  context.globalAlpha = 0.35
  context.lineWidth = 1.5
  context.stroke()

  // Glowing polyps on the rock.
  for (let i = 0; i < Math.ceil(width / 70); i++) {
    const x = i * 70 + 25 + (i % 2) * 18
    const y = height * (0.9 + Math.sin(x / 47) * 0.025 + Math.sin(x / 131) * 0.03) + 6
    const r = 14 + (i % 3) * 5
    const glow = context.createRadialGradient(x, y, 0, x, y, r)
    glow.addColorStop(0, '#ffffff')
    glow.addColorStop(0.2, i % 3 ? highlight : accent)
    glow.addColorStop(1, 'rgba(0,0,0,0)')
    context.globalAlpha = 0.45
    context.fillStyle = glow
    context.fillRect(x - r, y - r, r * 2, r * 2)
  }
  context.globalAlpha = 1
  return canvas
}

/**
 * The polar sea: an aurora over a thin band of night sky at the top (kept above the fish, which
 * swim from a tenth of the sea's height down), ice floes at the waterline with their
 * blue undersides, cold clear water lit green from above, and snow-capped rock below.
 */
const polar: Backdrop = (width, height, pixelRatio, [, , background]) => {
  const { canvas, context } = canvasOf(width, height, pixelRatio)
  const surface = height * 0.085
  const sky = context.createLinearGradient(0, 0, 0, surface)
  sky.addColorStop(0, '#050a24')
  sky.addColorStop(1, '#123a5c')
  context.fillStyle = sky
  context.fillRect(0, 0, width, surface)
  // The aurora: curtains of green and violet light, brightest at their lower edge.
  for (const [color, y0, phase] of [
    ['rgba(92,255,176,', 0.35, 0],
    ['rgba(180,125,255,', 0.15, 2],
    ['rgba(92,240,255,', 0.55, 4],
  ] as const) {
    for (let x = 0; x < width; x++) {
      const base = surface * (y0 + 0.25 * Math.sin(x / 53 + phase) + 0.1 * Math.sin(x / 17 + phase))
      const curtain = context.createLinearGradient(0, base - surface * 0.5, 0, base)
      curtain.addColorStop(0, `${color}0)`)
      curtain.addColorStop(1, `${color}0.55)`)
      context.fillStyle = curtain
      context.fillRect(x, base - surface * 0.5, 1, surface * 0.5)
    }
  }
  // Stars.
  context.fillStyle = '#ffffff'
  for (let i = 0; i < Math.ceil(width / 25); i++) {
    const x = ((i * 0.618 + 0.1) % 1) * width
    const y = ((i * 0.382 + 0.2) % 1) * surface * 0.6
    context.globalAlpha = 0.4 + (i % 3) * 0.2
    context.fillRect(x, y, 1.5, 1.5)
  }
  context.globalAlpha = 1

  const water = context.createLinearGradient(0, surface, 0, height)
  water.addColorStop(0, '#3fb7d8')
  water.addColorStop(0.35, '#176a96')
  water.addColorStop(1, background)
  context.fillStyle = water
  context.fillRect(0, surface, width, height - surface)

  // The aurora's light reaching down through the water.
  context.globalAlpha = 0.08
  context.fillStyle = '#7dffc8'
  for (let i = 0; i < 5; i++) {
    const x = (i + 0.3) * (width / 5)
    context.beginPath()
    context.moveTo(x - 10, surface)
    context.lineTo(x + 30, surface)
    context.lineTo(x + 70 - i * 20, height * 0.8)
    context.lineTo(x + 10 - i * 20, height * 0.8)
    context.fill()
  }
  context.globalAlpha = 1

  // Ice floes along the waterline: white above, blue ice hanging below.
  let x = -10
  let i = 0
  while (x < width) {
    const w = 50 + ((i * 37) % 60)
    const depth = height * (0.03 + ((i * 0.29) % 1) * 0.05)
    const below = context.createLinearGradient(0, surface, 0, surface + depth)
    below.addColorStop(0, '#dff6ff')
    below.addColorStop(1, 'rgba(120,200,240,0.75)')
    context.fillStyle = below
    context.beginPath()
    context.moveTo(x, surface)
    context.lineTo(x + w, surface)
    context.lineTo(x + w * 0.85, surface + depth * 0.7)
    context.lineTo(x + w * 0.5, surface + depth)
    context.lineTo(x + w * 0.2, surface + depth * 0.8)
    context.closePath()
    context.fill()
    context.fillStyle = '#f6fcff'
    context.fillRect(x, surface - 5, w, 6)
    x += w + 14 + ((i * 23) % 30)
    i++
  }

  // Rock under snow and ice at the bottom.
  const seabed = (px: number) =>
    height * (0.91 + Math.sin(px / 57) * 0.02 + Math.sin(px / 151) * 0.025)
  context.fillStyle = '#1c2f46'
  context.beginPath()
  context.moveTo(0, height)
  for (let px = 0; px <= width + 20; px += 20) context.lineTo(px, seabed(px))
  context.lineTo(width, height)
  context.fill()
  context.strokeStyle = '#e8f8ff'
  context.lineWidth = 4
  context.lineCap = 'round'
  context.beginPath()
  for (let px = 0; px <= width + 20; px += 20) context.lineTo(px, seabed(px) + 2)
  context.stroke()
  // Spikes of ice standing on the rock.
  for (let k = 0; k < Math.ceil(width / 90); k++) {
    const px = k * 90 + 30 + (k % 2) * 25
    const h = height * (0.05 + (k % 3) * 0.02)
    const crystal = context.createLinearGradient(px, seabed(px) - h, px, seabed(px))
    crystal.addColorStop(0, '#ffffff')
    crystal.addColorStop(1, 'rgba(140,210,255,0.5)')
    context.fillStyle = crystal
    context.beginPath()
    context.moveTo(px - 9, seabed(px) + 4)
    context.lineTo(px - 2, seabed(px) - h)
    context.lineTo(px + 9, seabed(px) + 4)
    context.moveTo(px + 6, seabed(px) + 4)
    context.lineTo(px + 16, seabed(px) - h * 0.6)
    context.lineTo(px + 22, seabed(px) + 4)
    context.fill()
  }
  return canvas
}

/**
 * The Dragon King's palace: jade water lit gold from below, where the crystal palace stands on
 * the seabed with its curving roofs and red pillars, pearls and red coral around it.
 */
const palace: Backdrop = (width, height, pixelRatio, [accent, highlight, background]) => {
  const { canvas, context } = canvasOf(width, height, pixelRatio)
  const water = context.createLinearGradient(0, 0, 0, height)
  water.addColorStop(0, '#1a8f9a')
  water.addColorStop(0.4, '#0d4f73')
  water.addColorStop(1, background)
  context.fillStyle = water
  context.fillRect(0, 0, width, height)

  const seabed = (px: number) => height * (0.92 + Math.sin(px / 70) * 0.012)
  const cx = width / 2
  const size = Math.min(width * 0.9, height * 0.55)
  const ground = height * 0.92

  // The palace's glow.
  const glow = context.createRadialGradient(
    cx,
    ground - size * 0.3,
    0,
    cx,
    ground - size * 0.3,
    size * 0.9,
  )
  glow.addColorStop(0, 'rgba(255,226,122,0.5)')
  glow.addColorStop(0.5, 'rgba(120,255,230,0.15)')
  glow.addColorStop(1, 'rgba(0,0,0,0)')
  context.fillStyle = glow
  context.fillRect(0, 0, width, height)

  // Light falling from the surface, warm.
  context.globalAlpha = 0.07
  context.fillStyle = '#fff2b0'
  for (let i = 0; i < 6; i++) {
    const x = (i + 0.5) * (width / 6)
    context.beginPath()
    context.moveTo(x - 16, 0)
    context.lineTo(x + 30, 0)
    context.lineTo(x + 90 - i * 24, height * 0.8)
    context.lineTo(x + 30 - i * 24, height * 0.8)
    context.fill()
  }
  context.globalAlpha = 1

  // The palace: three tiers, each a row of red pillars under a crystal roof with upturned eaves.
  const crystal = context.createLinearGradient(0, ground - size * 0.8, 0, ground)
  crystal.addColorStop(0, 'rgba(220,255,250,0.9)')
  crystal.addColorStop(1, 'rgba(90,220,230,0.6)')
  const tiers = [
    { w: size * 0.9, h: size * 0.2 },
    { w: size * 0.64, h: size * 0.17 },
    { w: size * 0.4, h: size * 0.15 },
  ]
  let base = ground
  context.globalAlpha = 0.85
  for (const [t, { w, h }] of tiers.entries()) {
    // Pillars and the hall between them.
    context.fillStyle = 'rgba(120,230,240,0.35)'
    context.fillRect(cx - w * 0.4, base - h, w * 0.8, h)
    context.fillStyle = accent
    const pillars = 6 - t
    for (let p = 0; p <= pillars; p++) {
      const px = cx - w * 0.4 + (w * 0.8 * p) / pillars
      context.fillRect(px - 2.5, base - h, 5, h)
    }
    // The roof: a crystal sweep rising at both eaves, gold along its edge.
    const roofTop = base - h - h * 0.55
    context.fillStyle = crystal
    context.strokeStyle = highlight
    context.lineWidth = 2
    context.beginPath()
    context.moveTo(cx - w * 0.58, base - h - h * 0.3)
    context.quadraticCurveTo(cx - w * 0.4, base - h + 2, cx - w * 0.3, roofTop)
    context.lineTo(cx + w * 0.3, roofTop)
    context.quadraticCurveTo(cx + w * 0.4, base - h + 2, cx + w * 0.58, base - h - h * 0.3)
    context.lineTo(cx + w * 0.46, base - h + 2)
    context.lineTo(cx - w * 0.46, base - h + 2)
    context.closePath()
    context.fill()
    context.stroke()
    base = roofTop
  }
  // A pearl on the top, glowing.
  const pearl = context.createRadialGradient(cx, base - 8, 0, cx, base - 8, 22)
  pearl.addColorStop(0, '#ffffff')
  pearl.addColorStop(0.3, highlight)
  pearl.addColorStop(1, 'rgba(255,255,255,0)')
  context.fillStyle = pearl
  context.fillRect(cx - 22, base - 30, 44, 44)
  context.globalAlpha = 1

  // The seabed: pale sand, red coral fans and pearls in open shells.
  context.fillStyle = '#1b3f55'
  context.beginPath()
  context.moveTo(0, height)
  for (let px = 0; px <= width + 20; px += 20) context.lineTo(px, seabed(px))
  context.lineTo(width, height)
  context.fill()
  context.fillStyle = '#d9b45a'
  context.fillRect(cx - size * 0.48, ground - 4, size * 0.96, 6)
  const scale = Math.min(1, height / 600)
  for (let i = 0; i < Math.ceil(width / 70); i++) {
    const px = i * 70 + 20 + (i % 2) * 15
    if (Math.abs(px - cx) < size * 0.45) continue
    if (i % 2)
      branchCoral(context, px, seabed(px) + 4, 52 * scale, i % 4 === 1 ? '#ff4a4a' : '#ff7a5a')
    else {
      const r = 7 * Math.max(0.8, scale)
      context.fillStyle = '#e8c0d8'
      context.beginPath()
      context.ellipse(px, seabed(px), r * 2, r, 0, Math.PI, 0)
      context.fill()
      const shine = context.createRadialGradient(
        px - 2,
        seabed(px) - r - 2,
        0,
        px,
        seabed(px) - r,
        r * 2.5,
      )
      shine.addColorStop(0, '#ffffff')
      shine.addColorStop(0.4, '#fff2d0')
      shine.addColorStop(1, 'rgba(255,255,255,0)')
      context.fillStyle = shine
      context.beginPath()
      context.arc(px, seabed(px) - r, r * 2.5, 0, Math.PI * 2)
      context.fill()
    }
  }
  return canvas
}

/**
 * The pirate cove: shallow turquoise water between dark cliffs, sunbeams, white sand with a
 * sunken galleon lying on it and gold spilt around.
 */
const cove: Backdrop = (width, height, pixelRatio) => {
  const { canvas, context } = canvasOf(width, height, pixelRatio)
  const water = context.createLinearGradient(0, 0, 0, height)
  water.addColorStop(0, '#43dcd6')
  water.addColorStop(0.45, '#1598b4')
  water.addColorStop(0.8, '#1b7f96')
  water.addColorStop(1, '#2d8a8a')
  context.fillStyle = water
  context.fillRect(0, 0, width, height)

  context.globalAlpha = 0.13
  context.fillStyle = '#ffffff'
  for (let i = 0; i < 7; i++) {
    const x = (i + 0.5) * (width / 7)
    context.beginPath()
    context.moveTo(x - 20, 0)
    context.lineTo(x + 40, 0)
    context.lineTo(x + 140 - i * 30, height * 0.8)
    context.lineTo(x + 60 - i * 30, height * 0.8)
    context.fill()
  }
  context.globalAlpha = 1

  // The cove's cliffs at either side.
  context.fillStyle = 'rgba(26,40,48,0.8)'
  for (const side of [0, 1]) {
    context.beginPath()
    const edge = side ? width : 0
    const dir = side ? -1 : 1
    context.moveTo(edge, 0)
    for (let y = 0; y <= height * 0.85; y += 24) {
      const reach = width * (0.07 + 0.03 * Math.sin(y / 41 + side * 2) + 0.02 * Math.sin(y / 13))
      context.lineTo(edge + dir * reach, y)
    }
    context.lineTo(edge, height * 0.85)
    context.closePath()
    context.fill()
  }

  // Sand: the shallows' floor, pale and rippled.
  const seabed = (px: number) => height * (0.84 + Math.sin(px / 90) * 0.02)
  const sand = context.createLinearGradient(0, height * 0.82, 0, height)
  sand.addColorStop(0, '#f3dfa8')
  sand.addColorStop(1, '#c8a060')

  // The sunken galleon, half in the sand and heeled over.
  const size = Math.min(width * 0.55, height * 0.4)
  const sx = width * 0.3
  const sy = seabed(sx) + size * 0.05
  context.save()
  context.translate(sx, sy)
  context.rotate(-0.12)
  context.fillStyle = '#4a2e1a'
  context.strokeStyle = '#2a1a0e'
  context.lineWidth = 2
  context.beginPath()
  context.moveTo(-size * 0.5, -size * 0.28)
  context.lineTo(-size * 0.32, -size * 0.28)
  context.lineTo(-size * 0.3, -size * 0.16)
  context.lineTo(size * 0.45, -size * 0.16)
  context.lineTo(size * 0.55, -size * 0.22)
  context.lineTo(size * 0.42, size * 0.08)
  context.lineTo(-size * 0.42, size * 0.08)
  context.closePath()
  context.fill()
  context.stroke()
  context.strokeStyle = 'rgba(255,220,160,0.25)'
  for (const y of [-0.1, -0.03]) {
    context.beginPath()
    context.moveTo(-size * 0.44, size * y)
    context.lineTo(size * 0.48, size * y)
    context.stroke()
  }
  context.fillStyle = '#1a0f08'
  for (let p = -2; p <= 2; p++) {
    context.beginPath()
    context.arc(p * size * 0.16, -size * 0.07, size * 0.022, 0, Math.PI * 2)
    context.fill()
  }
  // The broken masts, one snapped, a rag of sail.
  context.strokeStyle = '#3a2414'
  context.lineWidth = Math.max(3, size * 0.025)
  context.beginPath()
  context.moveTo(-size * 0.1, -size * 0.16)
  context.lineTo(-size * 0.1, -size * 0.75)
  context.moveTo(size * 0.2, -size * 0.16)
  context.lineTo(size * 0.28, -size * 0.45)
  context.stroke()
  context.fillStyle = 'rgba(230,220,190,0.6)'
  context.beginPath()
  context.moveTo(-size * 0.1, -size * 0.7)
  context.lineTo(size * 0.08, -size * 0.62)
  context.lineTo(size * 0.02, -size * 0.5)
  context.lineTo(size * 0.06, -size * 0.42)
  context.lineTo(-size * 0.1, -size * 0.45)
  context.closePath()
  context.fill()
  context.restore()

  // A second wreck far off, only its shadow.
  context.fillStyle = 'rgba(16,60,72,0.45)'
  const fx = width * 0.78
  const fy = seabed(fx) - height * 0.01
  const fs = size * 0.5
  context.beginPath()
  context.moveTo(fx - fs * 0.5, fy - fs * 0.15)
  context.lineTo(fx + fs * 0.5, fy - fs * 0.22)
  context.lineTo(fx + fs * 0.4, fy + fs * 0.05)
  context.lineTo(fx - fs * 0.4, fy + fs * 0.05)
  context.closePath()
  context.fill()
  context.fillRect(fx - 2, fy - fs * 0.8, 4, fs * 0.65)

  context.fillStyle = sand
  context.beginPath()
  context.moveTo(0, height)
  for (let px = 0; px <= width + 20; px += 20) context.lineTo(px, seabed(px))
  context.lineTo(width, height)
  context.fill()
  context.strokeStyle = 'rgba(160,120,60,0.35)'
  context.lineWidth = 2
  for (let row = 1; row <= 3; row++) {
    context.beginPath()
    for (let px = 0; px <= width; px += 10)
      context.lineTo(px, seabed(px) + row * height * 0.035 + Math.sin(px / 14 + row) * 2)
    context.stroke()
  }

  // Doubloons spilt on the sand, glinting.
  for (let i = 0; i < Math.ceil(width / 45); i++) {
    const px = ((i * 0.618 + 0.05) % 1) * width
    const py = seabed(px) + height * (0.02 + ((i * 0.382) % 1) * 0.08)
    const r = 4 + (i % 3)
    const coin = context.createRadialGradient(px - 1, py - 1, 0, px, py, r)
    coin.addColorStop(0, '#fff6c8')
    coin.addColorStop(0.5, '#ffc21a')
    coin.addColorStop(1, '#a86a00')
    context.fillStyle = coin
    context.beginPath()
    context.ellipse(px, py, r, r * 0.6, 0, 0, Math.PI * 2)
    context.fill()
  }
  // Weed along the cliffs' feet.
  for (const px of [width * 0.05, width * 0.11, width * 0.9, width * 0.95])
    seaweed(context, px, seabed(px) + 4, height * 0.14, '#4ac26a')
  return canvas
}

const backdrops: Record<Water, Backdrop> = { sunlit, midnight, polar, palace, cove }
