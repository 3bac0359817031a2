import { useState, type MouseEvent } from 'react'
import Box from '@mui/material/Box'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Context menu`,
  description: msg`A right click (or the menu key) opens it where the pointer is.`,
  order: 4,
}

export default function ContextMenu() {
  const { t } = useLingui()
  const [position, setPosition] = useState<{
    top: number
    left: number
  } | null>(null)
  const [chosen, setChosen] = useState<string | null>(null)
  const open = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault()
    // A keyboard's menu key fires the event at 0,0: the menu then opens at the area's corner.
    const box = event.currentTarget.getBoundingClientRect()
    setPosition(event.clientX || event.clientY ? { top: event.clientY, left: event.clientX } : { top: box.top + 8, left: box.left + 8 })
  }
  const choose = (action: string) => {
    setChosen(action)
    setPosition(null)
  }
  const actions = [t`Open`, t`Rename`, t`Share`]
  return (
    <Box
      tabIndex={0}
      onContextMenu={open}
      aria-label={t`File area: right-click for actions`}
      role="group"
      sx={{
        p: 3,
        border: 2,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 2,
        textAlign: 'center',
        cursor: 'context-menu',
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {chosen ? <Trans>Chosen: {chosen}</Trans> : <Trans>Right-click anywhere in this area.</Trans>}
      </Typography>
      <Menu
        open={position !== null}
        onClose={() => setPosition(null)}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
      >
        {actions.map((action) => (
          <MenuItem key={action} onClick={() => choose(action)}>
            {action}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  )
}
