import { useState } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import Star from '@mui/icons-material/Star'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PageSearchItem } from '@/api/contract/search'
import { contractMismatchText } from '@/api/errorText'
import { PageIcon } from '@/components/PageIcon'
import { useBookmarks } from './useBookmarks'
import { usePageLink } from './usePageLink'
import { useToggleBookmark } from './useToggleBookmark'

/** The bookmarks menu's content: the bookmarked pages (open or remove) and an "add" field. */
export function BookmarksPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useLingui()
  const bookmarks = useBookmarks()
  const mismatch = contractMismatchText(bookmarks.error)
  const toggle = useToggleBookmark()
  const pageLink = usePageLink()

  return (
    <Box>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, pb: 1, fontWeight: 600 }}>
        <Trans>Bookmarks</Trans>
      </Typography>
      <Divider />
      {bookmarks.isPending ? (
        <Box sx={{ px: 2, py: 1 }} aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={40} />
          ))}
        </Box>
      ) : bookmarks.isError ? (
        <Box role="status" sx={{ px: 2, py: 2, color: 'text.secondary' }}>
          <Trans>The bookmarks could not load.</Trans>{' '}
          <Button size="small" onClick={() => void bookmarks.refetch()}>
            <Trans>Try again</Trans>
          </Button>
          {mismatch && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {mismatch}
            </Typography>
          )}
        </Box>
      ) : bookmarks.data.bookmarks.length === 0 ? (
        <Typography role="status" variant="body2" sx={{ px: 2, py: 2, color: 'text.secondary' }}>
          <Trans>No bookmarks yet. Add a page below, or star one in the search.</Trans>
        </Typography>
      ) : (
        <List dense aria-label={t`Bookmarked pages`} sx={{ maxHeight: 320, overflowY: 'auto' }}>
          {bookmarks.data.bookmarks.map((page) => {
            const remove = t`Remove ${page.title} from bookmarks`
            return (
              <ListItem
                key={page.id}
                disablePadding
                data-testid={`bookmark-item-${page.target}`}
                secondaryAction={
                  <Tooltip title={remove}>
                    <IconButton edge="end" aria-label={remove} onClick={() => toggle.mutate(page)} sx={{ color: 'warning.main' }}>
                      <Star fontSize="small" />
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemButton component="a" {...pageLink(page.link, onNavigate)}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <PageIcon name={page.icon} fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={page.title} />
                </ListItemButton>
              </ListItem>
            )
          })}
        </List>
      )}
      <Divider />
      <Box sx={{ p: 2 }}>
        <AddBookmark suggestions={bookmarks.data?.suggestions ?? []} loading={bookmarks.isPending} onAdd={(page) => toggle.mutate(page)} />
      </Box>
    </Box>
  )
}

/** Picks a page that is not bookmarked yet; the field empties after each pick, ready for the next. */
function AddBookmark({
  suggestions,
  loading,
  onAdd,
}: {
  suggestions: PageSearchItem[]
  loading: boolean
  onAdd: (page: PageSearchItem) => void
}) {
  const { t } = useLingui()
  const [input, setInput] = useState('')
  const candidates = suggestions.filter((page) => !page.isBookmarked)
  return (
    <Autocomplete
      options={candidates}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => setInput(reason === 'reset' ? '' : value)}
      onChange={(_, page) => {
        if (!page) return
        onAdd(page)
        setInput('')
      }}
      getOptionLabel={(page) => page.title}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      size="small"
      blurOnSelect={false}
      noOptionsText={t`Every page is bookmarked`}
      renderOption={({ key, ...props }, page) => (
        <li key={key} {...props}>
          <PageIcon name={page.icon} fontSize="small" sx={{ mr: 1.5, color: 'text.secondary' }} />
          {page.title}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={t`Add bookmark`} data-testid="add-bookmark" />}
    />
  )
}
