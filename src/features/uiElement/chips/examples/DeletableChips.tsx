import { useState } from 'react'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Deletable`, description: msg`Tags that can be taken away, one by one.`, order: 3 }

export default function DeletableChips() {
  const { t } = useLingui()
  const all = ['React', 'TypeScript', t`Design`, t`Marketing`]
  const [tags, setTags] = useState(all)
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* The delete icon is also the Delete or Backspace key on a focused chip. */}
        {tags.map((tag) => (
          <Chip key={tag} label={tag} color="primary" variant="outlined" onDelete={() => setTags(tags.filter((other) => other !== tag))} />
        ))}
      </Stack>
      <Button size="small" onClick={() => setTags(all)} disabled={tags.length === all.length}>
        <Trans>Restore the tags</Trans>
      </Button>
    </Stack>
  )
}
