import { useId } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardMedia from '@mui/material/CardMedia'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSession } from '@/auth'
import { InitialsAvatar } from '@/components/InitialsAvatar'
import { TintedChip } from '@/components/TintedChip'
import { formatCompact } from '@/i18n/figures'

const AVATAR = 80

/** The signed-in user's card: who they are, a few (demo) figures, and the way to their profile. */
export function ProfileCard() {
  const { t } = useLingui()
  const titleId = useId()
  const { userData } = useSession()
  // The route asks for a session; without one there is nobody to show.
  if (!userData) return null
  const figures = [
    { label: t`Projects`, value: 18 },
    { label: t`Tasks`, value: 834 },
    { label: t`Connections`, value: 129 },
  ]
  return (
    <Card component="section" aria-labelledby={titleId} data-testid="card-profile" sx={{ height: '100%', textAlign: 'center' }}>
      <CardMedia component="img" image="/images/profile/cover.svg" alt="" sx={{ height: 100, objectFit: 'cover', bgcolor: 'primary.main' }} />
      <CardContent sx={{ pt: 0, '&:last-child': { pb: 2.5 } }}>
        <Box sx={{ mt: `-${AVATAR / 2}px`, mb: 1.5, display: 'inline-flex', borderRadius: '50%', border: 4, borderColor: 'background.paper', bgcolor: 'background.paper' }}>
          <InitialsAvatar name={userData.fullName} src={userData.avatar} size={AVATAR} />
        </Box>
        <Typography id={titleId} variant="h6" component="h2">
          {userData.fullName}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1, overflowWrap: 'anywhere' }}>
          {userData.email}
        </Typography>
        <TintedChip color={userData.role === 'admin' ? 'primary' : 'info'} label={userData.role === 'admin' ? t`Admin` : t`Client`} />
        <Box component="dl" sx={{ my: 2.5, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
          {figures.map(({ label, value }) => (
            // The figure above its label, read label first.
            <Box key={label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                {formatCompact(value)}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
          <Button variant="contained" component={Link} to="/pages/profile">
            <Trans>View profile</Trans>
          </Button>
          <Button variant="outlined" color="secondary" component={Link} to="/pages/account-settings">
            <Trans>Account settings</Trans>
          </Button>
        </Box>
      </CardContent>
    </Card>
  )
}
