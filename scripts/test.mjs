// npm test: every check in order, stopping at the first failure, then how long each took. The
// whole run must stay within e2e/budget.json's wholeTestSeconds (docs/testing.md, "Time budget"): over it, the
// run fails even when every check passed, so a slow suite is seen the day it becomes slow. The budget is
// in seconds of the machine it was set on; how much slower this one is, sampled before each step while
// none of the run's own work is running (scripts/machineSpeed.mjs), scales it and every time limit of the run.
//
// The three static checks read the sources and nothing else, each on one core: they run side by side
// (their output is printed whole, one check after the other), then the test suites, one at a time.
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { measureSlowdown } from './machineSpeed.mjs'

const STAGES = [['typecheck', 'lint', 'i18n:check'], ['test:unit'], ['test:contract'], ['build:test'], ['test:e2e'], ['test:qa-suite']]
const { wholeTestSeconds } = JSON.parse(readFileSync(new URL('../e2e/budget.json', import.meta.url), 'utf8'))
// Sampled before each step; each step is handed the slowest sample so far in TEST_MACHINE_SLOWDOWN.
const samples = []
const sampleSlowdown = () => {
  samples.push(measureSlowdown())
  process.env.TEST_MACHINE_SLOWDOWN = String(Math.max(...samples))
}

/** Runs one npm script with its output kept, resolving to its exit status, output and duration. */
function runQuietly(step) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', step], { stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (status) => resolve({ step, status, output: Buffer.concat(output), secs: (Date.now() - started) / 1000 }))
  })
}

/** Runs a stage: one script with its output live, or several side by side. */
async function runStage(steps) {
  if (steps.length === 1) {
    const started = Date.now()
    const { status } = spawnSync('npm', ['run', '--silent', steps[0]], { stdio: 'inherit' })
    return [{ step: steps[0], status, secs: (Date.now() - started) / 1000 }]
  }
  const results = await Promise.all(steps.map(runQuietly))
  for (const { step, output } of results) {
    console.log(`\n> ${step}`)
    process.stdout.write(output)
  }
  return results
}

// The route tree is generated before the checks that read it run side by side (typecheck writes it too).
spawnSync('node', ['scripts/generate-routes.mjs'], { stdio: 'inherit' })

const timings = []
const started = Date.now()
let failed = null
for (const steps of STAGES) {
  sampleSlowdown()
  const stageStarted = Date.now()
  const results = await runStage(steps)
  timings.push(...results.map(({ step, secs }) => [step, secs]))
  if (steps.length > 1) timings.push([`(side by side)`, (Date.now() - stageStarted) / 1000])
  failed = results.find(({ status }) => status !== 0)?.step ?? null
  if (failed) break
}
const total = (Date.now() - started) / 1000
const slowdown = Math.max(...samples)
const budgetSeconds = Math.round(wholeTestSeconds * slowdown)

console.log(`\nnpm test: this machine ran the tests' work ${slowdown} times as long as the budget machine (samples: ${samples.join(', ')})`)
console.log('npm test, step by step:')
for (const [step, secs] of timings) console.log(`  ${step.padEnd(14)} ${secs.toFixed(1).padStart(7)} s`)
const scaled = slowdown > 1 ? ` = ${wholeTestSeconds} s × ${slowdown}` : ''
console.log(`  ${'total'.padEnd(14)} ${total.toFixed(1).padStart(7)} s (budget ${budgetSeconds} s${scaled})`)
console.log(`  ${'in budget-machine seconds'} ${(total / slowdown).toFixed(0)} s of ${wholeTestSeconds}`)

if (failed) {
  console.error(`npm test: ${failed} failed`)
  process.exit(1)
}
if (total > budgetSeconds) {
  console.error(`npm test: ${total.toFixed(0)} s is over the budget of ${budgetSeconds} s (e2e/budget.json${scaled})`)
  process.exit(1)
}
