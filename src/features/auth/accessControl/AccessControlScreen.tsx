import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Trans } from '@lingui/react/macro'
import { AdminOnlyCard } from './AdminOnlyCard'
import { MyAbilities } from './MyAbilities'
import { RoleMatrix } from './RoleMatrix'

/** /access-control: what each role may do, what you may do, and a card only an admin gets. */
export function AccessControlScreen() {
  return (
    <Box>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
          <Trans>Access Control</Trans>
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          <Trans>Abilities decide which pages, menu items and cards each user gets.</Trans>
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
        <RoleMatrix />
        <MyAbilities />
      </Box>
      <Box sx={{ mt: 3 }}>
        <AdminOnlyCard />
      </Box>
    </Box>
  )
}
