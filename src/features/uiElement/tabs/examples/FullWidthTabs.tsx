import { useState } from 'react'
import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { alpha } from '@mui/material/styles'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Full width and pills`, description: msg`Tabs that share the width, and tabs drawn as pills.`, order: 5 }

export default function FullWidthTabs() {
  const { t } = useLingui()
  const periods = [t`Daily`, t`Weekly`, t`Monthly`]
  const [first, setFirst] = useState(0)
  const [second, setSecond] = useState(1)
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Tabs value={first} onChange={(_, value: number) => setFirst(value)} variant="fullWidth" aria-label={t`Period`} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {periods.map((period) => (
          <Tab key={period} label={period} />
        ))}
      </Tabs>
      <Tabs
        value={second}
        onChange={(_, value: number) => setSecond(value)}
        aria-label={t`Period`}
        slotProps={{ indicator: { sx: { display: 'none' } } }}
        sx={(theme) => ({
          minHeight: 0,
          '& .MuiTab-root': { minHeight: 38, borderRadius: 1, mx: 0.5 },
          '& .MuiTab-root.Mui-selected': { color: 'primary.contrastText', bgcolor: 'primary.main' },
          '& .MuiTab-root:not(.Mui-selected):hover': { bgcolor: alpha(theme.palette.primary.main, 0.08) },
        })}
      >
        {periods.map((period) => (
          <Tab key={period} label={period} />
        ))}
      </Tabs>
    </Box>
  )
}
