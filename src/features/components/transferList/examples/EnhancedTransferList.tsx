import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardHeader from '@mui/material/CardHeader'
import Checkbox from '@mui/material/Checkbox'
import Divider from '@mui/material/Divider'
import FormControlLabel from '@mui/material/FormControlLabel'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Stack from '@mui/material/Stack'
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`With select all`,
  description: msg`Each side ticks all its items at once and counts the ticked ones.`,
  order: 2,
  wide: true,
}

export default function EnhancedTransferList() {
  const { t } = useLingui()
  const [left, setLeft] = useState(['Anna Schmidt', 'Luís Costa', 'Claire Martin', 'Tom Baker'])
  const [right, setRight] = useState(['Sofia Rossi'])
  const [ticked, setTicked] = useState<string[]>([])
  const toggle = (item: string) => setTicked(ticked.includes(item) ? ticked.filter((one) => one !== item) : [...ticked, item])
  const move = (from: string[], to: string[], setFrom: (items: string[]) => void, setTo: (items: string[]) => void) => {
    const moving = from.filter((item) => ticked.includes(item))
    setFrom(from.filter((item) => !ticked.includes(item)))
    setTo([...to, ...moving])
    setTicked(ticked.filter((item) => !moving.includes(item)))
  }
  const side = (title: string, items: string[]) => {
    const count = items.filter((item) => ticked.includes(item)).length
    const total = items.length
    const all = count === total && total > 0
    return (
      <Card variant="outlined" sx={{ flex: 1, minWidth: 0 }}>
        <CardHeader
          sx={{ px: 2, py: 1 }}
          avatar={
            <Checkbox
              checked={all}
              indeterminate={count > 0 && !all}
              disabled={items.length === 0}
              onChange={() => setTicked(all ? ticked.filter((item) => !items.includes(item)) : [...new Set([...ticked, ...items])])}
              slotProps={{ input: { 'aria-label': t`Tick all of ${title}` } }}
            />
          }
          title={title}
          subheader={plural(count, { one: `# of ${total} ticked`, other: `# of ${total} ticked` })}
        />
        <Divider />
        <List dense aria-label={title} sx={{ minHeight: 180 }}>
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
      </Card>
    )
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      {side(t`Team`, left)}
      <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} sx={{ justifyContent: 'center' }}>
        {/* Side by side, › and ‹ (mirrored characters: in a right-to-left page they point the way it reads); stacked on a phone, ↓ and ↑. */}
        <Button
          variant="outlined"
          size="small"
          sx={{ fontSize: 20, lineHeight: 1 }}
          disabled={!left.some((item) => ticked.includes(item))}
          onClick={() => move(left, right, setLeft, setRight)}
          aria-label={t`Move the ticked people to Project`}
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
          disabled={!right.some((item) => ticked.includes(item))}
          onClick={() => move(right, left, setRight, setLeft)}
          aria-label={t`Move the ticked people to Team`}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            ‹
          </Box>
          <Box component="span" sx={{ display: { sm: 'none' } }}>
            ↑
          </Box>
        </Button>
      </Stack>
      {side(t`Project`, right)}
    </Stack>
  )
}
