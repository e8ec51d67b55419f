/**
 * A paid (or bought) round, played through at once and kept as a list of spins for the screen
 * to show: the outcome is settled (and the balance saved) before the reels start to turn.
 */
import type { RandomSource } from '../random'
import { SlotRound, type SlotMachine, type SpinKind } from './engine'

export type Win = { symbol: number; length: number; line: number; ways: number; pay: number }

export type Spin = {
  kind: SpinKind
  /** Where each reel stopped and how many rows it shows; and what it shows, top down. */
  stops: number[]
  heights: number[]
  windows: number[][]
  wins: Win[]
  /** In total bets, multiplier applied. */
  win: number
  multiplier: number
  /** Free spins this spin awarded, and those left after it. */
  awarded: number
  freeSpinsLeft: number
}

export function playRound(machine: SlotMachine, random: RandomSource, bought = false): Spin[] {
  const round = new SlotRound(machine)
  const spins: Spin[] = []
  round.start(bought)
  while (!round.over) {
    const kind = round.next(random)
    spins.push({
      kind,
      stops: Array.from(machine.stops),
      heights: Array.from(machine.heights),
      windows: Array.from({ length: machine.reels }, (_, reel) =>
        Array.from(
          machine.grid.subarray(reel * machine.depth, reel * machine.depth + machine.heights[reel]),
        ),
      ),
      wins: Array.from({ length: machine.winCount }, (_, i) => ({
        symbol: machine.winSymbol[i],
        length: machine.winLength[i],
        line: machine.winLine[i],
        ways: machine.winWays[i],
        pay: machine.winPay[i],
      })),
      win: round.spinWin,
      multiplier: round.multiplier,
      awarded: round.awarded,
      freeSpinsLeft: round.freeSpinsLeft,
    })
  }
  return spins
}

/** The grid positions ("reel:row") a spin's wins are made of. */
export function winningCells(spin: Spin, lines: number[][], wild: number): Set<string> {
  const cells = new Set<string>()
  for (const win of spin.wins) {
    for (let reel = 0; reel < win.length; reel++) {
      if (win.line >= 0) cells.add(`${reel}:${lines[win.line][reel]}`)
      else
        spin.windows[reel].forEach((symbol, row) => {
          if (symbol === win.symbol || symbol === wild) cells.add(`${reel}:${row}`)
        })
    }
  }
  return cells
}

/** The grid positions of a spin's scatters. */
export function scatterCells(spin: Spin, scatter: number): Set<string> {
  return new Set(
    spin.windows.flatMap((window, reel) =>
      window.flatMap((symbol, row) => (symbol === scatter ? [`${reel}:${row}`] : [])),
    ),
  )
}
