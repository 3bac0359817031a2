import { useState } from 'react'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import ContentCutOutlined from '@mui/icons-material/ContentCutOutlined'
import ContentPasteOutlined from '@mui/icons-material/ContentPasteOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Icons, shortcuts and dividers`,
  description: msg`An icon button's menu, grouped, with each action's key.`,
  order: 2,
}

export default function MenuWithIcons() {
  const { t } = useLingui()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const close = () => setAnchor(null)
  const shortcut = (keys: string) => (
    <Typography variant="body2" sx={{ color: 'text.secondary', ml: 3 }} aria-hidden>
      {keys}
    </Typography>
  )
  return (
    <>
      <IconButton
        aria-label={t`More actions`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertOutlined />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close} slotProps={{ list: { 'aria-label': t`More actions`, dense: true } }}>
        <MenuItem onClick={close}>
          <ListItemIcon>
            <ContentCutOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>
            <Trans>Cut</Trans>
          </ListItemText>
          {shortcut('Ctrl+X')}
        </MenuItem>
        <MenuItem onClick={close}>
          <ListItemIcon>
            <ContentCopyOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>
            <Trans>Copy</Trans>
          </ListItemText>
          {shortcut('Ctrl+C')}
        </MenuItem>
        <MenuItem onClick={close}>
          <ListItemIcon>
            <ContentPasteOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>
            <Trans>Paste</Trans>
          </ListItemText>
          {shortcut('Ctrl+V')}
        </MenuItem>
        <Divider />
        <MenuItem onClick={close} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>
            <Trans>Delete</Trans>
          </ListItemText>
        </MenuItem>
      </Menu>
    </>
  )
}
