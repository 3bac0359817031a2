// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Bookmarks } from '@/api/contract'
import { call, setupMockBackend, callSignedIn } from '@/mocks/testing'

setupMockBackend()

const bookmarkedIds = async () => {
  const answer = (await (await callSignedIn('/api/bookmarks/data')).json()) as Bookmarks
  return answer.bookmarks.map((page) => page.id).sort()
}

describe('POST /api/demo/reset', () => {
  it('puts the seed back after changes, and the session stays valid', async () => {
    const seeded = await bookmarkedIds()
    const someOtherPage = ((await (await callSignedIn('/api/bookmarks/data')).json()) as Bookmarks).suggestions.find(
      (page) => !page.isBookmarked,
    )!
    await callSignedIn('/api/bookmarks/update', { method: 'POST', body: JSON.stringify({ id: someOtherPage.id }) })
    expect(await bookmarkedIds()).not.toEqual(seeded)

    const reset = await callSignedIn('/api/demo/reset', { method: 'POST' })
    expect(reset.status).toBe(200)
    expect(await reset.json()).toEqual({ reset: true })
    expect(await bookmarkedIds()).toEqual(seeded)
  })

  it('needs a signed-in user', async () => {
    const answer = await call('/api/demo/reset', { method: 'POST' })
    expect(answer.status).toBe(401)
  })
})
