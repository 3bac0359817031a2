// npm test: every check in order, stopping at the first failure, then how long each took. The
// whole run must stay within e2e/budget.json's wholeTestSeconds (docs/testing.md, "Time budget"): over it, the
// run fails even when every check passed, so a slow suite is seen the day it becomes slow.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const STEPS = ['typecheck', 'lint', 'i18n:check', 'test:unit', 'test:contract', 'build:test', 'test:e2e']
const { wholeTestSeconds } = JSON.parse(readFileSync(new URL('../e2e/budget.json', import.meta.url), 'utf8'))

const timings = []
const started = Date.now()
let failed = null
for (const step of STEPS) {
  const stepStarted = Date.now()
  const { status } = spawnSync('npm', ['run', '--silent', step], { stdio: 'inherit' })
  timings.push([step, (Date.now() - stepStarted) / 1000])
  if (status !== 0) {
    failed = step
    break
  }
}
const total = (Date.now() - started) / 1000

console.log('\nnpm test, step by step:')
for (const [step, secs] of timings) console.log(`  ${step.padEnd(12)} ${secs.toFixed(1).padStart(7)} s`)
console.log(`  ${'total'.padEnd(12)} ${total.toFixed(1).padStart(7)} s (budget ${wholeTestSeconds} s)`)

if (failed) {
  console.error(`npm test: ${failed} failed`)
  process.exit(1)
}
if (total > wholeTestSeconds) {
  console.error(`npm test: ${total.toFixed(0)} s is over the budget of ${wholeTestSeconds} s (e2e/budget.json)`)
  process.exit(1)
}
