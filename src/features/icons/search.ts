import { text } from '@/lib/readers'
import { urlSearch, type SearchOf } from '@/lib/urlSearch'

/** The icons page's address: the filter typed (?q=alarm), so a reload or a shared link shows the same icons. */
export const iconsSearch = urlSearch({ q: text('', (value) => value.length <= 100) }, { navigation: { resetScroll: false, replace: true } })

export type IconsSearch = SearchOf<typeof iconsSearch>
