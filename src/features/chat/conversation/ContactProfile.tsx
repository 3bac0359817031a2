import { useEffect, useId, useRef } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import Close from '@mui/icons-material/Close'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { chatQueries } from '../queries'
import { StatusAvatar } from '../StatusAvatar'
import { STATUS_LOOKS } from '../status'

/**
 * The open chat's contact: picture, name, what they do, status and about. Beside the conversation
 * (a drawer below `md`); it takes the focus when it opens, and Escape closes it.
 */
export function ContactProfile({ contactId, onClose }: { contactId: number; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const contact = useQuery({ ...chatQueries.thread(contactId), select: (view) => view.contact }).data
  const headingId = useId()
  const close = useRef<HTMLButtonElement>(null)
  // Opening moves the focus to the panel; closing gives it back to what opened it (the contact's name).
  const shown = Boolean(contact)
  useEffect(() => {
    if (!shown) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    close.current?.focus()
    return () => {
      queueMicrotask(() => {
        if (opener?.isConnected && (document.activeElement === document.body || document.activeElement === null)) opener.focus()
      })
    }
  }, [shown])
  if (!contact) return null
  return (
    <Box
      component="aside"
      aria-labelledby={headingId}
      data-testid="contact-profile"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
      sx={{ height: '100%', overflowY: 'auto', p: 3, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ flex: 1 }}>
          <Trans>Contact</Trans>
        </Typography>
        <IconButton ref={close} aria-label={t`Close the profile`} onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 0.5 }}>
        <Box aria-hidden sx={{ mb: 1 }}>
          <StatusAvatar name={contact.fullName} avatar={contact.avatar} status={contact.status} size={84} />
        </Box>
        <Typography variant="h6" component="p" dir="auto" data-testid="contact-name">
          {contact.fullName}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} dir="auto">
          {contact.role}
        </Typography>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, '& dt': { typography: 'overline', color: 'text.secondary' }, '& dd': { m: 0 } }}>
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>{i18n._(STATUS_LOOKS[contact.status].name)}</dd>
        </div>
        <div>
          <dt>
            <Trans>About</Trans>
          </dt>
          <Box component="dd" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {contact.about || t`Nothing written yet.`}
          </Box>
        </div>
      </Box>
    </Box>
  )
}
