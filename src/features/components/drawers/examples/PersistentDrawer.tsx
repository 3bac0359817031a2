import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Drawer from '@mui/material/Drawer'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Persistent, inside a box`,
  description: msg`Stays open beside the content, which makes room for it.`,
  order: 3,
  wide: true,
}

const WIDTH = 200

export default function PersistentDrawer() {
  const { t } = useLingui()
  const [open, setOpen] = useState(true)
  const [section, setSection] = useState(0)
  const sections = [t`Overview`, t`Members`, t`Settings`]
  return (
    // The drawer's paper is placed in this box rather than the window: position relative and an absolute paper.
    <Box
      sx={{ position: 'relative', display: 'flex', height: 220, overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Drawer
        variant="persistent"
        open={open}
        sx={{ width: open ? WIDTH : 0, flexShrink: 0, transition: (theme) => theme.transitions.create('width') }}
        slotProps={{ paper: { sx: { position: 'absolute', width: WIDTH } } }}
      >
        <List aria-label={t`Sections`}>
          {sections.map((label, index) => (
            <ListItem key={label} disablePadding>
              <ListItemButton selected={index === section} onClick={() => setSection(index)}>
                <ListItemText primary={label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, p: 2 }}>
        <Button size="small" variant="outlined" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? <Trans>Hide the panel</Trans> : <Trans>Show the panel</Trans>}
        </Button>
        <Typography variant="h6" component="p" sx={{ mt: 2 }}>
          {sections[section]}
        </Typography>
      </Box>
    </Box>
  )
}
