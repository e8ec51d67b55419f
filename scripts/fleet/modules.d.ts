/** What the fleet test uses of two untyped dev dependencies. */
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { port: number; address: string; silent?: boolean; directory: string; configureBuckets?: { name: string; configs: string[] }[] })
    run(): Promise<unknown>
    close(): Promise<void>
  }
}

declare module 'autocannon' {
  type Result = { requests: { total: number; average: number }; errors: number; timeouts: number; non2xx: number }
  export default function autocannon(options: { url: string; connections?: number; duration?: number; amount?: number }): Promise<Result>
}
