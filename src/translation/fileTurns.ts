/**
 * Translation files take turns, server-wide. An export reads every text of a language (0.5–1 MB
 * made from every document) and an import may write hundreds of them, each a long run on the
 * server's one JavaScript thread: one translator's four exports at once had slowed every
 * visitor's `/en` fifty times (round 43, F6). So one file is made or read at a time, a few more
 * wait their turn for a while, and one account has one file in the works at a time; anything
 * beyond is refused at once (`'busy'`), with nothing done.
 *
 * A turn ends when the work does: an import's once it answers, an export's once its last piece is
 * sent or its download is given up, and at the latest after `longestMs` (a client reading a
 * download very slowly keeps no one else waiting beyond that).
 */
export type FileTurns = {
  /** The account's turn (its `end` to call when the work is done), or `'busy'`. */
  take: (account: string) => Promise<{ end: () => void } | 'busy'>
}

export function fileTurns({
  atOnce = 1,
  waiting = 4,
  waitMs = 20_000,
  longestMs = 2 * 60_000,
}: {
  atOnce?: number
  waiting?: number
  waitMs?: number
  longestMs?: number
} = {}): FileTurns {
  let running = 0
  const line: (() => void)[] = []
  /** The accounts with a file in the works or waiting. */
  const accounts = new Set<string>()

  const begin = (account: string) => {
    running++
    let ended = false
    const end = () => {
      if (ended) return
      ended = true
      clearTimeout(limit)
      running--
      accounts.delete(account)
      line.shift()?.()
    }
    const limit = setTimeout(end, longestMs)
    limit.unref?.()
    return { end }
  }

  return {
    async take(account) {
      if (accounts.has(account)) return 'busy'
      if (running < atOnce) {
        accounts.add(account)
        return begin(account)
      }
      if (line.length >= waiting) return 'busy'
      accounts.add(account)
      return new Promise((resolve) => {
        const turn = () => {
          clearTimeout(timer)
          resolve(begin(account))
        }
        const timer = setTimeout(() => {
          line.splice(line.indexOf(turn), 1)
          accounts.delete(account)
          resolve('busy')
        }, waitMs)
        line.push(turn)
      })
    },
  }
}

const shared = Symbol.for('starfin.translationFileTurns')

/** The process's one set of turns (Next may load this module more than once). */
export function translationFileTurns(): FileTurns {
  const holder = globalThis as { [shared]?: FileTurns }
  return (holder[shared] ??= fileTurns())
}
