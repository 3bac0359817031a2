import { useState } from 'react'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Switch from '@mui/material/Switch'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`In a settings list`,
  description: msg`Switches at the end of rows, each named by its row's text.`,
  order: 4,
}

export default function SettingsList() {
  const { t } = useLingui()
  const settings = [
    { id: 'public', label: t`Public profile`, hint: t`Anyone can see your name and picture.` },
    { id: 'activity', label: t`Show my activity`, hint: t`Your team sees what you worked on.` },
    { id: 'tips', label: t`Tips and tutorials`, hint: t`Short hints when you open a new page.` },
  ]
  const [on, setOn] = useState<string[]>(['activity'])
  return (
    <List disablePadding>
      {settings.map((setting) => (
        <ListItem
          key={setting.id}
          divider
          secondaryAction={
            <Switch
              edge="end"
              checked={on.includes(setting.id)}
              onChange={(event) => setOn(event.target.checked ? [...on, setting.id] : on.filter((id) => id !== setting.id))}
              slotProps={{ input: { 'aria-labelledby': `setting-${setting.id}`, 'aria-describedby': `setting-${setting.id}-hint` } }}
            />
          }
        >
          <ListItemText
            primary={setting.label}
            secondary={setting.hint}
            slotProps={{ primary: { id: `setting-${setting.id}` }, secondary: { id: `setting-${setting.id}-hint` } }}
          />
        </ListItem>
      ))}
    </List>
  )
}
