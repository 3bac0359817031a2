import { useEffect, useRef } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import type { Email } from '@/api/contract/email'
import Typography from '@mui/material/Typography'
import { SplitAppLayout } from '@/components/SplitAppLayout'
import { visuallyHidden } from '@/components/visuallyHidden'
import { ComposeProvider, useCompose } from './compose/ComposeProvider'
import { MailDetail } from './detail/MailDetail'
import { EmailList } from './list/EmailList'
import { emailQueries } from './queries'
import type { EmailSearch, EmailSearchChange } from './search'
import { EmailSidebar } from './sidebar/EmailSidebar'
import { listContext, type EmailPlace } from './view'

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
  const { t } = useLingui()
  const { openCompose } = useCompose()
  const context = listContext(place, search.q)
  // The counts come with every list answer; the previous ones stay while another list loads.
  const meta = useQuery({ ...emailQueries.list(context), placeholderData: keepPreviousData, select: (list) => list.emailsMeta }).data

  const openMail = (mail: Email) => {
    // A draft is not read but written on.
    if (mail.folder === 'draft') openCompose({ mode: 'draft', email: mail })
    else onSearchChange({ mail: mail.id })
  }
  const closeMail = () => onSearchChange({ mail: undefined })
  // A link that asks to write to someone opens a new mail to them, once: the address leaves the URL.
  const composeTo = search.compose
  const composedTo = useRef<string | undefined>(undefined)
  useEffect(() => {
    // Once per address: the screen renders again before the address has left the URL.
    if (composeTo === composedTo.current) return
    composedTo.current = composeTo
    if (composeTo === undefined) return
    openCompose({ mode: 'new', to: [composeTo] })
    onSearchChange({ compose: undefined }, { replace: true })
  }, [composeTo, openCompose, onSearchChange])
  // Previous/next replace the entry: back goes to the list, not through every mail seen.
  const showMail = (id: number) => onSearchChange({ mail: id }, { replace: true })

  return (
    <SplitAppLayout
      data-testid="email-app"
      sidebarLabel={t`Mail folders`}
      sidebar={<EmailSidebar place={place} meta={meta} />}
      detail={search.mail !== undefined && <MailDetail id={search.mail} context={context} onClose={closeMail} onOpen={showMail} />}
      onDetailClose={closeMail}
      detailLabel={t`Mail`}
    >
      {/* The page's one heading, for those who move by headings: the screen shows the app, not a title. */}
      <Typography component="h1" sx={visuallyHidden}>
        {t`Email`}
      </Typography>
      <EmailList context={context} onSearch={(q) => onSearchChange({ q, mail: undefined }, { replace: true })} onOpen={openMail} />
    </SplitAppLayout>
  )
}
