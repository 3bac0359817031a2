import { useState } from 'react'
import AppBar from '@mui/material/AppBar'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Switch from '@mui/material/Switch'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Full screen`,
  description: msg`The whole window for a longer task, with its own bar.`,
  order: 3,
}

export default function FullScreenDialog() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const settings = [
    {
      id: 'news',
      label: t`Product news`,
      hint: t`A short letter once a month`,
    },
    {
      id: 'mentions',
      label: t`Mentions`,
      hint: t`When someone mentions you in a comment`,
    },
    {
      id: 'digest',
      label: t`Weekly digest`,
      hint: t`What happened in your projects`,
    },
  ]
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        <Trans>Open notification settings</Trans>
      </Button>
      <Dialog fullScreen open={open} onClose={() => setOpen(false)} aria-labelledby="full-screen-dialog-title">
        <AppBar position="sticky" elevation={0}>
          <Toolbar>
            <IconButton edge="start" color="inherit" onClick={() => setOpen(false)} aria-label={t`Close`}>
              <CloseOutlined />
            </IconButton>
            <Typography id="full-screen-dialog-title" variant="h6" component="h2" sx={{ mx: 2, flex: 1 }}>
              <Trans>Notification settings</Trans>
            </Typography>
            <Button color="inherit" onClick={() => setOpen(false)}>
              <Trans>Save</Trans>
            </Button>
          </Toolbar>
        </AppBar>
        <List sx={{ maxWidth: 720, width: '100%', mx: 'auto' }}>
          {settings.map(({ id, label, hint }) => (
            <ListItem
              key={id}
              divider
              secondaryAction={<Switch edge="end" defaultChecked={id !== 'digest'} slotProps={{ input: { 'aria-label': label } }} />}
            >
              <ListItemText primary={label} secondary={hint} />
            </ListItem>
          ))}
        </List>
      </Dialog>
    </>
  )
}
