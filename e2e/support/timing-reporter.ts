import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter'
import { testSlowdown } from '../../scripts/machineSpeed.mjs'

/*
 * The suite's timing report: after every run, the time each spec file costs and the slowest tests;
 * after a run of the whole suite, the budgets of e2e/budget.json are enforced (the run fails when
 * the suite, or one spec file, is over). A spec file's cost is its tests' summed time divided by
 * the workers: what it adds to the run's wall-clock time. The budgets are the budget machine's seconds,
 * multiplied by how much slower this machine is (scripts/machineSpeed.mjs).
 */

interface Budget {
  e2eSeconds: number
  /** Per spec file name, and `default` for the others. */
  specFileSeconds: Record<string, number>
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export default class TimingReporter implements Reporter {
  private workers = 1
  private testDir = ''
  private specFiles = new Set<string>()
  private readonly perFile = new Map<string, { tests: number; ms: number }>()
  private readonly tests: { title: string; ms: number }[] = []
  private readonly flaky: string[] = []

  onBegin(config: FullConfig, suite: Suite) {
    this.workers = config.workers
    this.testDir = config.projects.find((project) => project.name === 'chromium')?.testDir ?? config.rootDir
    for (const test of suite.allTests()) this.specFiles.add(basename(test.location.file))
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = basename(test.location.file)
    const entry = this.perFile.get(file) ?? { tests: 0, ms: 0 }
    entry.ms += result.duration
    if (result.retry === 0) entry.tests += 1
    this.perFile.set(file, entry)
    this.tests.push({ title: `${file} › ${test.title}`, ms: result.duration })
    if (result.status === 'passed' && result.retry > 0) this.flaky.push(`${file} › ${test.title}`)
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    const lines = [...this.perFile]
      .sort(([, a], [, b]) => b.ms - a.ms)
      .map(([file, { tests, ms }]) => `  ${file.padEnd(28)} ${String(tests).padStart(3)} tests  ${seconds(ms / this.workers).padStart(8)}`)
    const slowest = [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, 5)
    console.log(`\nTiming (${this.workers} workers): ${seconds(result.duration)} in all`)
    console.log(lines.join('\n'))
    console.log(`Slowest tests:\n${slowest.map((test) => `  ${seconds(test.ms).padStart(8)}  ${test.title}`).join('\n')}`)
    console.log(this.flaky.length ? `Flaky (passed on a retry; fix them): ${this.flaky.length}\n  ${this.flaky.join('\n  ')}` : 'Flaky: 0')

    if (!this.ranWholeSuite() || result.status !== 'passed') return undefined
    const budget = JSON.parse(readFileSync(join(this.testDir, 'budget.json'), 'utf8')) as Budget
    const slowdown = testSlowdown()
    const allowed = (budgetSeconds: number) => budgetSeconds * slowdown * 1000
    const over = [
      ...(result.duration > allowed(budget.e2eSeconds) ? [`the suite took ${seconds(result.duration)}, over its ${seconds(allowed(budget.e2eSeconds))}`] : []),
      ...[...this.perFile].flatMap(([file, { ms }]) => {
        const own = allowed(budget.specFileSeconds[file] ?? budget.specFileSeconds.default!)
        return ms / this.workers > own ? [`${file} costs ${seconds(ms / this.workers)}, over its ${seconds(own)}`] : []
      }),
    ]
    const machine = slowdown > 1 ? ` × ${slowdown} for this machine` : ''
    if (over.length === 0) {
      console.log(`Within budget: ${budget.e2eSeconds} s${machine} for the suite, and each spec file within its own (e2e/budget.json)`)
      return undefined
    }
    console.log(`Over budget (e2e/budget.json${machine}):\n  ${over.join('\n  ')}`)
    return { status: 'failed' }
  }

  /** Budgets hold for the whole suite, not for a run of a few files. */
  private ranWholeSuite(): boolean {
    const all = readdirSync(this.testDir).filter((name) => /\.(spec|setup)\.ts$/.test(name))
    return all.every((name) => this.specFiles.has(name))
  }
}
