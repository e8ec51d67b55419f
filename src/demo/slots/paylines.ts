/**
 * Paylines for any reels × rows grid, in the order players know from real machines: the straight
 * rows (middle first), then the diagonals and V shapes, then ever more winding lines.
 * Each payline is the row it crosses on every reel.
 */
export function paylines(reels: number, rows: number, count: number): number[][] {
  const connected = allPaths(reels, rows, true)
  // Very wide line counts on small grids need lines that jump rows.
  const pool =
    connected.length >= count
      ? connected
      : [...connected, ...allPaths(reels, rows, false).filter((path) => !isConnected(path))]
  return pool
    .map((path) => ({ path, key: sortKey(path, rows) }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .slice(0, count)
    .map(({ path }) => path)
}

function allPaths(reels: number, rows: number, connectedOnly: boolean): number[][] {
  let paths: number[][] = Array.from({ length: rows }, (_, row) => [row])
  for (let reel = 1; reel < reels; reel++) {
    const next: number[][] = []
    for (const path of paths) {
      const last = path[path.length - 1]
      for (let row = 0; row < rows; row++) {
        if (!connectedOnly || Math.abs(row - last) <= 1) next.push([...path, row])
      }
    }
    paths = next
  }
  return paths
}

const isConnected = (path: number[]) =>
  path.every((row, i) => i === 0 || Math.abs(row - path[i - 1]) <= 1)

/** Mirror-symmetric (a V) or point-symmetric (a diagonal) shapes read as "designed" lines. */
function isSymmetric(path: number[]) {
  const n = path.length
  const mirror = path.every((row, i) => row === path[n - 1 - i])
  const point = path.every((row, i) => row + path[n - 1 - i] === path[0] + path[n - 1])
  return mirror || point
}

/** Straight runs of the same step (up, down, level) the line is made of. */
function segments(path: number[]) {
  let count = 1
  for (let i = 2; i < path.length; i++) {
    if (path[i] - path[i - 1] !== path[i - 1] - path[i - 2]) count++
  }
  return count
}

function sortKey(path: number[], rows: number): number[] {
  const middle = (rows - 1) / 2
  const spread = path.reduce((sum, row) => sum + Math.abs(row - middle), 0)
  const straight = path.every((row) => row === path[0])
  return [
    straight ? 0 : 1,
    isConnected(path) ? 0 : 1,
    isSymmetric(path) ? 0 : 1,
    segments(path),
    spread,
    ...path,
  ]
}

function compareKeys(a: number[], b: number[]) {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i]
  return 0
}
