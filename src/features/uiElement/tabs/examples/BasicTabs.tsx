import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Basic`, description: msg`Each tab names its panel; arrow keys move between the tabs.`, order: 1 }

export default function BasicTabs() {
  const { t } = useLingui()
  const id = useId()
  const tabs = [
    { label: t`Overview`, text: t`A summary of the project: its goal, its team and its deadline.` },
    { label: t`Activity`, text: t`What changed lately, newest first.` },
    { label: t`Files`, text: t`The documents shared with the team.` },
  ]
  const [current, setCurrent] = useState(0)
  return (
    <Box>
      <Tabs value={current} onChange={(_, value: number) => setCurrent(value)} aria-label={t`Project`} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {tabs.map(({ label }, index) => (
          <Tab key={label} label={label} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} />
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
