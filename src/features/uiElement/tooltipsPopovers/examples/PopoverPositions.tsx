import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Popover from '@mui/material/Popover'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Popover positions`, description: msg`Where the panel meets its button: below, above, or at its side.`, order: 5 }

export default function PopoverPositions() {
  const { t } = useLingui()
  const positions = [
    { key: 'below', label: t`Below`, anchor: { vertical: 'bottom', horizontal: 'center' }, transform: { vertical: 'top', horizontal: 'center' } },
    { key: 'above', label: t`Above`, anchor: { vertical: 'top', horizontal: 'center' }, transform: { vertical: 'bottom', horizontal: 'center' } },
    { key: 'side', label: t`At the side`, anchor: { vertical: 'center', horizontal: 'right' }, transform: { vertical: 'center', horizontal: 'left' } },
  ] as const
  const [open, setOpen] = useState<{ key: string; element: HTMLElement } | null>(null)
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {positions.map(({ key, label, anchor, transform }) => (
        <Box key={key}>
          <Button variant="outlined" aria-haspopup="dialog" aria-expanded={open?.key === key} onClick={(event) => setOpen({ key, element: event.currentTarget })}>
            {label}
          </Button>
          <Popover
            open={open?.key === key}
            anchorEl={open?.element}
            onClose={() => setOpen(null)}
            anchorOrigin={anchor}
            transformOrigin={transform}
            slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: { p: 1.5, m: 1 } } }}
          >
            <Typography variant="body2">
              <Trans>The panel's content.</Trans>
            </Typography>
          </Popover>
        </Box>
      ))}
    </Box>
  )
}
