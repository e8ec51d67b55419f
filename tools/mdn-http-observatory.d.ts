// The MDN HTTP Observatory's library (JavaScript with JSDoc types, no declarations of its own).
declare module '@mdn/mdn-http-observatory/src/retriever/retriever.js' {
  export function retrieve(
    hostname: string,
    options?: { httpPort?: number | string; httpsPort?: number | string; path?: string },
  ): Promise<unknown>
}
declare module '@mdn/mdn-http-observatory/src/constants.js' {
  export const ALL_TESTS: ((requests: unknown) => {
    result: string
    pass: boolean | null
    scoreModifier?: number
  })[]
}
