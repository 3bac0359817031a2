import Pagination from '@mui/material/Pagination'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Sizes`, description: msg`Small under a table, large on its own.`, order: 3 }

export default function PaginationSizes() {
  return (
    <Stack spacing={2}>
      <Pagination count={8} size="small" color="primary" />
      <Pagination count={8} color="primary" />
      <Pagination count={8} size="large" color="primary" />
    </Stack>
  )
}
