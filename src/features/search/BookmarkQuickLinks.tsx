import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import { useLingui } from '@lingui/react/macro'
import { LazyPageIcon } from '@/components/LazyPageIcon'
import { useBookmarks } from './useBookmarks'
import { usePageLink } from './usePageLink'

/** More would crowd the navbar; the bookmarks menu lists them all. */
const MAX_QUICK_LINKS = 6

/** The bookmarked pages as icon links in the navbar (wide screens only; the menu has them all). */
export function BookmarkQuickLinks() {
  const { t } = useLingui()
  const { data } = useBookmarks()
  const pageLink = usePageLink()
  if (!data?.bookmarks.length) return null

  return (
    <Box
      component="nav"
      aria-label={t`Bookmarks`}
      data-testid="bookmark-quick-links"
      sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.25 }}
    >
      {data.bookmarks.slice(0, MAX_QUICK_LINKS).map((page) => (
        <Tooltip key={page.id} title={page.title}>
          <IconButton component="a" aria-label={page.title} data-testid={`bookmark-link-${page.target}`} {...pageLink(page.link)}>
            <LazyPageIcon name={page.icon} />
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  )
}
