import { useState } from 'react'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import PersonOutlined from '@mui/icons-material/PersonOutlined'
import LockOutlined from '@mui/icons-material/LockOutlined'
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Selection`, description: msg`The chosen row stands out, and says it is the current one.`, order: 3 }

export default function SelectedList() {
  const { t } = useLingui()
  const sections = [
    { label: t`Account`, icon: <PersonOutlined /> },
    { label: t`Security`, icon: <LockOutlined /> },
    { label: t`Notifications`, icon: <NotificationsOutlined /> },
  ]
  const [selected, setSelected] = useState(0)
  return (
    <List aria-label={t`Settings`} disablePadding>
      {sections.map(({ label, icon }, index) => (
        <ListItem key={label} disablePadding sx={{ mb: 0.5 }}>
          <ListItemButton selected={index === selected} aria-current={index === selected ? 'true' : undefined} onClick={() => setSelected(index)} sx={{ borderRadius: 1 }}>
            <ListItemIcon>{icon}</ListItemIcon>
            <ListItemText primary={label} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  )
}
