import { spawn } from 'node:child_process'

/**
 * Node's exit code for an "unsettled top-level await". Now and then, on this Node 20 with tsx's
 * loader and a busy machine, a script ends that way before or after its work (never twice in a
 * row): an idempotent one (migrating, seeding, a fixture) is run once more.
 */
export const unsettledTopLevelAwait = 13

/**
 * Runs a command with the inherited terminal, or with its output written to an open file (`output`,
 * a file descriptor); resolves with its exit code.
 */
export const run = (
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  output?: number,
) => launch(command, args, env, false, output).exited

/**
 * Starts a command with the inherited terminal and a channel to this process. `ready` resolves
 * when it says its first part is done (`process.send('ready')`) while it may go on working, or
 * with its exit code if it ends first; `exited` resolves with its exit code; `stop` interrupts it.
 */
export const start = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  launch(command, args, env, true)

function launch(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  channel: boolean,
  output?: number,
) {
  let ready!: (outcome: 'ready' | number) => void
  const readiness = new Promise<'ready' | number>((resolve) => (ready = resolve))
  const child = spawn(command, args, {
    stdio: [
      output === undefined ? 'inherit' : 'ignore',
      output ?? 'inherit',
      output ?? 'inherit',
      ...(channel ? (['ipc'] as const) : []),
    ],
    env,
    shell: false,
  })
  child.on('message', (message) => message === 'ready' && ready('ready'))
  const exited = new Promise<number>((resolve, reject) => {
    const forward = (signal: NodeJS.Signals) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      if (signal) console.error(`✖ ${command} was stopped by ${signal}.`)
      else if (code) console.error(`✖ ${command} exited with code ${code}.`)
      const outcome = code ?? (signal ? 1 : 0)
      ready(outcome)
      resolve(outcome)
    })
  })
  return { ready: readiness, exited, stop: () => child.kill('SIGINT') }
}

/** Runs an npm-installed binary (node_modules/.bin), as `run` does. */
export const runBin = (bin: string, args: string[], env?: NodeJS.ProcessEnv, output?: number) =>
  run(`node_modules/.bin/${bin}`, args, env, output)

/** Starts an npm-installed binary (node_modules/.bin), as `start` does. */
export const startBin = (bin: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  start(`node_modules/.bin/${bin}`, args, env)
