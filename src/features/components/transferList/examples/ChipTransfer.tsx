import { useState } from 'react'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AddOutlined from '@mui/icons-material/AddOutlined'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`With chips`,
  description: msg`A compact transfer: a click on a tag moves it; the chosen ones can be removed.`,
  order: 3,
  wide: true,
}

export default function ChipTransfer() {
  const { t } = useLingui()
  const tags = [t`Design`, t`Marketing`, t`Finance`, t`Support`, t`Engineering`, t`Sales`]
  const [chosen, setChosen] = useState<string[]>([tags[0]!, tags[4]!])
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          <Trans>Chosen</Trans>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', minHeight: 32 }}>
          {chosen.map((tag) => (
            <Chip key={tag} label={tag} color="primary" onDelete={() => setChosen(chosen.filter((one) => one !== tag))} />
          ))}
        </Stack>
      </div>
      <div>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          <Trans>Available</Trans>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', minHeight: 32 }}>
          {tags
            .filter((tag) => !chosen.includes(tag))
            .map((tag) => (
              <Chip key={tag} label={tag} variant="outlined" icon={<AddOutlined />} onClick={() => setChosen([...chosen, tag])} />
            ))}
        </Stack>
      </div>
    </Stack>
  )
}
