// What the benchmark uses of Lighthouse and its Chrome launcher, declared so that the site's type
// check passes on a fresh install, before `npm run tools` brings the packages (their own types
// are used once they are there).
declare module 'lighthouse' {
  type Result = {
    runtimeError?: { code?: string }
    audits: Record<string, { numericValue?: number; score?: number | null } | undefined>
    categories: Record<
      string,
      { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined
    >
    environment: { benchmarkIndex: number }
  }
  export default function lighthouse(
    url: string,
    flags?: Record<string, unknown>,
  ): Promise<{ lhr: Result } | undefined>
}
declare module 'chrome-launcher' {
  export function launch(options: {
    chromePath?: string
    chromeFlags?: string[]
  }): Promise<{ port: number; kill(): void }>
}
declare module 'lighthouse/core/lib/median-run.js' {
  export function computeMedianRun<T>(runs: T[]): T
}
