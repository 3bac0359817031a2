// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { PageSearchItem } from '@/api/contract'
import { openableBookmarks } from './useBookmarks'

const page = (link: string, isBookmarked: boolean): PageSearchItem => ({
  id: link.length,
  target: link,
  isBookmarked,
  title: link,
  icon: 'HomeOutlined',
  link,
})

describe('the bookmarks the navbar offers', () => {
  it('leave out the pages the user may not open, bookmarked or not', () => {
    const home = page('/', true)
    const acl = page('/access-control', true)
    const email = page('/apps/email', false)
    const canOpen = (link: string) => link === '/access-control'
    expect(openableBookmarks({ bookmarks: [home, acl], suggestions: [home, acl, email] }, canOpen)).toEqual({
      bookmarks: [acl],
      suggestions: [acl],
    })
  })
})
