import { useState } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import SaveOutlined from '@mui/icons-material/SaveOutlined'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Loading and disabled`, description: msg`A button that waits for its action, and one that cannot be used yet.`, order: 6 }

export default function ButtonStates() {
  const [saving, setSaving] = useState(false)
  const save = () => {
    setSaving(true)
    setTimeout(() => setSaving(false), 2000)
  }
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" loading={saving} loadingPosition="start" startIcon={<SaveOutlined />} onClick={save}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </Button>
        <Button variant="contained" disabled>
          <Trans>Disabled</Trans>
        </Button>
        <Button variant="outlined" disabled>
          <Trans>Disabled</Trans>
        </Button>
      </Stack>
      <Button variant="contained" fullWidth>
        <Trans>Full width</Trans>
      </Button>
    </Stack>
  )
}
