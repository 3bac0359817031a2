import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Typography from '@mui/material/Typography'
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined'
import { Trans } from '@lingui/react/macro'
import { useAbility } from '@/auth'
import { TintedAlert } from '../components/TintedAlert'

/**
 * Ability-gated UI in one place: the card exists only for a user who can `manage all`. For anyone
 * else it is not rendered at all (not merely hidden), and a note says what they are missing.
 */
export function AdminOnlyCard() {
  const ability = useAbility()
  if (!ability.can('manage', 'all')) {
    return (
      <TintedAlert severity="info" data-testid="admin-card-absent">
        <Trans>An administrators-only card would appear here. Log in as admin to see it.</Trans>
      </TintedAlert>
    )
  }
  return (
    <Card data-testid="admin-only-card" sx={(t) => ({ borderInlineStart: `4px solid ${t.palette.primary.main}` })}>
      <CardHeader
        avatar={<AdminPanelSettingsOutlined color="primary" />}
        title={<Trans>Only for administrators</Trans>}
        slotProps={{ title: { variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <Trans>
            You see this card because your ability includes “manage all”. A client account never renders it: the same
            check hides menu items and closes routes.
          </Trans>
        </Typography>
      </CardContent>
    </Card>
  )
}
