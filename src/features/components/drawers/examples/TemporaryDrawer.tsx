import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import DraftsOutlined from '@mui/icons-material/DraftsOutlined'
import InboxOutlined from '@mui/icons-material/InboxOutlined'
import SendOutlined from '@mui/icons-material/SendOutlined'
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Temporary`,
  description: msg`Slides in from any edge over the page; a click outside or Escape closes it.`,
  order: 1,
}

type Anchor = 'left' | 'right' | 'top' | 'bottom'

export default function TemporaryDrawer() {
  const { t } = useLingui()
  const [anchor, setAnchor] = useState<Anchor | null>(null)
  const edges: { anchor: Anchor; label: string }[] = [
    { anchor: 'left', label: t`From the start` },
    { anchor: 'right', label: t`From the end` },
    { anchor: 'top', label: t`From the top` },
    { anchor: 'bottom', label: t`From the bottom` },
  ]
  const folders = [
    { label: t`Inbox`, icon: <InboxOutlined /> },
    { label: t`Starred`, icon: <StarBorderOutlined /> },
    { label: t`Sent`, icon: <SendOutlined /> },
    { label: t`Drafts`, icon: <DraftsOutlined /> },
  ]
  const sideways = anchor === 'left' || anchor === 'right'
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {edges.map((edge) => (
          <Button key={edge.anchor} variant="outlined" onClick={() => setAnchor(edge.anchor)}>
            {edge.label}
          </Button>
        ))}
      </Stack>
      {/* MUI's "left" and "right" follow the page's direction: "left" is the start in a right-to-left language too. */}
      <Drawer anchor={anchor ?? 'left'} open={anchor !== null} onClose={() => setAnchor(null)}>
        <Box role="presentation" sx={{ width: sideways ? 260 : 'auto' }} onClick={() => setAnchor(null)}>
          <List aria-label={t`Folders`}>
            {folders.map((folder) => (
              <ListItem key={folder.label} disablePadding>
                <ListItemButton>
                  <ListItemIcon>{folder.icon}</ListItemIcon>
                  <ListItemText primary={folder.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Divider />
        </Box>
      </Drawer>
    </>
  )
}
