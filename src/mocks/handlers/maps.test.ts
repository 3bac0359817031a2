// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { customersByCountry } from '@/api/contract/maps'
import { addUser, deleteUser, updateUser, usersAllData } from '@/api/contract/users'
import { countryCodeOf } from '@/mocks/db/countryCodes'
import { USER_COUNT } from '@/mocks/db/users'
import { callEndpoint, expectSuccess, setupMockBackend } from '@/mocks/testing'
import { customersByCountryOf } from './maps'

setupMockBackend()

describe('GET /api/maps/customers-by-country', () => {
  it('counts every seeded user by country, most first, each under its world-atlas id', async () => {
    const { countries, total, unplaced } = await expectSuccess(customersByCountry)
    expect(total).toBe(USER_COUNT)
    expect(unplaced).toBe(0)
    expect(countries.reduce((sum, row) => sum + row.customers, 0)).toBe(USER_COUNT)
    const all = await expectSuccess(usersAllData)
    for (const row of countries) expect(row.customers, row.country).toBe(all.filter((user) => user.country === row.country).length)
    expect(countries.map((row) => row.customers)).toEqual(countries.map((row) => row.customers).sort((a, b) => b - a))
    expect(countries.find((row) => row.country === 'Brazil')).toMatchObject({ id: '076', alpha2: 'BR' })
    expect(countries.find((row) => row.country === 'United States')).toMatchObject({ id: '840', alpha2: 'US' })
  })

  it('follows the users list: an added user counts, a deleted one no longer does', async () => {
    const before = await expectSuccess(customersByCountry)
    const kenya = () => before.countries.find((row) => row.id === '404')?.customers ?? 0
    const { user } = await expectSuccess(addUser, { body: { fullName: 'Wanjiru Kamau', username: 'wkamau', email: 'wk@example.com', country: ' kenya ' } })
    const added = await expectSuccess(customersByCountry)
    expect(added.countries.find((row) => row.id === '404')).toMatchObject({ country: 'Kenya', customers: kenya() + 1 })
    expect(added.total).toBe(before.total + 1)
    await expectSuccess(updateUser, { body: { id: user.id, country: 'Atlantis' } })
    expect(await expectSuccess(customersByCountry)).toMatchObject({ total: before.total + 1, unplaced: before.unplaced + 1 })
    await expectSuccess(deleteUser, { query: { id: user.id } })
    expect(await expectSuccess(customersByCountry)).toEqual(before)
  })

  it('is for those who may read charts: the client role gets 403', async () => {
    expect(await callEndpoint(customersByCountry, {}, { as: 'client' })).toEqual({ status: 403, body: { error: 'The client role may not read Chart' } })
  })
})

describe('counting rows by country', () => {
  it('puts aliases of one country together under its own name, and counts empty and unknown names as unplaced', () => {
    const rows = ['USA', 'United States', ' united states of america', 'Brazil', '', 'Narnia', 'UK'].map((country) => ({ country }))
    expect(customersByCountryOf(rows)).toEqual({
      countries: [
        { id: '840', alpha2: 'US', country: 'United States', customers: 3 },
        { id: '076', alpha2: 'BR', country: 'Brazil', customers: 1 },
        { id: '826', alpha2: 'GB', country: 'United Kingdom', customers: 1 },
      ],
      total: 7,
      unplaced: 2,
    })
  })

  it('knows every country the seed gives its users', () => {
    for (const name of ['El Salvador', 'Albania', 'Russia', 'China', 'Cuba', 'France', 'Germany', 'Brazil', 'Portugal', 'Canada',
      'United States', 'India', 'Japan', 'Kenya', 'Mexico', 'Norway', 'Peru', 'Poland', 'Sweden', 'Vietnam']) {
      expect(countryCodeOf(name), name).toBeDefined()
    }
    expect(countryCodeOf('Germany')).toEqual({ country: 'Germany', id: '276', alpha2: 'DE' })
  })
})
