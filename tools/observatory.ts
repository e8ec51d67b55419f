/** The MDN HTTP Observatory's scanner, for the security-header test (tests/int/security-headers). */
export { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js'
export { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js'
