import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Basic`,
  description: msg`Tick items and move them across, one way or the other.`,
  order: 1,
  wide: true,
}

export default function BasicTransferList() {
  const { t } = useLingui()
  const [left, setLeft] = useState([t`Reports`, t`Invoices`, t`Customers`, t`Products`])
  const [right, setRight] = useState([t`Orders`, t`Reviews`])
  const [ticked, setTicked] = useState<string[]>([])
  const toggle = (item: string) => setTicked(ticked.includes(item) ? ticked.filter((one) => one !== item) : [...ticked, item])
  const move = (from: string[], to: string[], setFrom: (items: string[]) => void, setTo: (items: string[]) => void) => {
    const moving = from.filter((item) => ticked.includes(item))
    setFrom(from.filter((item) => !ticked.includes(item)))
    setTo([...to, ...moving])
    setTicked(ticked.filter((item) => !moving.includes(item)))
  }
  const list = (name: string, items: string[]) => (
    <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, minHeight: 200 }}>
      <List dense aria-label={name}>
        {items.map((item) => (
          <ListItem key={item} disablePadding sx={{ px: 2 }}>
            <FormControlLabel
              sx={{ flex: 1, m: 0 }}
              control={<Checkbox size="small" checked={ticked.includes(item)} onChange={() => toggle(item)} />}
              label={item}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  )
  const leftTicked = left.some((item) => ticked.includes(item))
  const rightTicked = right.some((item) => ticked.includes(item))
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      {list(t`Available`, left)}
      <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} sx={{ justifyContent: 'center' }}>
        {/* Side by side, › and ‹ (mirrored characters: in a right-to-left page they point the way it reads); stacked on a phone, ↓ and ↑. */}
        <Button
          variant="outlined"
          size="small"
          sx={{ fontSize: 20, lineHeight: 1 }}
          disabled={!leftTicked}
          onClick={() => move(left, right, setLeft, setRight)}
          aria-label={t`Move the ticked items to Chosen`}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            ›
          </Box>
          <Box component="span" sx={{ display: { sm: 'none' } }}>
            ↓
          </Box>
        </Button>
        <Button
          variant="outlined"
          size="small"
          sx={{ fontSize: 20, lineHeight: 1 }}
          disabled={!rightTicked}
          onClick={() => move(right, left, setRight, setLeft)}
          aria-label={t`Move the ticked items to Available`}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            ‹
          </Box>
          <Box component="span" sx={{ display: { sm: 'none' } }}>
            ↑
          </Box>
        </Button>
      </Stack>
      {list(t`Chosen`, right)}
    </Stack>
  )
}
