// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  accountSettingsData,
  datatablesData,
  emailsData,
  invoiceClients,
  invoicesData,
  mainSearchData,
  me,
  profileData,
  profilePosts,
  usersData,
} from '@/api/contract'
import * as cardsContract from '@/api/contract/cards'
import { endpointsIn, type Endpoint } from '@/api/contract/endpoint'
import { mockControl } from '@/mocks/control'
import { callEndpoint, expectSuccess, setupMockBackend } from '@/mocks/testing'

/** What the list endpoints answer in each scenario (see ../db/scenarios.ts), through the handlers as the app calls them. */
setupMockBackend()

describe.each([
  ['large', 600, 600],
  ['empty', 0, 0],
  ['default', 60, 60],
] as const)('in the %s scenario', (scenario, users, invoices) => {
  it(`the users list counts ${users} users and the invoice list ${invoices} invoices`, async () => {
    await mockControl.scenario(scenario)
    expect((await expectSuccess(usersData, {})).total).toBe(users)
    expect((await expectSuccess(invoicesData, {})).total).toBe(invoices)
    // A filter counts over every copy too: the seed has ten invoices of each status.
    expect((await expectSuccess(invoicesData, { query: { status: 'Paid', perPage: 100 } })).total).toBe(invoices / 6)
  })
})

describe('the large scenario', () => {
  it('pages through ten times the rows of every list, newest first', async () => {
    await mockControl.scenario('large')
    const page = await expectSuccess(usersData, { query: { page: 2, perPage: 50 } })
    expect(page.users.map((user) => user.id)).toEqual(Array.from({ length: 50 }, (_, i) => 550 - i))
    const rows = await expectSuccess(datatablesData, {})
    expect([rows.total, rows.allData?.length, rows.invoices.length]).toEqual([1000, 1000, 10])
    const { allData } = await expectSuccess(invoicesData, {})
    expect(allData).toHaveLength(600)
    expect((await expectSuccess(profilePosts, { query: { perPage: 20 } })).total).toBe(90)
    // A search for a copied name finds that copy.
    const [first] = allData!.slice(-1)
    const copies = await expectSuccess(invoiceClients, { query: { q: `${first!.client.name} 7` } })
    expect(copies.map((client) => client.name)).toEqual([`${first!.client.name} 7`])
  })
})

describe('the empty scenario', () => {
  it('still signs in and draws: lists answer empty pages, the profile, account settings and every card answer', async () => {
    await mockControl.scenario('empty')
    expect((await expectSuccess(emailsData, {})).emails).toEqual([])
    expect(await expectSuccess(datatablesData, {})).toEqual({ allData: [], invoices: [], total: 0 })
    const search = await expectSuccess(mainSearchData, {})
    expect(search.searchArr.map((group) => [group.groupTitle, group.data.length > 0])).toEqual([
      ['Pages', true],
      ['Files', false],
      ['Contacts', false],
    ])
    expect((await expectSuccess(me, {})).userData.email).toBe('admin@demo.com')
    expect((await expectSuccess(profileData, {})).postsTotal).toBe(0)
    expect((await expectSuccess(accountSettingsData, {})).general.company).toBe('Vantage Labs')
    for (const card of Object.values(endpointsIn(cardsContract)) as Endpoint[]) {
      expect((await callEndpoint(card, {} as never)).status, card.id).toBe(200)
    }
  })
})
