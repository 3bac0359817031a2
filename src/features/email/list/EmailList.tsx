import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import LinearProgress from '@mui/material/LinearProgress'
import IconButton from '@mui/material/IconButton'
import MenuRounded from '@mui/icons-material/MenuRounded'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import type { Email } from '@/api/contract/email'
import { useAnnounceResults } from '@/components/announce'
import { SearchField } from '@/components/SearchField'
import { useSplitAppSidebar } from '@/components/SplitAppLayout'
import { ResultList } from '@/components/ResultList'
import { StateMessage } from '@/components/StateMessage'
import { useSelection } from '@/lib/selection'
import { emailQueries } from '../queries'
import { placeKey, type EmailListContext } from '../view'
import { EmailRow } from './EmailRow'
import { ListToolbar } from './ListToolbar'
import { EmptyList, ListSkeleton } from './ListStates'

interface EmailListProps {
  context: EmailListContext
  onSearch: (q: string) => void
  onOpen: (mail: Email) => void
}

/** Mails drawn at first, and added by each "Show more": a folder of thousands stays quick to draw. */
const MAILS_PER_STEP = 50

/** The list pane: search, select-all and bulk actions, then the mails (or why there are none). */
export function EmailList({ context, onSearch, onOpen }: EmailListProps) {
  const { t, i18n } = useLingui()
  // Below `md` the sidebar is a drawer, opened by a button here; above, there is no button.
  const sidebar = useSplitAppSidebar()
  // While a new search is answered, the previous list stays (dimmed, under a progress bar).
  const list = useQuery({ ...emailQueries.list(context), placeholderData: keepPreviousData })
  const place = placeKey(context)
  // How many are drawn, for this folder or search; another one starts again at the first step.
  const [drawn, setDrawn] = useState({ place, count: MAILS_PER_STEP })
  const count = drawn.place === place ? drawn.count : MAILS_PER_STEP
  const all = list.data?.emails ?? []
  // How many mails a search or another folder holds, said to screen readers once the list arrives.
  useAnnounceResults(
    `${place} ${context.q}`,
    list.isPlaceholderData || list.isError || !list.data ? undefined : all.length,
    (count) => plural(count, { one: '# mail', other: '# mails' }),
  )
  const mails = all.slice(0, count)
  // How many are shown (the plural's #) of the count the list holds, written in the active language.
  const shown = mails.length
  const total = i18n.number(all.length)
  const ids = mails.map((mail) => mail.id)
  const { selection, allState, toggle, toggleAll, clear } = useSelection(ids, place)
  const selected = mails.filter((mail) => selection.has(mail.id))

  return (
    <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: 56, px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}>
        {sidebar.collapsed && (
          <IconButton aria-label={t`Open mail folders`} {...sidebar.buttonProps}>
            <MenuRounded />
          </IconButton>
        )}
        {/* The server searches subject, sender and text. The bar is the field's frame. */}
        <SearchField variant="plain" size="medium" fullWidth value={context.q} onChange={onSearch} label={t`Search mail`} sx={{ height: '100%' }} />
      </Box>
      <ListToolbar
        allState={allState}
        onToggleAll={toggleAll}
        selected={selected}
        onClearSelection={clear}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
        empty={mails.length === 0}
      />
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', overflowY: 'auto' }}>
        {list.isFetching && <LinearProgress sx={{ position: 'absolute', insetInline: 0, top: 0, height: 2, zIndex: 2 }} aria-label={t`Loading mail`} />}
        {list.isPending ? (
          <ListSkeleton />
        ) : list.isError && !list.data ? (
          <StateMessage
            kind="error"
            title={<Trans>The mail could not be loaded</Trans>}
            text={<Trans>Check your connection, then try again.</Trans>}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : mails.length === 0 ? (
          <EmptyList context={context} />
        ) : (
          <ResultList label={t`Mail`} data-testid="email-list" stale={list.isPlaceholderData}>
            {mails.map((mail) => (
              <EmailRow key={mail.id} mail={mail} selected={selection.has(mail.id)} onToggleSelected={toggle} onOpen={onOpen} />
            ))}
          </ResultList>
        )}
        {all.length > mails.length && (
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', gap: 2, p: 2 }}>
            <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
              <bdi>
                <Plural value={shown} one={`Showing # of ${total}`} other={`Showing # of ${total}`} />
              </bdi>
            </Typography>
            <Button variant="outlined" size="small" onClick={() => setDrawn({ place, count: count + MAILS_PER_STEP })}>
              <Trans>Show more</Trans>
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  )
}
