import { useState } from 'react'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Switch from '@mui/material/Switch'
import WifiOutlined from '@mui/icons-material/WifiOutlined'
import BluetoothOutlined from '@mui/icons-material/BluetoothOutlined'
import BedtimeOutlined from '@mui/icons-material/BedtimeOutlined'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`With switches`, description: msg`Settings that change at once, the switch at the end of the row.`, order: 6 }

export default function SettingsList() {
  const { t } = useLingui()
  const settings = [
    { key: 'wifi', label: 'Wi-Fi', icon: <WifiOutlined /> },
    { key: 'bluetooth', label: 'Bluetooth', icon: <BluetoothOutlined /> },
    { key: 'night', label: t`Night mode`, icon: <BedtimeOutlined /> },
  ]
  const [on, setOn] = useState<string[]>(['wifi'])
  return (
    <List aria-label={t`Settings`} disablePadding>
      {settings.map(({ key, label, icon }) => (
        <ListItem
          key={key}
          disableGutters
          secondaryAction={
            <Switch
              edge="end"
              checked={on.includes(key)}
              onChange={(event) => setOn(event.target.checked ? [...on, key] : on.filter((other) => other !== key))}
              slotProps={{ input: { 'aria-label': label } }}
            />
          }
        >
          <ListItemIcon>{icon}</ListItemIcon>
          <ListItemText primary={label} />
        </ListItem>
      ))}
    </List>
  )
}
