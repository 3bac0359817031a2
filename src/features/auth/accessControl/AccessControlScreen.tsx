import Box from '@mui/material/Box'
import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import { AdminOnlyCard } from './AdminOnlyCard'
import { MyAbilities } from './MyAbilities'
import { RoleMatrix } from './RoleMatrix'

/** /access-control: what each role may do, what you may do, and a card only an admin gets. */
export function AccessControlScreen() {
  return (
    <Box>
      <PageHeader
        title={<Trans>Access Control</Trans>}
        subtitle={<Trans>Abilities decide which pages, menu items and cards each user gets.</Trans>}
      />
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
