/** The part of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type Histogram = {
    average: number
    mean: number
    p50: number
    p90: number
    p99: number
    max: number
  }
  export type Result = {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    non2xx: number
    errors: number
    timeouts: number
    '2xx': number
  }
  export type Options = {
    url: string
    connections?: number
    duration?: number
    amount?: number
    headers?: Record<string, string>
    method?: string
  }
  export default function autocannon(options: Options): Promise<Result>
}
