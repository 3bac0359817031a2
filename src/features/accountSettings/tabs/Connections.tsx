import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { CONNECTED_SERVICES, type Connections as ConnectionFlags } from '@/api/contract/accountSettings'
import { InitialsAvatar, tintFor } from '@/components/InitialsAvatar'
import { useConnectionToggle } from '../queries'
import { NETWORK_NAMES } from './networks'

/** The services the account is connected to: each switch saves at once (and flips back if the save fails). */
export function Connections({ connections }: { connections: ConnectionFlags }) {
  const { t } = useLingui()
  const toggle = useConnectionToggle()
  return (
    <Box component="section" aria-labelledby="account-connections-title">
      <Typography id="account-connections-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        <Trans>Connected accounts</Trans>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        <Trans>Sign in faster and share your work: connect the services you use.</Trans>
      </Typography>
      <List disablePadding>
        {CONNECTED_SERVICES.map((service) => {
          const name = NETWORK_NAMES[service]
          const connected = connections[service]
          return (
            <ListItem
              key={service}
              disableGutters
              secondaryAction={
                <Switch
                  edge="end"
                  checked={connected}
                  onChange={(_, next) => toggle.mutate({ service, connected: next })}
                  slotProps={{ input: { 'aria-label': t`Connected to ${name}` } }}
                />
              }
            >
              <Box sx={{ marginInlineEnd: 2 }}>
                <InitialsAvatar name={name} tint={tintFor(service)} size={36} />
              </Box>
              <ListItemText primary={name} secondary={connected ? <Trans>Connected</Trans> : <Trans>Not connected</Trans>} />
            </ListItem>
          )
        })}
      </List>
    </Box>
  )
}
