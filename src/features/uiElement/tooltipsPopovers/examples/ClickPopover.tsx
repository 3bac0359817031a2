import { useId, useState } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Popover from '@mui/material/Popover'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Popover`, description: msg`A small panel on a click, closed by Escape or a click outside.`, order: 4 }

export default function ClickPopover() {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null)
  const id = useId()
  return (
    <>
      <Button variant="contained" aria-haspopup="dialog" aria-expanded={anchor !== null} aria-controls={anchor ? id : undefined} onClick={(event) => setAnchor(event.currentTarget)}>
        <Trans>Show the author</Trans>
      </Button>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Olivia Sparks', sx: { p: 2, mt: 1, maxWidth: 280 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <Avatar alt="" src="/images/avatars/1.svg" />
          <Box>
            <Typography variant="subtitle2" component="p">
              Olivia Sparks
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <Trans>Designer</Trans>
            </Typography>
          </Box>
        </Box>
        <Typography variant="body2">
          <Trans>Olivia leads the design of the dashboard and answers questions about it.</Trans>
        </Typography>
      </Popover>
    </>
  )
}
