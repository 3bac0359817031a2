import { useState } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Drawer from '@mui/material/Drawer'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Email } from '@/api/contract/email'
import { ComposeProvider, useCompose } from './compose/ComposeProvider'
import { MailDetail } from './detail/MailDetail'
import { EmailList } from './list/EmailList'
import { emailQueries } from './queries'
import type { EmailSearch, EmailSearchChange } from './search'
import { EmailSidebar } from './sidebar/EmailSidebar'
import { listContext, type EmailPlace } from './view'

const SIDEBAR_WIDTH = 260

interface EmailScreenProps {
  /** The folder or label, from the path. */
  place: EmailPlace
  /** The search text and the open mail, from the query. */
  search: EmailSearch
  onSearchChange: EmailSearchChange
}

/** /apps/email: sidebar, list and detail in one card; compose is a dialog over it. */
export function EmailScreen(props: EmailScreenProps) {
  return (
    <ComposeProvider>
      <EmailApp {...props} />
    </ComposeProvider>
  )
}

/**
 * Wide screens show the sidebar beside the list and open a mail over the list (which stays mounted,
 * keeping its scroll and selection). Below `md` the sidebar and the open mail are drawers.
 */
function EmailApp({ place, search, onSearchChange }: EmailScreenProps) {
  const theme = useTheme()
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true })
  const { openCompose } = useCompose()
  const [sidebarOpen, setSidebarOpen] = useState(false)
  const context = listContext(place, search.q)
  // The counts come with every list answer; the previous ones stay while another list loads.
  const meta = useQuery({ ...emailQueries.list(context), placeholderData: keepPreviousData, select: (list) => list.emailsMeta }).data

  const openMail = (mail: Email) => {
    // A draft is not read but written on.
    if (mail.folder === 'draft') openCompose({ mode: 'draft', email: mail })
    else onSearchChange({ mail: mail.id })
  }
  const closeMail = () => onSearchChange({ mail: undefined })
  // Previous/next replace the entry: back goes to the list, not through every mail seen.
  const showMail = (id: number) => onSearchChange({ mail: id }, { replace: true })

  const sidebar = <EmailSidebar place={place} meta={meta} onNavigate={() => setSidebarOpen(false)} />
  const detail = search.mail !== undefined && <MailDetail id={search.mail} context={context} onClose={closeMail} onOpen={showMail} />

  return (
    <Card sx={{ flex: '1 1 0', minHeight: 560, display: 'flex', position: 'relative', overflow: 'hidden' }} data-testid="email-app">
      {wide ? (
        <Box sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider' }}>{sidebar}</Box>
      ) : (
        <Drawer open={sidebarOpen} onClose={() => setSidebarOpen(false)} slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}>
          {sidebar}
        </Drawer>
      )}
      <Box sx={{ position: 'relative', flex: 1, minWidth: 0, display: 'flex' }}>
        <EmailList
          context={context}
          onSearch={(q) => onSearchChange({ q, mail: undefined }, { replace: true })}
          onOpen={openMail}
          onOpenSidebar={wide ? undefined : () => setSidebarOpen(true)}
        />
        {wide && detail && <Box sx={{ position: 'absolute', inset: 0, zIndex: 3 }}>{detail}</Box>}
      </Box>
      {!wide && (
        <Drawer anchor="right" open={Boolean(detail)} onClose={closeMail} slotProps={{ paper: { sx: { width: '100%' } } }}>
          {detail}
        </Drawer>
      )}
    </Card>
  )
}
