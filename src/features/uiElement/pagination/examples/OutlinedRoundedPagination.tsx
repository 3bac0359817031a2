import Pagination from '@mui/material/Pagination'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Outlined and rounded`, description: msg`Page numbers in boxes, round or with rounded corners.`, order: 2 }

export default function OutlinedRoundedPagination() {
  return (
    <Stack spacing={2}>
      <Pagination count={10} variant="outlined" color="primary" />
      <Pagination count={10} shape="rounded" color="primary" />
      <Pagination count={10} variant="outlined" shape="rounded" />
    </Stack>
  )
}
