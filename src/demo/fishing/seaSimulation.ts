/**
 * The fishing demos' sea as a simulation, without any drawing: fish crossing, shots flying,
 * catches paying. Sizes follow the sea's height so it plays the same from a 360 px phone to a
 * desktop. Whether a fish is caught is decided by `resolveShot` from the game's odds, with the
 * demo's cryptographic random source. `sea.ts` draws it on a canvas.
 */
import type { RandomSource } from '../random'
import { bySpawnRate, drawSpecies, resolveShot, type FishingOdds, type SpecialShot } from './odds'

export type Fish = {
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

export type Shot = {
  x: number
  y: number
  vx: number
  vy: number
  age: number
  stake: number
  special: SpecialShot | null
  targetX: number
  targetY: number
}
export type Effect = {
  kind: 'net' | 'blast' | 'bolt' | 'coin' | 'label' | 'frost'
  x: number
  y: number
  age: number
  life: number
  radius?: number
  text?: string
  toX?: number
  toY?: number
  points?: [number, number][]
}

/** The snowflake of the polar sea: a shot that touches it freezes every fish for a while. */
export type Snowflake = { x: number; y: number; vx: number; phase: number }

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
/** Shot and flying-coin radii, as shares of the sea's height. */
export const shotSize = { plain: 0.012, special: 0.022 }
export const coinSize = 0.018
/** The snowflake's radius (share of the sea's height), how long it freezes the fish, and how often it drifts by. */
export const snowflakeSize = 0.045
export const freezeSeconds = 4
const snowflakeEverySeconds = [14, 24] as const

export class SeaSimulation {
  width = 0
  height = 0
  /** Aim of the cannon, radians from straight up (negative: left). */
  aim = 0
  protected fish: Fish[] = []
  protected shots: Shot[] = []
  protected effects: Effect[] = []
  protected bubbles: { x: number; y: number; r: number; speed: number }[] = []
  /** The snowflake drifting by (seas with `snowflakes`), and the seconds until the next. */
  protected snowflake: Snowflake | null = null
  private snowflakeIn: number = snowflakeEverySeconds[0] / 2
  /** Seconds the fish stay frozen in place. */
  protected frozen = 0

  constructor(
    protected readonly odds: FishingOdds,
    private readonly random: RandomSource,
    private readonly events: SeaEvents,
    private readonly format: (cents: number) => string,
    /** A snowflake drifts by now and then (the polar sea's page promises one). */
    private readonly snowflakes = false,
  ) {}

  get cannon(): [number, number] {
    return [this.width / 2, this.height - Math.min(40, this.height * 0.07)]
  }

  /** A new size: what swims keeps its place relative to the sea's height. */
  resize(width: number, height: number) {
    const scale = height / (this.height || height)
    this.width = width
    this.height = height
    for (const fish of this.fish) {
      fish.y *= scale
      fish.baseY *= scale
      fish.size *= scale
    }
    this.bubbles = Array.from({ length: 26 }, () => ({
      x: Math.random() * width,
      y: Math.random() * height,
      r: 1.5 + Math.random() * 4,
      speed: 12 + Math.random() * 30,
    }))
  }

  /** Fires at a point; the shot's cost was already paid. */
  fire(x: number, y: number, stake: number, special: SpecialShot | null) {
    if (this.shots.length >= maxShots) return false
    const [cx, cy] = this.cannon
    const angle = Math.atan2(x - cx, cy - y)
    this.aim = Math.max(-1.35, Math.min(1.35, angle))
    const speed = shotSpeed * this.height
    this.shots.push({
      x: cx,
      y: cy,
      vx: Math.sin(this.aim) * speed,
      vy: -Math.cos(this.aim) * speed,
      age: 0,
      stake,
      special,
      targetX: x,
      targetY: y,
    })
    this.events.onSound('shot')
    return true
  }

  /** Fires the way the cannon points (keyboard, fire button). */
  fireAhead(stake: number, special: SpecialShot | null) {
    const [cx, cy] = this.cannon
    const reach = this.height * 0.6
    return this.fire(
      cx + Math.sin(this.aim) * reach,
      cy - Math.cos(this.aim) * reach,
      stake,
      special,
    )
  }

  step(seconds: number) {
    const dt = Math.min(seconds, 0.05)
    this.populate()
    this.frozen = Math.max(0, this.frozen - dt)
    if (this.snowflakes) this.driftSnowflake(dt)
    for (const fish of this.fish) {
      if (fish.caught >= 0) fish.caught += dt
      else if (this.frozen === 0) {
        fish.x += fish.vx * dt
        fish.phase += dt
        fish.y = fish.baseY + Math.sin(fish.phase * 1.3) * fish.size * 0.25
      }
      fish.flash = Math.max(0, fish.flash - dt)
    }
    this.fish = this.fish.filter(
      (fish) =>
        fish.caught < 0.9 && fish.x > -fish.size * 1.5 && fish.x < this.width + fish.size * 1.5,
    )
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

  /** The snowflake crosses the upper sea slowly; a cosmetic timer (not the odds' random source) sends it. */
  private driftSnowflake(dt: number) {
    const flake = this.snowflake
    if (!flake) {
      this.snowflakeIn -= dt
      if (this.snowflakeIn > 0 || this.frozen > 0) return
      const fromLeft = Math.random() < 0.5
      const r = this.height * snowflakeSize
      this.snowflake = {
        x: fromLeft ? -r : this.width + r,
        y: this.height * (0.15 + Math.random() * 0.35),
        vx: ((fromLeft ? 1 : -1) * (this.width + 2 * r)) / 11,
        phase: 0,
      }
      return
    }
    flake.x += flake.vx * dt
    flake.phase += dt
    const r = this.height * snowflakeSize
    if (flake.x < -r * 2 || flake.x > this.width + r * 2) this.snowflakeGone()
  }

  private snowflakeGone() {
    this.snowflake = null
    const [least, most] = snowflakeEverySeconds
    this.snowflakeIn = least + Math.random() * (most - least)
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
      const speed =
        (this.width + size * 2) / species.crossSeconds / (0.85 + this.random.unit() * 0.3)
      const baseY = this.height * (0.1 + this.random.unit() * 0.62)
      // The very first fish start inside the sea, so it is never empty.
      const x =
        this.fish.length < wanted / 2
          ? this.random.unit() * this.width
          : fromLeft
            ? -size
            : this.width + size
      this.fish.push({
        species: index,
        x,
        y: baseY,
        baseY,
        vx: fromLeft ? speed : -speed,
        phase: this.random.unit() * 6,
        size,
        caught: -1,
        flash: 0,
      })
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
      // A shot through the snowflake freezes every fish, and flies on.
      const flake = this.snowflake
      if (
        flake &&
        Math.hypot(flake.x - shot.x, flake.y - shot.y) < this.height * snowflakeSize * 1.2
      ) {
        this.frozen = freezeSeconds
        this.effects.push({
          kind: 'frost',
          x: flake.x,
          y: flake.y,
          age: 0,
          life: 0.8,
          radius: this.height * 0.3,
        })
        this.snowflakeGone()
      }
      const reachedTarget =
        shot.special &&
        Math.hypot(shot.x - shot.targetX, shot.y - shot.targetY) < this.height * 0.03
      const hit = this.fish.find(
        (fish) =>
          fish.caught < 0 && Math.hypot(fish.x - shot.x, fish.y - shot.y) < fish.size * 0.42,
      )
      if (hit || reachedTarget) this.explode(shot, hit ?? null)
      else if (shot.age > shotLifeSeconds || shot.y > this.height)
        this.events.onRefund(shot.stake * (shot.special?.cost ?? 1))
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
      const byDistance = [...swimming].sort(
        (a, b) => Math.hypot(a.x - shot.x, a.y - shot.y) - Math.hypot(b.x - shot.x, b.y - shot.y),
      )
      targets = byDistance.filter(
        (fish) => Math.hypot(fish.x - shot.x, fish.y - shot.y) <= reach + fish.size * 0.4,
      )
      // Not enough in reach to pay what the shot cost: it chains on to the nearest others.
      const needed = this.odds.rtp * cost
      for (const fish of byDistance) {
        if (this.valueOf(targets) >= needed) break
        if (!targets.includes(fish)) targets.push(fish)
      }
      this.effects.push({
        kind: shot.special.id === 'bomb' ? 'blast' : 'net',
        x: shot.x,
        y: shot.y,
        age: 0,
        life: 0.6,
        radius: reach,
      })
      if (shot.special.id === 'lightning' || targets.length > 1) {
        this.effects.push({
          kind: 'bolt',
          x: shot.x,
          y: shot.y,
          age: 0,
          life: 0.45,
          points: targets.map((fish) => [fish.x, fish.y]),
        })
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
    if (!shot.special)
      this.effects.push({
        kind: 'net',
        x: shot.x,
        y: shot.y,
        age: 0,
        life: 0.4,
        radius: this.height * 0.05,
      })
    targets.forEach((fish, i) => {
      if (!caught.includes(i)) fish.flash = 0.25
    })
    let coins = 0
    for (const i of caught) {
      const fish = targets[i]
      const value = this.odds.species[fish.species].value
      fish.caught = 0
      coins += value
      this.effects.push({
        kind: 'label',
        x: fish.x,
        y: fish.y,
        age: 0,
        life: 1.2,
        text: `+${this.format(shot.stake * value)}`,
      })
      const [cx, cy] = this.cannon
      for (let k = 0; k < Math.min(8, 2 + Math.round(Math.log2(value))); k++) {
        this.effects.push({
          kind: 'coin',
          x: fish.x + (k % 3) * 8 - 8,
          y: fish.y + k * 4,
          age: -k * 0.05,
          life: 0.9,
          toX: cx,
          toY: cy,
        })
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
}
