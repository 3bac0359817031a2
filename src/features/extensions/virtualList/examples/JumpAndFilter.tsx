import { useMemo, useRef, useState, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useVirtualizer } from '@tanstack/react-virtual'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { filterPeople, makePeople, type Person } from '../people'

export const meta: ExampleMeta = {
  title: msg`Ten thousand rows`,
  description: msg`Only the rows in view are in the page. Filter them by name or city, or jump straight to a row.`,
  order: 1,
  wide: true,
}

const COUNT = 10_000
const ROW_HEIGHT = 52

export default function JumpAndFilter() {
  const { t, i18n } = useLingui()
  const people = useMemo(() => makePeople(COUNT), [])
  const [query, setQuery] = useState('')
  const shown = useMemo(() => filterPeople(people, query), [people, query])
  const [target, setTarget] = useState('')
  const [jumpError, setJumpError] = useState('')
  const [highlighted, setHighlighted] = useState<number | null>(null)
  const scrollRef = useRef<HTMLDivElement>(null)
  // The virtualizer hands back a new measure on every scroll, which React's compiler cannot memoise (src/features/icons/IconGrid.tsx).
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({ count: shown.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 6 })

  const all = i18n.number(COUNT)
  const jump = (event: FormEvent) => {
    event.preventDefault()
    const id = Number(target)
    const index = shown.findIndex((person) => person.id === id)
    if (!Number.isInteger(id) || id < 1 || id > COUNT) return setJumpError(t`Enter a row number from 1 to ${all}.`)
    if (index === -1) return setJumpError(t`Row ${id} is not among the filtered rows.`)
    setJumpError('')
    setHighlighted(id)
    rows.scrollToIndex(index, { align: 'start' })
  }
  const money = (amount: number) => i18n.number(amount, { style: 'currency', currency: 'EUR' })
  const statusLabel: Record<Person['status'], string> = { active: t`Active`, pending: t`Pending`, blocked: t`Blocked` }
  const statusColor = { active: 'success', pending: 'warning', blocked: 'error' } as const

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField size="small" type="search" label={t`Filter by name or city`} value={query} onChange={(event) => setQuery(event.target.value)} sx={{ flex: 1 }} />
        <Stack component="form" direction="row" spacing={1} onSubmit={jump} sx={{ alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={t`Row number`}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            error={jumpError !== ''}
            helperText={jumpError || undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'jump-input' } }}
            sx={{ width: { xs: '100%', sm: 180 } }}
          />
          <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
            <Trans>Jump to row</Trans>
          </Button>
        </Stack>
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="virtual-count">
        {plural(shown.length, { one: `# row of ${all}`, other: `# rows of ${all}` })}
      </Typography>
      <Box ref={scrollRef} tabIndex={0} role="region" aria-label={t`Customers`} sx={{ height: 420, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="virtual-scroll">
        <Box component="ul" aria-label={t`Customers`} sx={{ m: 0, p: 0, listStyle: 'none', height: rows.getTotalSize(), position: 'relative' }}>
          {rows.getVirtualItems().map((row) => {
            const person = shown[row.index]!
            return (
              <Box
                component="li"
                key={person.id}
                aria-setsize={shown.length}
                aria-posinset={row.index + 1}
                data-testid="virtual-row"
                data-row={person.id}
                style={{ transform: `translateY(${row.start}px)` }}
                sx={{
                  position: 'absolute',
                  top: 0,
                  insetInlineStart: 0,
                  width: '100%',
                  height: ROW_HEIGHT,
                  display: 'flex',
                  alignItems: 'center',
                  gap: 2,
                  px: 2,
                  borderBottom: 1,
                  borderColor: 'divider',
                  bgcolor: highlighted === person.id ? 'action.selected' : undefined,
                }}
              >
                <Typography variant="caption" color="text.secondary" sx={{ width: 48, flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
                  #{person.id}
                </Typography>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
                    {person.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" noWrap component="div">
                    {person.city}
                  </Typography>
                </Box>
                <Chip size="small" variant="outlined" label={statusLabel[person.status]} color={statusColor[person.status]} sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
                <Typography variant="body2" sx={{ width: 96, textAlign: 'end', flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
                  {money(person.total)}
                </Typography>
              </Box>
            )
          })}
        </Box>
      </Box>
    </Stack>
  )
}
