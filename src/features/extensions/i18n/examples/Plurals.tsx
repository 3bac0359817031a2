import { useId, useState } from 'react'
import Slider from '@mui/material/Slider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Plural, Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { InEveryLanguage } from '../InEveryLanguage'

export const meta: ExampleMeta = {
  title: msg`Plurals`,
  description: msg`Each language has its own plural rules: move the count and watch the words change.`,
  order: 2,
}

export default function Plurals() {
  const [count, setCount] = useState(1)
  const labelId = useId()
  return (
    <Stack spacing={2}>
      <div>
        <Typography id={labelId} variant="body2" gutterBottom>
          <Trans>Number of files</Trans>
        </Typography>
        <Slider
          aria-labelledby={labelId}
          value={count}
          min={0}
          max={25}
          valueLabelDisplay="auto"
          onChange={(_, value) => setCount(value as number)}
        />
      </div>
      <InEveryLanguage>
        {() => <Plural value={count} _0="No files selected" one="# file selected" other="# files selected" />}
      </InEveryLanguage>
    </Stack>
  )
}
