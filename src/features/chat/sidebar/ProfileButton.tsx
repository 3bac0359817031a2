import { useState } from 'react'
import ButtonBase from '@mui/material/ButtonBase'
import Drawer from '@mui/material/Drawer'
import { useLingui } from '@lingui/react/macro'
import type { ChatProfileUser } from '@/api/contract/chat'
import { StatusAvatar } from '../StatusAvatar'
import { STATUS_LOOKS } from '../status'
import { ProfilePanel } from './ProfilePanel'

/** The profile user's picture with their status; it opens their profile (status, about, settings) in a drawer from the start side. */
export function ProfileButton({ user }: { user: ChatProfileUser }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const status = i18n._(STATUS_LOOKS[user.status].name)
  const title = t`Your profile`
  return (
    <>
      <ButtonBase
        aria-label={t`Your profile and status: ${status}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="profile-button"
        data-status={user.status}
        onClick={() => setOpen(true)}
        sx={{ borderRadius: '50%', flexShrink: 0 }}
      >
        <StatusAvatar name={user.fullName} avatar={user.avatar} status={user.status} size={40} />
      </ButtonBase>
      {/* MUI mirrors a drawer's anchor right to left: `left` is the start side. */}
      <Drawer
        anchor="left"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { role: 'dialog', 'aria-label': title, sx: { width: 360, maxWidth: '100%' } } as object }}
      >
        <ProfilePanel user={user} title={title} onClose={() => setOpen(false)} />
      </Drawer>
    </>
  )
}
