import { useState } from 'react'
import Box from '@mui/material/Box'
import Rating from '@mui/material/Rating'
import StarOutlined from '@mui/icons-material/StarOutlined'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Hover feedback`,
  description: msg`A word for each value, shown while the pointer is on a star.`,
  order: 3,
}

export default function HoverFeedback() {
  const { t } = useLingui()
  const labels = [t`Useless`, t`Poor`, t`Ok`, t`Good`, t`Excellent`]
  const [value, setValue] = useState<number | null>(4)
  const [hover, setHover] = useState(-1)
  const shown = hover !== -1 ? hover : value
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Rating
        name="hover-feedback"
        value={value}
        getLabelText={(rating) => labels[rating - 1] ?? ''}
        onChange={(_event, next) => setValue(next)}
        onChangeActive={(_event, next) => setHover(next)}
        emptyIcon={<StarOutlined sx={{ opacity: 0.4 }} fontSize="inherit" />}
      />
      {shown !== null && <Box>{labels[shown - 1]}</Box>}
    </Box>
  )
}
