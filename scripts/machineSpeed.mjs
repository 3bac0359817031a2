// How much slower this machine runs JavaScript than the 2-core machine the test budgets were set on
// (e2e/budget.json). The budgets and the tests' time limits are in that machine's seconds: npm test,
// Playwright's time limits and the timing report multiply them by this factor, so a slower machine
// gets proportionally longer limits, and a suite that grows is still caught on any machine.
//
// A machine's speed changes while it runs (seen here: the same work took 115 ms, then 205 ms, within a
// minute), and a long suite takes the time of its slower spells. So the factor is the slowest of several
// samples: npm test takes one before each of its steps, while its own work is not running, and hands the
// slowest so far to each step in TEST_MACHINE_SLOWDOWN; a run of Playwright alone takes three at its start.

/** A fixed piece of work of the kind the tests spend their time on: objects, strings, JSON, sorting, maps. */
function workload() {
  let checksum = 0
  for (let round = 0; round < 40; round++) {
    const rows = Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `user ${(i * 7919) % 2000}`, tags: [i % 3, i % 5], score: (i * 31) % 97 }))
    const copy = JSON.parse(JSON.stringify(rows))
    copy.sort((a, b) => a.name.localeCompare(b.name) || a.score - b.score)
    const byTag = new Map()
    for (const row of copy) byTag.set(row.tags.join('-'), (byTag.get(row.tags.join('-')) ?? 0) + row.score)
    checksum += byTag.size + copy[0].id + copy.map((row) => row.name.toUpperCase()).join(',').length
  }
  return checksum
}

/**
 * The workload's time on the machine the budgets were set on, in ms. That machine ran the whole npm
 * test of a fresh clone in 1113 s; a later one ran the same suite in about 2240 s (a failed test's
 * retries left out) and this workload in 200 ms (in its slower spells; 115 ms in its faster ones): 200 / (2240 / 1113) ≈ 100.
 */
export const REFERENCE_MS = 100

/** The middle of a few runs: neither a run that caught the machine at its fastest nor one slowed by a passing task. */
export function measureWorkloadMs(runs = 5) {
  const times = []
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    workload()
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]
}

/** The factor, at least 1 (a faster machine keeps the budgets as they are), to one decimal. */
export function measureSlowdown() {
  return Math.max(1, Math.round((measureWorkloadMs() / REFERENCE_MS) * 10) / 10)
}

/** This run's factor: the one handed down in TEST_MACHINE_SLOWDOWN, or the slowest of three samples now, handed down. */
export function testSlowdown() {
  const given = Number(process.env.TEST_MACHINE_SLOWDOWN)
  if (given >= 1) return given
  const measured = Math.max(measureSlowdown(), measureSlowdown(), measureSlowdown())
  process.env.TEST_MACHINE_SLOWDOWN = String(measured)
  return measured
}
