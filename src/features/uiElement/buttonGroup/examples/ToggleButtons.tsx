import { useState } from 'react'
import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft'
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter'
import FormatAlignRight from '@mui/icons-material/FormatAlignRight'
import FormatBoldOutlined from '@mui/icons-material/FormatBoldOutlined'
import FormatItalicOutlined from '@mui/icons-material/FormatItalicOutlined'
import FormatUnderlinedOutlined from '@mui/icons-material/FormatUnderlinedOutlined'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Toggle buttons`, description: msg`One choice of several, or any number of them.`, order: 5 }

export default function ToggleButtons() {
  const { t } = useLingui()
  const [alignment, setAlignment] = useState('left')
  const [formats, setFormats] = useState<string[]>(['bold'])
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {/* One of three: choosing the chosen one again keeps it. */}
      <ToggleButtonGroup value={alignment} exclusive onChange={(_, value: string | null) => value && setAlignment(value)} aria-label={t`Text alignment`}>
        <ToggleButton value="left" aria-label={t`Align left`}>
          <FormatAlignLeft />
        </ToggleButton>
        <ToggleButton value="center" aria-label={t`Centre`}>
          <FormatAlignCenter />
        </ToggleButton>
        <ToggleButton value="right" aria-label={t`Align right`}>
          <FormatAlignRight />
        </ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup value={formats} onChange={(_, value: string[]) => setFormats(value)} aria-label={t`Text formatting`} color="primary">
        <ToggleButton value="bold" aria-label={t`Bold`}>
          <FormatBoldOutlined />
        </ToggleButton>
        <ToggleButton value="italic" aria-label={t`Italic`}>
          <FormatItalicOutlined />
        </ToggleButton>
        <ToggleButton value="underlined" aria-label={t`Underline`}>
          <FormatUnderlinedOutlined />
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  )
}
