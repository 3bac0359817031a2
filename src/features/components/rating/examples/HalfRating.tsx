import Rating from '@mui/material/Rating'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Half stars and sizes`, description: msg`Steps of a half, from small to large.`, order: 2 }

export default function HalfRating() {
  return (
    <Stack spacing={1}>
      <Rating name="half-small" defaultValue={2.5} precision={0.5} size="small" />
      <Rating name="half-medium" defaultValue={3.5} precision={0.5} />
      <Rating name="half-large" defaultValue={4.5} precision={0.5} size="large" />
    </Stack>
  )
}
