/**
 * V8's compile hint on the scripts a visitor's page runs as it starts.
 *
 * Chrome compiles a script's functions lazily: each one on the main thread, the first time it
 * is called. A page of this site calls most of React's and the router's functions at once, while
 * it hydrates, so those compiles land in the tasks Lighthouse counts as blocking. A script that
 * begins with `//# allFunctionsCalledOnLoad` (Chrome 136+) is compiled whole on a background
 * thread while it downloads. Measured on a fresh browser (Chromium 156, unthrottled, main-thread
 * script time of the load): a game page 220–240 ms without the hint, 75–90 ms with it; the home
 * page 170–280 ms, 130–145 ms. Other browsers read the line as a comment.
 *
 * The hint goes only on the scripts of the site's own pages: the framework's start-up files and
 * the entry files of every route but Payload's admin and API, whose large bundle is mostly
 * functions an editor's visit never calls.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createContext, runInContext } from 'node:vm'

export const compileHint = '//# allFunctionsCalledOnLoad\n'

const nextDir = '.next'

type ClientManifest = { entryJSFiles?: Record<string, string[]> }

function* manifestsUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== '(payload)') yield* manifestsUnder(file)
    } else if (entry.name.endsWith('_client-reference-manifest.js')) yield file
  }
}

/** The build's files (paths under `.next`) that the site's pages load as they start. */
export function startupScripts(dir = nextDir): string[] {
  const scripts = new Set<string>(
    JSON.parse(readFileSync(path.join(dir, 'build-manifest.json'), 'utf8')).rootMainFiles,
  )
  // Each route's manifest is a script that files its entry points under `globalThis.__RSC_MANIFEST`.
  for (const file of manifestsUnder(path.join(dir, 'server', 'app'))) {
    const context = createContext({})
    runInContext(readFileSync(file, 'utf8'), context)
    const routes = Object.values(context.__RSC_MANIFEST as Record<string, ClientManifest>)
    for (const route of routes)
      for (const files of Object.values(route.entryJSFiles ?? {}))
        for (const script of files) scripts.add(script)
  }
  return [...scripts].filter((script) => script.endsWith('.js'))
}

/** Puts the hint at the top of each start-up script (once: a second run leaves them as they are). */
export function addCompileHints(dir = nextDir): number {
  const scripts = startupScripts(dir)
  for (const script of scripts) {
    const file = path.join(dir, script)
    const body = readFileSync(file, 'utf8')
    if (!body.startsWith(compileHint)) writeFileSync(file, compileHint + body)
  }
  return scripts.length
}
