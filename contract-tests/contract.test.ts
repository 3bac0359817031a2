import { afterAll, describe, expect, inject, it } from 'vitest'
import { contract } from '@/api/contract'
import { orderedCases } from './cases'
import { checkEndpoint } from './checks'
import { formatMismatches, type Mismatch } from './mismatch'
import { credentialsFrom, ServerUnderTest } from './server'

const server = new ServerUnderTest(inject('baseUrl'), credentialsFrom(process.env))

const found: Mismatch[] = []
const checked = new Set<string>()

describe(`the contract, against ${server.baseUrl}`, () => {
  it.each(orderedCases())('%s', async (name, endpoint, testCase) => {
    const mismatches = await checkEndpoint(endpoint, testCase, server)
    // The demo reset retires every session.
    if (testCase.last) server.renew()
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
