import { useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { User } from '@/api/contract/users'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { InitialsAvatar, tintFor } from '@/components/InitialsAvatar'
import { TintedChip } from '@/components/TintedChip'
import { RoleLabel, StatusChip } from '../shared/UserBadges'
import { roleLook } from '../shared/userLabels'
import { useSaveUser } from './useSaveUser'

/** The user's card: picture, name, role, every detail, and the edit and suspend/activate actions. */
export function UserCard({ user }: { user: User }) {
  const { t, i18n } = useLingui()
  const { save, isPending } = useSaveUser()
  const [confirming, setConfirming] = useState(false)
  const { fullName } = user
  const suspend = () => save({ id: user.id, status: 'inactive' }, t`${fullName} was suspended`, () => setConfirming(false))
  const activate = () => save({ id: user.id, status: 'active' }, t`${fullName} was activated`)
  const role = roleLook(user.role)

  const details: [ReactNode, ReactNode][] = [
    [<Trans>Username</Trans>, <bdi>@{user.username}</bdi>],
    [<Trans>Email</Trans>, <bdi>{user.email}</bdi>],
    [<Trans>Status</Trans>, <StatusChip status={user.status} />],
    [<Trans>Role</Trans>, <RoleLabel role={user.role} />],
    [<Trans>Contact</Trans>, user.contact ? <bdi>{user.contact}</bdi> : '—'],
    [<Trans>Country</Trans>, user.country || '—'],
    [<Trans>Company</Trans>, user.company || '—'],
  ]

  return (
    <Card data-testid="user-card">
      <CardContent sx={{ textAlign: 'center', pt: 4 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <InitialsAvatar name={fullName} src={user.avatar} tint={tintFor(user.email)} size={104} />
        </Box>
        <Typography variant="h5" component="h2">
          <bdi>{fullName}</bdi>
        </Typography>
        <TintedChip color={role.tint} label={i18n._(role.label)} sx={{ mt: 1 }} />
      </CardContent>
      <Divider />
      <CardContent>
        <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
          <Trans>Details</Trans>
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.25, alignItems: 'center' }}>
          {details.map(([label, value], index) => (
            <Box key={index} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 2, mt: 3 }}>
          <Button variant="contained" component={Link} to={`/apps/user/edit/${user.id}`}>
            <Trans>Edit</Trans>
          </Button>
          {user.status === 'inactive' ? (
            <Button variant="outlined" color="success" loading={isPending} onClick={activate}>
              <Trans>Activate</Trans>
            </Button>
          ) : (
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
              <Trans>Suspend</Trans>
            </Button>
          )}
        </Box>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={<Trans>Suspend {fullName}?</Trans>}
        text={<Trans>The user's status becomes inactive. You can activate the user again at any time.</Trans>}
        confirmLabel={<Trans>Suspend</Trans>}
        tone="error"
        pending={isPending}
        onConfirm={suspend}
        onClose={() => setConfirming(false)}
      />
    </Card>
  )
}
