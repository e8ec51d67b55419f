import { afterEach, describe, expect, it, vi } from 'vitest'

import { announcePublish } from '../../src/lib/publishSignal'
import { expireOnPublish, relayAcrossFleet, type FleetChannel } from '../../src/server/publish'

/** Redis's publish/subscribe, in memory: what one instance publishes, every subscriber hears. */
function redisChannels() {
  const listeners = new Map<string, ((message: string) => void)[]>()
  const connect = (): FleetChannel => ({
    publisher: {
      isReady: true,
      publish: async (channel, message) => {
        for (const listener of listeners.get(channel) ?? []) listener(message)
      },
    },
    subscriber: {
      // Connected: ready at once.
      on: (_event, listener) => queueMicrotask(listener),
      subscribe: async (channel, listener) => {
        listeners.set(channel, [...(listeners.get(channel) ?? []), listener])
      },
    },
  })
  return { connect }
}

/** An instance of the fleet: its stored copies count their expiries. */
function instance(redis: ReturnType<typeof redisChannels>, channel = 'starfin:expire:site') {
  const stored = { expiries: 0 }
  const publishHere = relayAcrossFleet(redis.connect(), channel, () => stored.expiries++)
  return { stored, publishHere }
}

afterEach(() => vi.useRealTimers())

describe('a publish', () => {
  it('expires the stored copies of this process at once', () => {
    const expireAll = vi.fn()
    expireOnPublish(expireAll, undefined)
    announcePublish()
    expect(expireAll).toHaveBeenCalledTimes(1)
  })

  it('expires the stored copies of every other instance of the fleet, and again half a second later', async () => {
    vi.useFakeTimers()
    const redis = redisChannels()
    const [here, other, third] = [instance(redis), instance(redis), instance(redis)]
    await vi.advanceTimersByTimeAsync(0)

    here.publishHere()
    await vi.advanceTimersByTimeAsync(0)
    expect([other.stored.expiries, third.stored.expiries]).toEqual([1, 1])
    // A copy re-stored from the shared cache before the publishing instance had finished is
    // the old page: it goes too.
    await vi.advanceTimersByTimeAsync(500)
    expect([other.stored.expiries, third.stored.expiries]).toEqual([2, 2])
    // The publishing instance expired its own copies itself (onPublish), not from the channel.
    expect(here.stored.expiries).toBe(0)
  })

  it('reaches only the instances of the same site (cache scope)', async () => {
    vi.useFakeTimers()
    const redis = redisChannels()
    const here = instance(redis, 'starfin:expire:site')
    const otherSite = instance(redis, 'starfin:expire:staging')
    await vi.advanceTimersByTimeAsync(0)
    here.publishHere()
    await vi.advanceTimersByTimeAsync(1000)
    expect(otherSite.stored.expiries).toBe(0)
  })
})
