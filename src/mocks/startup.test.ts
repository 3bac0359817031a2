// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The mock's cost must not grow with its domains: what loads before its first answer is the kit,
 * auth and the table of lazy domains, never a domain's resolvers, schemas or seed data. This walks
 * the static imports from the mock's entry (type-only imports vanish from the build and are skipped).
 */
const src = join(import.meta.dirname, '..')

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? join(src, specifier.slice(2)) : specifier.startsWith('.') ? join(dirname(from), specifier) : undefined
  return base && [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((file) => existsSync(file))
}

function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, clause = '', specifier = ''] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s+([^'"]*?)\s*from\s+'([^']+)'/gm)) {
      const typeOnly = clause.startsWith('type ') || /^\{(\s*type\s+\w+\s*,?)+\s*\}$/.test(clause)
      const target = typeOnly ? undefined : resolve(file, specifier)
      if (target) visit(target)
    }
  }
  visit(entry)
  return new Set([...seen].map((file) => relative(src, file)))
}

const startup = staticGraph(join(src, 'mocks/browser.ts'))
const lazyDomains = [...readFileSync(join(src, 'mocks/handlers/index.ts'), 'utf8').matchAll(/import\('\.\/(\w+)'\)/g)].map(
  ([, name]) => `mocks/handlers/${name}.ts`,
)

describe("the mock's start-up code", () => {
  it('is found by the walk', () => {
    expect(startup).toContain('mocks/handlers/handle.ts')
    expect(lazyDomains).toContain('mocks/handlers/email.ts')
  })

  it('holds no lazily loaded domain', () => {
    expect(lazyDomains.filter((file) => startup.has(file))).toEqual([])
  })

  it("holds only auth's contract, not the contract's index (every domain's schemas)", () => {
    const contractFiles = [...startup].filter((file) => file.startsWith('api/')).sort()
    expect(contractFiles).toEqual([
      'api/contract/auth.ts',
      'api/contract/baseUrl.ts',
      'api/contract/endpoint.ts',
      'api/contract/errors.ts',
      'api/contract/numbers.ts',
      'api/contract/text.ts',
    ])
  })

  it('holds no seed data but the accounts', () => {
    const dbFiles = [...startup].filter((file) => file.startsWith('mocks/db/')).sort()
    // scenarios.ts and clock.ts are the seeding machinery (how lists grow, the day they are seeded for), no data.
    expect(dbFiles).toEqual([
      'mocks/db/accounts.ts',
      'mocks/db/clock.ts',
      'mocks/db/collection.ts',
      'mocks/db/index.ts',
      'mocks/db/indexedDb.ts',
      'mocks/db/persistence.ts',
      'mocks/db/scenarios.ts',
    ])
  })
})
