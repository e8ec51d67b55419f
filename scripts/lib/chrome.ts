/** The system's Chromium, as the browser tests, the bench and its frame-rate run launch it. */
export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'

/** Headless in a container: no sandbox or GPU, and none of the browser's own background traffic. */
export const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
]
