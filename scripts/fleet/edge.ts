/**
 * The edge on loopback: Debian's Varnish with deploy/varnish/default.vcl in front of app
 * instances, for `npm run test:fleet` and the bench. In compose the origin is the balancer
 * (deploy/varnish/origin.vcl); here it is the instances themselves, taken in turn (a round-robin
 * director), each probed on /api/health/ready as the balancer is there.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export type Edge = {
  url: string
  /** Lookups answered from the cache and lookups that went to an instance, so far. */
  counts: () => { hits: number; misses: number }
  stop: () => void
}

const originVcl = (origins: string[]) => {
  const backends = origins.map((origin, i) => {
    const { hostname, port } = new URL(origin)
    return `backend instance${i} {
  .host = "${hostname}";
  .port = "${port}";
  .connect_timeout = 1s;
  .first_byte_timeout = 20s;
  .probe = { .url = "/api/health/ready"; .interval = 1s; .timeout = 1s; .window = 3; .threshold = 2; }
}`
  })
  return `import directors;

${backends.join('\n\n')}

sub vcl_init {
  new instances = directors.round_robin();
${origins.map((_, i) => `  instances.add_backend(instance${i});`).join('\n')}
}

sub origin_choose {
  set req.backend_hint = instances.backend();
}
`
}

/** Starts Varnish on `port` in front of the origins; resolves once it answers. */
export async function startEdge(options: {
  port: number
  origins: string[]
  dir: string
  env?: NodeJS.ProcessEnv
}): Promise<Edge> {
  const dir = path.resolve(options.dir)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, 'origin.vcl'), originVcl(options.origins))
  const work = path.join(dir, 'work')
  const child: ChildProcess = spawn(
    'varnishd',
    [
      '-F',
      ...['-a', `127.0.0.1:${options.port}`],
      ...['-f', path.resolve('deploy/varnish/default.vcl')],
      ...['-p', `vcl_path=${dir}:${path.resolve('deploy/varnish')}`],
      ...['-p', 'http_gzip_support=off'],
      ...['-n', work],
      ...['-s', 'malloc,256m'],
    ],
    { env: options.env ?? process.env, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let errors = ''
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const url = `http://127.0.0.1:${options.port}`
  for (let started = Date.now(); ; await new Promise((r) => setTimeout(r, 200))) {
    if (child.exitCode !== null) throw new Error(`Varnish did not start:\n${errors}`)
    if (
      await fetch(`${url}/api/health`).then(
        () => true,
        () => false,
      )
    )
      break
    if (Date.now() - started > 20_000) throw new Error(`Varnish did not answer:\n${errors}`)
  }
  return {
    url,
    counts() {
      const stats = spawnSync('varnishstat', ['-n', work, '-1', '-j'], { encoding: 'utf8' })
      const counters = (JSON.parse(stats.stdout) as { counters: Record<string, { value: number }> })
        .counters
      return { hits: counters['MAIN.cache_hit'].value, misses: counters['MAIN.cache_miss'].value }
    },
    stop: () => void child.kill('SIGTERM'),
  }
}
