import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Vertical`, description: msg`Tabs down the side, the panel beside them.`, order: 3 }

export default function VerticalTabs() {
  const { t } = useLingui()
  const id = useId()
  const tabs = [
    { label: t`General`, text: t`The name and address of your company.` },
    { label: t`Billing`, text: t`Your plan, invoices and payment method.` },
    { label: t`Team`, text: t`Who can sign in, and what each may do.` },
  ]
  const [current, setCurrent] = useState(0)
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      <Tabs
        orientation="vertical"
        value={current}
        onChange={(_, value: number) => setCurrent(value)}
        aria-label={t`Company settings`}
        sx={{ borderRight: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {tabs.map(({ label }, index) => (
          <Tab key={label} label={label} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} sx={{ alignItems: 'flex-start' }} />
        ))}
      </Tabs>
      {tabs.map(({ label, text }, index) => (
        <Box key={index} role="tabpanel" hidden={index !== current} id={`${id}-panel-${index}`} aria-labelledby={`${id}-tab-${index}`} sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p" sx={{ mb: 1 }}>
            {label}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
        </Box>
      ))}
    </Box>
  )
}
