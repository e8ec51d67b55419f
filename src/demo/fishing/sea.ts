/**
 * The fishing demos' sea: fish crossing, shots flying, catches paying. Plain canvas drawing in
 * one requestAnimationFrame loop; sizes follow the sea's height so it plays the same from a
 * 360 px phone to a desktop. Whether a fish is caught is decided by `resolveShot` from the
 * game's odds, with the demo's cryptographic random source.
 */
import type { RandomSource } from '../random'
import { bySpawnRate, drawSpecies, resolveShot, type FishingOdds, type SpecialShot } from './odds'

type Fish = {
  species: number
  x: number
  y: number
  vx: number
  baseY: number
  phase: number
  size: number
  /** Seconds since it was caught (it spins away), or -1 while swimming. */
  caught: number
  /** Seconds left of the red flash after a hit that did not catch it. */
  flash: number
}

type Shot = { x: number; y: number; vx: number; vy: number; age: number; stake: number; special: SpecialShot | null; targetX: number; targetY: number }
type Effect = { kind: 'net' | 'blast' | 'bolt' | 'coin' | 'label'; x: number; y: number; age: number; life: number; radius?: number; text?: string; toX?: number; toY?: number; points?: [number, number][] }

export type SeaEvents = {
  /** A catch: what it pays, in cents, and how many coins (stakes) that is. */
  onCatch(cents: number, coins: number): void
  /** A shot that never reached a fish is given back. */
  onRefund(cents: number): void
  onSound(cue: 'shot' | 'catch' | 'coin'): void
}

const shotSpeed = 1.1
const shotLifeSeconds = 6
const maxShots = 24
const flashFilter = 'brightness(1.8) saturate(2)'
/** Shot and flying-coin radii, as shares of the sea's height. */
const shotSize = { plain: 0.012, special: 0.022 }
const coinSize = 0.018

/** Gradients painted every frame, made once per size: each is drawn about the origin and moved into place. */
type Paints = { shot: CanvasGradient; specialShot: CanvasGradient; coin: CanvasGradient; cannonBase: CanvasGradient; barrel: CanvasGradient }

export class Sea {
  width = 0
  height = 0
  /** Aim of the cannon, radians from straight up (negative: left). */
  aim = 0
  private fish: Fish[] = []
  private shots: Shot[] = []
  private effects: Effect[] = []
  private bubbles: { x: number; y: number; r: number; speed: number }[] = []
  private backdrop: HTMLCanvasElement | null = null
  private sprites: (HTMLCanvasElement | null)[] = []
  /** The sprites lit up, for a fish hit but not caught. */
  private flashSprites: (HTMLCanvasElement | null)[] = []
  private paints: Paints | null = null

  constructor(
    private readonly odds: FishingOdds,
    private readonly random: RandomSource,
    private readonly images: HTMLImageElement[],
    private readonly palette: [string, string, string],
    private readonly events: SeaEvents,
    private readonly format: (cents: number) => string,
  ) {}

  get cannon(): [number, number] {
    return [this.width / 2, this.height - Math.min(40, this.height * 0.07)]
  }

  resize(width: number, height: number, pixelRatio: number) {
    const scale = height / (this.height || height)
    this.width = width
    this.height = height
    for (const fish of this.fish) {
      fish.y *= scale
      fish.baseY *= scale
      fish.size *= scale
    }
    this.backdrop = drawBackdrop(width, height, pixelRatio, this.palette)
    this.sprites = this.odds.species.map((species, i) => spriteOf(this.images[i], species.size * height * pixelRatio))
    this.flashSprites = this.sprites.map((sprite) => sprite && filtered(sprite, flashFilter))
    this.paints = null
    this.bubbles = Array.from({ length: 26 }, () => ({ x: Math.random() * width, y: Math.random() * height, r: 1.5 + Math.random() * 4, speed: 12 + Math.random() * 30 }))
  }

  /** Fires at a point; the shot's cost was already paid. */
  fire(x: number, y: number, stake: number, special: SpecialShot | null) {
    if (this.shots.length >= maxShots) return false
    const [cx, cy] = this.cannon
    const angle = Math.atan2(x - cx, cy - y)
    this.aim = Math.max(-1.35, Math.min(1.35, angle))
    const speed = shotSpeed * this.height
    this.shots.push({ x: cx, y: cy, vx: Math.sin(this.aim) * speed, vy: -Math.cos(this.aim) * speed, age: 0, stake, special, targetX: x, targetY: y })
    this.events.onSound('shot')
    return true
  }

  /** Fires the way the cannon points (keyboard, fire button). */
  fireAhead(stake: number, special: SpecialShot | null) {
    const [cx, cy] = this.cannon
    const reach = this.height * 0.6
    return this.fire(cx + Math.sin(this.aim) * reach, cy - Math.cos(this.aim) * reach, stake, special)
  }

  step(seconds: number) {
    const dt = Math.min(seconds, 0.05)
    this.populate()
    for (const fish of this.fish) {
      if (fish.caught >= 0) fish.caught += dt
      else {
        fish.x += fish.vx * dt
        fish.phase += dt
        fish.y = fish.baseY + Math.sin(fish.phase * 1.3) * fish.size * 0.25
      }
      fish.flash = Math.max(0, fish.flash - dt)
    }
    this.fish = this.fish.filter((fish) => fish.caught < 0.9 && fish.x > -fish.size * 1.5 && fish.x < this.width + fish.size * 1.5)
    for (const bubble of this.bubbles) {
      bubble.y -= bubble.speed * dt
      if (bubble.y < -10) {
        bubble.y = this.height + 10
        bubble.x = Math.random() * this.width
      }
    }
    this.moveShots(dt)
    for (const effect of this.effects) effect.age += dt
    this.effects = this.effects.filter((effect) => effect.age < effect.life)
  }

  private populate() {
    const wanted = Math.round(Math.min(20, Math.max(12, (this.width * this.height) / 20000)))
    let swimming = 0
    for (const fish of this.fish) if (fish.caught < 0) swimming++
    for (; swimming < wanted; swimming++) {
      const species = drawSpecies(this.odds, this.random, bySpawnRate)
      const index = this.odds.species.indexOf(species)
      const size = species.size * this.height
      const fromLeft = this.random.unit() < 0.5
      const speed = (this.width + size * 2) / species.crossSeconds / (0.85 + this.random.unit() * 0.3)
      const baseY = this.height * (0.1 + this.random.unit() * 0.62)
      // The very first fish start inside the sea, so it is never empty.
      const x = this.fish.length < wanted / 2 ? this.random.unit() * this.width : fromLeft ? -size : this.width + size
      this.fish.push({ species: index, x, y: baseY, baseY, vx: fromLeft ? speed : -speed, phase: this.random.unit() * 6, size, caught: -1, flash: 0 })
    }
  }

  private moveShots(dt: number) {
    const kept: Shot[] = []
    for (const shot of this.shots) {
      shot.age += dt
      shot.x += shot.vx * dt
      shot.y += shot.vy * dt
      // Shots bounce off the sides and the surface, as in every fishing game.
      if (shot.x < 0 || shot.x > this.width) {
        shot.vx = -shot.vx
        shot.x = Math.max(0, Math.min(this.width, shot.x))
      }
      if (shot.y < 0) {
        shot.vy = -shot.vy
        shot.y = 0
      }
      const reachedTarget = shot.special && Math.hypot(shot.x - shot.targetX, shot.y - shot.targetY) < this.height * 0.03
      const hit = this.fish.find((fish) => fish.caught < 0 && Math.hypot(fish.x - shot.x, fish.y - shot.y) < fish.size * 0.42)
      if (hit || reachedTarget) this.explode(shot, hit ?? null)
      else if (shot.age > shotLifeSeconds || shot.y > this.height) this.events.onRefund(shot.stake * (shot.special?.cost ?? 1))
      else kept.push(shot)
    }
    this.shots = kept
  }

  /** What a shot that arrives catches: one fish, or (special shots) every fish in reach. */
  private explode(shot: Shot, hit: Fish | null) {
    const swimming = this.fish.filter((fish) => fish.caught < 0)
    const cost = shot.special?.cost ?? 1
    let targets: Fish[]
    if (!shot.special) targets = hit ? [hit] : []
    else {
      const reach = shot.special.radius * this.height
      const byDistance = [...swimming].sort((a, b) => Math.hypot(a.x - shot.x, a.y - shot.y) - Math.hypot(b.x - shot.x, b.y - shot.y))
      targets = byDistance.filter((fish) => Math.hypot(fish.x - shot.x, fish.y - shot.y) <= reach + fish.size * 0.4)
      // Not enough in reach to pay what the shot cost: it chains on to the nearest others.
      const needed = this.odds.rtp * cost
      for (const fish of byDistance) {
        if (this.valueOf(targets) >= needed) break
        if (!targets.includes(fish)) targets.push(fish)
      }
      this.effects.push({ kind: shot.special.id === 'bomb' ? 'blast' : 'net', x: shot.x, y: shot.y, age: 0, life: 0.6, radius: reach })
      if (shot.special.id === 'lightning' || targets.length > 1) {
        this.effects.push({ kind: 'bolt', x: shot.x, y: shot.y, age: 0, life: 0.45, points: targets.map((fish) => [fish.x, fish.y]) })
      }
    }
    const caught = resolveShot(
      targets.map((fish) => this.odds.species[fish.species].value),
      cost,
      this.odds.rtp,
      this.random,
    )
    if (!caught) {
      // Nothing to reach at all: the shot is given back.
      this.events.onRefund(shot.stake * cost)
      return
    }
    if (!shot.special) this.effects.push({ kind: 'net', x: shot.x, y: shot.y, age: 0, life: 0.4, radius: this.height * 0.05 })
    targets.forEach((fish, i) => {
      if (!caught.includes(i)) fish.flash = 0.25
    })
    let coins = 0
    for (const i of caught) {
      const fish = targets[i]
      const value = this.odds.species[fish.species].value
      fish.caught = 0
      coins += value
      this.effects.push({ kind: 'label', x: fish.x, y: fish.y, age: 0, life: 1.2, text: `+${this.format(shot.stake * value)}` })
      const [cx, cy] = this.cannon
      for (let k = 0; k < Math.min(8, 2 + Math.round(Math.log2(value))); k++) {
        this.effects.push({ kind: 'coin', x: fish.x + (k % 3) * 8 - 8, y: fish.y + k * 4, age: -k * 0.05, life: 0.9, toX: cx, toY: cy })
      }
    }
    if (coins > 0) {
      this.events.onCatch(shot.stake * coins, coins)
      this.events.onSound('catch')
    }
  }

  private valueOf(fish: Fish[]) {
    return fish.reduce((sum, f) => sum + this.odds.species[f.species].value, 0)
  }

  draw(context: CanvasRenderingContext2D, pixelRatio: number, time: number) {
    context.setTransform(1, 0, 0, 1, 0, 0)
    if (this.backdrop) context.drawImage(this.backdrop, 0, 0)
    context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0)

    const paints = (this.paints ??= this.paintsOf(context))

    context.fillStyle = 'rgba(255,255,255,0.28)'
    context.beginPath()
    for (const bubble of this.bubbles) {
      context.moveTo(bubble.x + bubble.r, bubble.y)
      context.arc(bubble.x, bubble.y, bubble.r, 0, Math.PI * 2)
    }
    context.fill()

    for (const fish of this.fish) this.drawFish(context, fish, pixelRatio)
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
    return { shot: glow(this.height * shotSize.plain, this.palette[1]), specialShot: glow(this.height * shotSize.special, '#ffd84d'), coin, cannonBase, barrel }
  }

  private get cannonSize() {
    return Math.min(46, this.height * 0.075)
  }

  private drawFish(context: CanvasRenderingContext2D, fish: Fish, pixelRatio: number) {
    const sprite = (fish.flash > 0 ? this.flashSprites : this.sprites)[fish.species]
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

  private drawEffects(context: CanvasRenderingContext2D, paints: Paints, pixelRatio: number, time: number) {
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
        case 'blast': {
          const r = (effect.radius ?? 60) * Math.min(1, t * 1.6)
          const fire = context.createRadialGradient(effect.x, effect.y, 0, effect.x, effect.y, Math.max(1, r))
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
              context.lineTo(effect.x + ((x - effect.x) * k) / steps + jitter, effect.y + ((y - effect.y) * k) / steps - jitter)
            }
          }
          context.stroke()
          break
        }
        case 'coin': {
          const ease = t * t
          const x = effect.x + ((effect.toX ?? effect.x) - effect.x) * ease
          const y = effect.y + ((effect.toY ?? effect.y) - effect.y) * ease - Math.sin(t * Math.PI) * this.height * 0.08
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
          context.font = `800 ${Math.round(this.height * 0.045)}px system-ui, sans-serif`
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

/** Water, light and seabed: drawn once per size. */
function drawBackdrop(width: number, height: number, pixelRatio: number, [accent, highlight, background]: [string, string, string]): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(width * pixelRatio)
  canvas.height = Math.round(height * pixelRatio)
  const context = canvas.getContext('2d')!
  context.scale(pixelRatio, pixelRatio)
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
  for (let x = 0; x <= width; x += 20) context.lineTo(x, height * 0.9 + Math.sin(x / 60) * height * 0.02)
  context.lineTo(width, height)
  context.fill()

  const weeds = [accent, highlight, '#2ed47a']
  for (let i = 0; i < Math.ceil(width / 90); i++) {
    const x = i * 90 + 30
    context.strokeStyle = weeds[i % weeds.length]
    context.globalAlpha = 0.55
    context.lineWidth = 6
    context.lineCap = 'round'
    context.beginPath()
    context.moveTo(x, height * 0.93)
    context.bezierCurveTo(x - 20, height * 0.85, x + 20, height * 0.8, x - 6, height * (0.7 + (i % 3) * 0.04))
    context.stroke()
  }
  context.globalAlpha = 1
  return canvas
}
