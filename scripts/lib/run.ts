import { spawn } from 'node:child_process'

/** Runs a command with the inherited terminal; resolves with its exit code. */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env, shell: false })
    const forward = (signal: NodeJS.Signals) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      if (signal) console.error(`✖ ${command} was stopped by ${signal}.`)
      else if (code) console.error(`✖ ${command} exited with code ${code}.`)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

/** Runs an npm-installed binary (node_modules/.bin). */
export const runBin = (bin: string, args: string[], env?: NodeJS.ProcessEnv) =>
  run(`node_modules/.bin/${bin}`, args, env)
