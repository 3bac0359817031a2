import { afterAll, describe, expect, inject, it } from 'vitest'
import { contract } from '@/api/contract'
import type { Endpoint } from '@/api/contract/endpoint'
import { cases, type Case } from './cases'
import { checkEndpoint } from './checks'
import { formatMismatches, type Mismatch } from './mismatch'
import { credentialsFrom, ServerUnderTest } from './server'

const server = new ServerUnderTest(inject('baseUrl'), credentialsFrom(process.env))
const caseOf = (name: string) => cases[name as keyof typeof cases] as Case<Endpoint>
// In the contract's order, but the calls that retire every session (the demo reset) come last.
const endpoints = Object.entries(contract).sort(([a], [b]) => Number(Boolean(caseOf(a).last)) - Number(Boolean(caseOf(b).last)))

const found: Mismatch[] = []
const checked = new Set<string>()

describe(`the contract, against ${server.baseUrl}`, () => {
  it.each(endpoints)('%s', async (name, endpoint) => {
    const mismatches = await checkEndpoint(endpoint, caseOf(name), server)
    if (caseOf(name).last) server.renew()
    found.push(...mismatches)
    checked.add(name)
    expect(mismatches, `\n${formatMismatches(mismatches)}\n`).toEqual([])
  })

  afterAll(() => {
    const total = Object.keys(contract).length
    console.log(`Contract suite: ${checked.size} of ${total} endpoints checked against ${server.baseUrl}; ${found.length} mismatch(es).`)
    if (found.length > 0) console.log(formatMismatches(found))
  })
})
