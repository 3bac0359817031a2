import type { Row } from './collection'

/**
 * The ways to seed the mock database. `default` is the demo's own seed; the others change only the
 * collections that screens list (users, invoices, mails, table rows, profile posts...), each declared
 * with a `copy` hook (see `defineCollections`): `empty` starts them with no rows, `large` with 10 times
 * the seed's rows and `huge` with 100 times, to see the screens and the mock at scale. The accounts,
 * their settings, the profile itself and the page index are seeded as ever, so every scenario signs
 * in and draws.
 */
export const SCENARIOS = ['default', 'empty', 'large', 'huge'] as const
export type Scenario = (typeof SCENARIOS)[number]

/** How many times each scenario holds a list's seed. */
const TIMES: Record<Scenario, number> = { default: 1, empty: 0, large: 10, huge: 100 }

/**
 * Makes the `n`th copy of a seed row (n from 2), given with its new id already: changes what must
 * stay unique or plausible ("Amira Strand 2", another email), deterministically, as seeds are.
 */
export type CopyRow<T extends Row> = (row: T, n: number) => T

/**
 * The id of the `n`th copy of the seed row `id`, in a seed whose ids span `span` numbers: copy 2
 * follows the seed, copy 3 follows copy 2, and so on, so a seed numbered 1..60 grows to 1..600 in
 * the same order, and no copy's id is another row's. A copy that points at another list's row
 * (an invoice's client) points at that row's copy of the same number, found with this too.
 */
export function copyId(id: number, n: number, span: number): number {
  return id + (n - 1) * span
}

/** The rows a collection starts with in `scenario`: its seed, or, for a list (one with `copy`), the seed that many times. */
export function scenarioRows<T extends Row>(seed: T[], scenario: Scenario, copy: CopyRow<T> | undefined): T[] {
  const times = TIMES[scenario]
  if (!copy || times === 1) return seed
  const ids = seed.map((row) => row.id)
  const span = Math.max(...ids) - Math.min(...ids) + 1
  const rows = times === 0 ? [] : [...seed]
  for (let n = 2; n <= times; n++) {
    for (const row of seed) {
      const id = copyId(row.id, n, span)
      // The id is set again after the hook: a hook cannot move a copy onto another row's id.
      rows.push({ ...copy({ ...row, id }, n), id })
    }
  }
  return rows
}

/** A copy's name: "Amira Strand" -> "Amira Strand 2". */
export const numberedName = (name: string, n: number): string => `${name} ${n}`

/** A copy's email address: "amira.strand@outlook.com" -> "amira.strand.2@outlook.com" (no seeded address ends in a dot and a number). */
export const numberedAddress = (address: string, n: number): string => address.replace(/@(?=[^@]*$)/, `.${n}@`)
