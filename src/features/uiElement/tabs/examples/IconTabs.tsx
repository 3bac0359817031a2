import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import HomeOutlined from '@mui/icons-material/HomeOutlined'
import PersonOutlined from '@mui/icons-material/PersonOutlined'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`With icons`, description: msg`An icon beside each label, in the primary colour or the secondary one.`, order: 2 }

export default function IconTabs() {
  const { t } = useLingui()
  const id = useId()
  const tabs = [
    { label: t`Home`, icon: <HomeOutlined />, text: t`Your latest news and shortcuts.` },
    { label: t`Profile`, icon: <PersonOutlined />, text: t`Your name, photo and contact details.` },
    { label: t`Settings`, icon: <SettingsOutlined />, text: t`Language, theme and notifications.` },
  ]
  const [current, setCurrent] = useState(0)
  return (
    <Box>
      <Tabs
        value={current}
        onChange={(_, value: number) => setCurrent(value)}
        aria-label={t`Account`}
        textColor="secondary"
        indicatorColor="secondary"
        variant="scrollable"
        scrollButtons={false}
      >
        {tabs.map(({ label, icon }, index) => (
          <Tab key={label} label={label} icon={icon} iconPosition="start" id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} sx={{ minHeight: 48 }} />
        ))}
      </Tabs>
      {tabs.map(({ text }, index) => (
        <Box key={index} role="tabpanel" hidden={index !== current} id={`${id}-panel-${index}`} aria-labelledby={`${id}-tab-${index}`} sx={{ pt: 2 }}>
          <Typography>{text}</Typography>
        </Box>
      ))}
    </Box>
  )
}
