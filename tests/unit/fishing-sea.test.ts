/** The fishing demos' sea, simulated without a canvas: what swims, what shots do, what they pay. */
import { describe, expect, it } from 'vitest'

import { fishingOddsOf } from '@/demo/fishing/odds'
import { SeaSimulation, type SeaEvents } from '@/demo/fishing/seaSimulation'
import { seededRandom } from '@/demo/random'

const odds = fishingOddsOf({
  rtp: 96.97,
  hitFrequency: 42.5,
  maxMultiplier: { kind: 'value', value: 1000 },
  motif: 'fish',
})

/** The sea as a test reads it: the fish still swimming, where they are; the snowflake. */
class Probe extends SeaSimulation {
  get swimming() {
    return this.fish.filter((fish) => fish.caught < 0)
  }
  get flake() {
    return this.snowflake
  }
}

function seaOf(seed: number, snowflakes = false) {
  const log = { catches: [] as [number, number][], refunds: [] as number[] }
  const events: SeaEvents = {
    onCatch: (cents, coins) => log.catches.push([cents, coins]),
    onRefund: (cents) => log.refunds.push(cents),
    onSound: () => {},
  }
  const sea = new Probe(odds, seededRandom(seed), events, (cents) => `${cents}`, snowflakes)
  sea.resize(400, 700)
  return { sea, log }
}

describe('the fishing sea', () => {
  it('keeps twelve to twenty fish swimming', () => {
    const { sea } = seaOf(1)
    for (let frame = 0; frame < 600; frame++) {
      sea.step(1 / 60)
      expect(sea.swimming.length).toBeGreaterThanOrEqual(12)
      expect(sea.swimming.length).toBeLessThanOrEqual(20)
    }
  })

  it('keeps the fish in place when the sea is resized', () => {
    const { sea } = seaOf(2)
    sea.step(1 / 60)
    const before = sea.swimming.map((fish) => fish.baseY / 700)
    sea.resize(400, 1400)
    expect(sea.swimming.map((fish) => fish.baseY / 1400)).toEqual(before)
  })

  it('has at most 24 shots in the water', () => {
    const { sea } = seaOf(3)
    const fired = Array.from({ length: 30 }, () => sea.fireAhead(100, null))
    expect(fired.filter(Boolean)).toHaveLength(24)
    expect(fired.slice(24)).toEqual(Array(6).fill(false))
  })

  it('pays a catch its coins times the stake, and gives back a shot that reached nothing', () => {
    const { sea, log } = seaOf(4)
    let fired = 0
    for (let frame = 0; frame < 60 * 60 && log.catches.length < 5; frame++) {
      sea.step(1 / 60)
      const target = sea.swimming[frame % 7]
      if (frame % 10 === 0 && target && sea.fire(target.x, target.y, 100, null)) fired++
    }
    expect(log.catches.length).toBeGreaterThanOrEqual(5)
    for (const [cents, coins] of log.catches) expect(cents).toBe(100 * coins)
    expect(log.catches.length + log.refunds.length).toBeLessThanOrEqual(fired)
    for (const cents of log.refunds) expect(cents).toBe(100)
  })

  it('in the polar sea, sends a snowflake by that freezes every fish for a few seconds when shot, and costs or pays nothing', () => {
    const { sea, log } = seaOf(5, true)
    let frames = 0
    while (!sea.flake && frames++ < 60 * 30) sea.step(1 / 60)
    expect(sea.flake, 'a snowflake drifts by within half a minute').not.toBeNull()
    // Bring it in front of the cannon, below every fish, and shoot straight up through it.
    const [cx, cy] = sea.cannon
    Object.assign(sea.flake!, { x: cx, y: cy - 40, vx: 0 })
    sea.aim = 0
    sea.fireAhead(100, null)
    for (let frame = 0; frame < 6 && sea.flake; frame++) sea.step(1 / 60)
    expect(sea.flake, 'the shot took the snowflake').toBeNull()
    // It cost nothing and paid nothing: the shot flies on.
    expect(log).toEqual({ catches: [], refunds: [] })
    const held = sea.swimming.map((fish) => [fish.x, fish.y])
    for (let frame = 0; frame < 120; frame++) sea.step(1 / 60)
    const still = sea.swimming.filter((fish) => held.some(([x, y]) => x === fish.x && y === fish.y))
    expect(still.length).toBeGreaterThanOrEqual(10)
    for (let frame = 0; frame < 180; frame++) sea.step(1 / 60)
    expect(sea.swimming.filter((fish) => held.some(([x]) => x === fish.x)).length).toBe(0)

    // The reef has none.
    const reef = seaOf(6).sea
    for (let frame = 0; frame < 60 * 40; frame++) reef.step(1 / 60)
    expect(reef.flake).toBeNull()
  })
})
