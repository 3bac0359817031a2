// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bookmarksData, resetDemoData, updateBookmark } from '@/api/contract'
import { callEndpoint, expectSuccess, setupMockBackend } from '@/mocks/testing'

setupMockBackend()

const bookmarkedIds = async () => (await expectSuccess(bookmarksData)).bookmarks.map((page) => page.id).sort()

describe('POST /api/demo/reset', () => {
  it('puts the seed back after changes, and hands the caller a new session', async () => {
    const seeded = await bookmarkedIds()
    const someOtherPage = (await expectSuccess(bookmarksData)).suggestions.find((page) => !page.isBookmarked)!
    await expectSuccess(updateBookmark, { body: { id: someOtherPage.id } })
    expect(await bookmarkedIds()).not.toEqual(seeded)

    const { status, body } = await callEndpoint(resetDemoData)
    expect(status).toBe(200)
    expect(body).toMatchObject({ reset: true, session: { userData: { email: 'admin@demo.com' } } })
    expect(await bookmarkedIds()).toEqual(seeded)
  })

  it('needs a signed-in user', async () => {
    expect((await callEndpoint(resetDemoData, {}, { as: null })).status).toBe(401)
  })
})
