// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { PageSearchItem } from '@/api/contract'
import { setFlagInBookmarks, setFlagInIndex } from './bookmarkCache'

const page = (id: number, isBookmarked: boolean): PageSearchItem => ({
  id,
  target: `p${id}`,
  isBookmarked,
  title: `Page ${id}`,
  icon: 'HomeOutlined',
  link: `/p${id}`,
})

describe('bookmark cache updates', () => {
  const suggestions = [page(1, true), page(2, false), page(3, true)]

  it('adds a bookmark in page order and removes one, as the back end lists them', () => {
    const added = setFlagInBookmarks({ suggestions, bookmarks: [page(1, true), page(3, true)] }, 2, true)
    expect(added.bookmarks.map((p) => p.id)).toEqual([1, 2, 3])
    expect(added.suggestions[1]!.isBookmarked).toBe(true)

    const removed = setFlagInBookmarks(added, 1, false)
    expect(removed.bookmarks.map((p) => p.id)).toEqual([2, 3])
  })

  it('flags the page in the Pages group of the index and leaves the other groups alone', () => {
    const files = { groupTitle: 'Files' as const, searchLimit: 4, data: [] }
    const index = { searchArr: [{ groupTitle: 'Pages' as const, searchLimit: 4, data: suggestions }, files] }
    const next = setFlagInIndex(index, 2, true)
    expect(next.searchArr[0]!.data.map((p) => 'isBookmarked' in p && p.isBookmarked)).toEqual([true, true, true])
    expect(next.searchArr[1]).toBe(files)
    expect(index.searchArr[0]!.data[1]!.isBookmarked).toBe(false)
  })
})
