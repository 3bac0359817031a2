import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Drawer from '@mui/material/Drawer'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import FilterListOutlined from '@mui/icons-material/FilterListOutlined'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Filter panel`,
  description: msg`A side panel with a form: its choices apply only when confirmed.`,
  order: 2,
}

export default function FilterDrawer() {
  const { t } = useLingui()
  const statuses = [
    { id: 'active', label: t`Active` },
    { id: 'pending', label: t`Pending` },
    { id: 'inactive', label: t`Inactive` },
  ]
  const [open, setOpen] = useState(false)
  const [applied, setApplied] = useState<string[]>(['active'])
  // The panel edits a copy: closing it without Apply leaves the filter as it was.
  const [draft, setDraft] = useState<string[]>(applied)
  const shown =
    statuses
      .filter((status) => applied.includes(status.id))
      .map((status) => status.label)
      .join(', ') || '—'
  const toggle = (id: string) => setDraft(draft.includes(id) ? draft.filter((status) => status !== id) : [...draft, id])
  return (
    <>
      <Button variant="outlined" startIcon={<FilterListOutlined />} onClick={() => (setDraft(applied), setOpen(true))}>
        <Trans>Filters</Trans>
      </Button>
      <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
        <Trans>Showing: {shown}</Trans>
      </Typography>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { 'aria-labelledby': 'filter-drawer-title' } }}>
        <Box sx={{ width: { xs: '100vw', sm: 320 }, p: 3, display: 'flex', flexDirection: 'column', gap: 2, height: '100%' }}>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Typography id="filter-drawer-title" variant="h6" component="h2" sx={{ flex: 1 }}>
              <Trans>Filters</Trans>
            </Typography>
            <IconButton aria-label={t`Close`} onClick={() => setOpen(false)}>
              <CloseOutlined />
            </IconButton>
          </Box>
          <FormGroup aria-label={t`Status`}>
            {statuses.map((status) => (
              <FormControlLabel
                key={status.id}
                control={<Checkbox checked={draft.includes(status.id)} onChange={() => toggle(status.id)} />}
                label={status.label}
              />
            ))}
          </FormGroup>
          <Box sx={{ mt: 'auto', display: 'flex', gap: 1 }}>
            <Button fullWidth onClick={() => setDraft([])}>
              <Trans>Clear</Trans>
            </Button>
            <Button fullWidth variant="contained" onClick={() => (setApplied(draft), setOpen(false))}>
              <Trans>Apply</Trans>
            </Button>
          </Box>
        </Box>
      </Drawer>
    </>
  )
}
