/**
 * The edge's configuration in deploy/varnish compiles (`varnishd -C`), with the origin of
 * docker-compose.yml (origin.vcl). Varnish resolves a backend's host as it compiles, and the
 * balancer's name `lb` resolves only inside compose, so it is compiled here with the balancer at a
 * loopback address. varnishd comes with Debian's `varnish` package (the xkey vmod with
 * `varnish-modules`); without it this check is skipped on a developer's machine and fails in CI.
 */
import './lib/dotenv'
import { spawnSync } from 'node:child_process'
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

if (spawnSync('varnishd', ['-V'], { stdio: 'ignore' }).error) {
  const advice =
    'varnishd is missing (Debian/Ubuntu: sudo apt-get install -y varnish varnish-modules).'
  if (process.env.CI) {
    console.error(`✖ ${advice}`)
    process.exit(1)
  }
  console.log(`⚠ Edge configuration not checked: ${advice}`)
  process.exit(0)
}

const deploy = path.resolve('deploy/varnish')
const dir = mkdtempSync(path.join(tmpdir(), 'starfin-vcl-'))
// Readable by the user varnishd runs its compiler as (not root's own).
chmodSync(dir, 0o755)
// Both files side by side in a directory of the check's own: Varnish looks for an included file
// beside the one that includes it first.
cpSync(path.join(deploy, 'default.vcl'), path.join(dir, 'default.vcl'))
const origin = readFileSync(path.join(deploy, 'origin.vcl'), 'utf8')
writeFileSync(path.join(dir, 'origin.vcl'), origin.replace('.host = "lb";', '.host = "127.0.0.1";'))
const { status, stderr } = spawnSync(
  'varnishd',
  [
    '-C',
    '-f',
    path.join(dir, 'default.vcl'),
    '-p',
    `vcl_path=${dir}`,
    '-n',
    path.join(dir, 'work'),
  ],
  { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] },
)
rmSync(dir, { recursive: true, force: true })
if (status !== 0) {
  console.error(`✖ deploy/varnish does not compile:\n${stderr.replaceAll(dir, deploy)}`)
  process.exit(1)
}
console.log('✔ The edge’s VCL (deploy/varnish) compiles with the compose origin.')
