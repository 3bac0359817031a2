import { useState, type MouseEvent } from 'react'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import KeyboardArrowDownOutlined from '@mui/icons-material/KeyboardArrowDownOutlined'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Basic`,
  description: msg`A button that opens a few actions; arrow keys move between them.`,
  order: 1,
}

export default function BasicMenu() {
  const { t } = useLingui()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [chosen, setChosen] = useState<string | null>(null)
  const actions = [t`Duplicate`, t`Move to folder`, t`Download`]
  const choose = (action: string) => {
    setChosen(action)
    setAnchor(null)
  }
  return (
    <>
      <Button
        id="basic-menu-button"
        variant="outlined"
        endIcon={<KeyboardArrowDownOutlined />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'basic-menu' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <Trans>Actions</Trans>
      </Button>
      <Menu
        id="basic-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'basic-menu-button' } }}
      >
        {actions.map((action) => (
          <MenuItem key={action} onClick={() => choose(action)}>
            {action}
          </MenuItem>
        ))}
      </Menu>
      {chosen && (
        <Typography role="status" variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
          <Trans>Chosen: {chosen}</Trans>
        </Typography>
      )}
    </>
  )
}
