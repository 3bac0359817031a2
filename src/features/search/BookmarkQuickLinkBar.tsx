import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import { useLingui } from '@lingui/react/macro'
import type { Bookmarks } from '@/api/contract/search'
import { PageIcon } from '@/components/PageIcon'
import { usePageLink } from './usePageLink'

/** More would crowd the navbar; the bookmarks menu lists them all. */
const MAX_QUICK_LINKS = 6

/** The links of BookmarkQuickLinks (./BookmarkQuickLinks.tsx), while `open` (there are bookmarks). */
export function BookmarkQuickLinkBar({ open, bookmarks }: { open: boolean; bookmarks: Bookmarks['bookmarks'] }) {
  const { t } = useLingui()
  const pageLink = usePageLink()
  if (!open) return null

  return (
    <Box
      component="nav"
      aria-label={t`Bookmarks`}
      data-testid="bookmark-quick-links"
      sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.25 }}
    >
      {bookmarks.slice(0, MAX_QUICK_LINKS).map((page) => (
        <Tooltip key={page.id} title={page.title}>
          <IconButton component="a" aria-label={page.title} data-testid={`bookmark-link-${page.target}`} {...pageLink(page.link)}>
            <PageIcon name={page.icon} />
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  )
}
