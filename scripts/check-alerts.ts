/**
 * The operator's kit in deploy/prometheus is valid: Prometheus's configuration and alert rules
 * load (`promtool check`), and each alert fires on what it is for and stays quiet otherwise
 * (`promtool test rules` on alerts.test.yml). promtool comes with Debian's `prometheus` package;
 * without it this check is skipped on a developer's machine and fails in CI.
 */
import './lib/dotenv'
import { spawnSync } from 'node:child_process'

const checks = [
  ['check', 'config', 'deploy/prometheus/prometheus.yml'],
  ['check', 'rules', 'deploy/prometheus/alerts.yml'],
  ['test', 'rules', 'deploy/prometheus/alerts.test.yml'],
]

if (spawnSync('promtool', ['--version'], { stdio: 'ignore' }).error) {
  const advice = 'promtool is missing (Debian/Ubuntu: sudo apt-get install -y prometheus).'
  if (process.env.CI) {
    console.error(`✖ ${advice}`)
    process.exit(1)
  }
  console.log(`⚠ Alert rules not checked: ${advice}`)
  process.exit(0)
}
for (const args of checks) {
  const { status } = spawnSync('promtool', args, { stdio: 'inherit' })
  if (status !== 0) process.exit(status ?? 1)
}
console.log('✔ Prometheus configuration and alert rules are valid, and the alerts fire as tested.')
