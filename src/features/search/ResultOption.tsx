import type { ReactNode } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined'
import KeyboardReturn from '@mui/icons-material/KeyboardReturn'
import MailOutlineOutlined from '@mui/icons-material/MailOutlineOutlined'
import Star from '@mui/icons-material/Star'
import StarBorder from '@mui/icons-material/StarBorder'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PageSearchItem } from '@/api/contract/search'
import { safeUrl } from '@/lib/safeUrl'
import type { SearchResult } from './filterResults'
import { PageIcon } from '@/components/PageIcon'
import { displayFileSize } from './fileSize'
import { visuallyHidden } from '@/components/visuallyHidden'

interface Props {
  id: string
  result: SearchResult
  selected: boolean
  onHover: () => void
  onActivate: () => void
  onToggleBookmark: (page: PageSearchItem) => void
}

/** One result of the palette: an ARIA option, highlighted by the arrows or the pointer. */
export function ResultOption({ id, result, selected, onHover, onActivate, onToggleBookmark }: Props) {
  return (
    <Box
      component="li"
      role="option"
      id={id}
      aria-selected={selected}
      data-testid="search-result"
      data-kind={result.kind}
      // Mouse *moves* highlight, not mouse-enter: a list scrolled by the arrows must not grab the
      // highlight for the row that happens to slide under a resting pointer.
      onMouseMove={selected ? undefined : onHover}
      onClick={onActivate}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        py: 1,
        minHeight: 52,
        borderRadius: 1,
        cursor: 'pointer',
        bgcolor: selected ? 'action.selected' : undefined,
      }}
    >
      <Leading result={result} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500, color: 'text.primary' }}>
          <bdi>{result.item.title}</bdi>
        </Typography>
        {/* On the highlight's tint the secondary colour falls under 4.5:1 in dark mode (3.7:1): the primary one reads there. */}
        <Typography variant="caption" noWrap component="div" sx={{ color: selected ? 'text.primary' : 'text.secondary' }}>
          <Secondary result={result} />
        </Typography>
      </Box>
      {result.kind === 'page' && result.item.bookmarkable !== false && <BookmarkStar page={result.item} onToggle={onToggleBookmark} />}
      {result.kind === 'contact' && <MailOutlineOutlined fontSize="small" sx={{ color: 'text.disabled' }} />}
      <KeyboardReturn fontSize="small" sx={{ color: 'text.secondary', visibility: selected ? 'visible' : 'hidden' }} />
    </Box>
  )
}

function Leading({ result }: { result: SearchResult }) {
  const box = { width: 36, height: 36, bgcolor: 'action.hover', color: 'text.secondary' }
  switch (result.kind) {
    case 'page':
      return (
        <Avatar variant="rounded" sx={box}>
          <PageIcon name={result.item.icon} fontSize="small" />
        </Avatar>
      )
    case 'file':
      // The file's type icon; a generic one while (or if) the image cannot load.
      return (
        <Avatar variant="rounded" src={safeUrl(result.item.file, 'image')} alt="" sx={box}>
          <InsertDriveFileOutlined fontSize="small" />
        </Avatar>
      )
    case 'contact':
      return (
        <Avatar src={safeUrl(result.item.img, 'image')} alt="" sx={{ ...box, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 14 }}>
          {initials(result.item.title)}
        </Avatar>
      )
  }
}

function Secondary({ result }: { result: SearchResult }): ReactNode {
  switch (result.kind) {
    case 'page':
      return <bdi>{result.item.link}</bdi>
    case 'file':
      return (
        <Trans>
          by {isolated(result.item.by)} · {displayFileSize(result.item.size)}
        </Trans>
      )
    case 'contact':
      return <bdi>{result.item.email}</bdi>
  }
}

/** A name inside a translated sentence, kept in its own direction in a right-to-left layout. */
const isolated = (text: string) => <bdi>{text}</bdi>

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')

/**
 * The star of a page result. Not a focusable button: an ARIA option may hold no interactive
 * element (screen readers flatten it), and focus stays in the search field anyway. Keyboard users
 * star the highlighted page with Ctrl/Cmd+B (the palette's footer says so); the state is read
 * out as part of the option's name.
 */
function BookmarkStar({ page, onToggle }: { page: PageSearchItem; onToggle: (page: PageSearchItem) => void }) {
  const { t } = useLingui()
  const label = page.isBookmarked ? t`Remove from bookmarks` : t`Add to bookmarks`
  return (
    <>
      {page.isBookmarked && (
        <Box component="span" sx={visuallyHidden}>
          <Trans>(bookmarked)</Trans>
        </Box>
      )}
      <Box
        component="span"
        aria-hidden
        title={label}
        data-testid="search-bookmark-toggle"
        data-bookmarked={String(page.isBookmarked)}
        onClick={(event) => {
          event.stopPropagation() // starring is not opening the page
          onToggle(page)
        }}
        sx={{
          display: 'inline-flex',
          p: 0.75,
          borderRadius: '50%',
          color: page.isBookmarked ? 'warning.main' : 'text.disabled',
          '&:hover': { bgcolor: 'action.hover', color: 'warning.main' },
        }}
      >
        {page.isBookmarked ? <Star fontSize="small" /> : <StarBorder fontSize="small" />}
      </Box>
    </>
  )
}
