import Avatar from '@mui/material/Avatar'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemText from '@mui/material/ListItemText'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`People`, description: msg`An avatar, a name, a second line and a status at the end.`, order: 2 }

export default function ListWithAvatars() {
  const { t } = useLingui()
  const people = [
    { name: 'Olivia Sparks', role: t`Designer`, picture: 1, status: t`Online`, color: 'success' },
    { name: 'Howard Lloyd', role: t`Developer`, picture: 2, status: t`Away`, color: 'warning' },
    { name: 'Hallie Richards', role: t`Manager`, picture: 3, status: t`Offline`, color: 'default' },
  ] as const
  return (
    <List aria-label={t`Team`} disablePadding>
      {people.map(({ name, role, picture, status, color }) => (
        <ListItem key={name} disableGutters secondaryAction={<Chip size="small" label={status} color={color} variant="outlined" />}>
          <ListItemAvatar>
            <Avatar alt="" src={`/images/avatars/${picture}.svg`} />
          </ListItemAvatar>
          <ListItemText primary={name} secondary={role} />
        </ListItem>
      ))}
    </List>
  )
}
