import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { DEFAULT_RULES, useAbility, useSession } from '@/auth'
import { UserSummary } from '../components/UserSummary'
import { Allowed } from './Allowed'
import { capabilities } from './roleRules'
import { ServerConfirmation } from './ServerConfirmation'

/** The signed-in user's own rules, and what they allow, checked live against the session's ability. */
export function MyAbilities() {
  const { i18n } = useLingui()
  const { userData } = useSession()
  const ability = useAbility()
  const rules = userData?.ability ?? DEFAULT_RULES

  return (
    <Card sx={{ height: '100%' }} data-testid="my-abilities">
      <CardHeader title={<Trans>Your access</Trans>} />
      <CardContent sx={{ pt: 0 }}>
        {userData && <UserSummary user={userData} sx={{ mb: 2 }} />}
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          <Trans>Your rules</Trans>
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {rules.map((rule) => (
            <Chip
              key={`${rule.action}:${rule.subject}`}
              label={`${rule.action} ${rule.subject}`}
              size="small"
              variant="outlined"
              sx={{ fontFamily: 'monospace' }}
            />
          ))}
        </Box>
        <List dense disablePadding sx={{ mb: 2 }}>
          {capabilities.map(({ rule, label }) => (
            <ListItem key={`${rule.action}:${rule.subject}`} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <Allowed allowed={ability.can(rule.action, rule.subject)} />
              </ListItemIcon>
              <ListItemText primary={i18n._(label)} />
            </ListItem>
          ))}
        </List>
        <ServerConfirmation />
      </CardContent>
    </Card>
  )
}
