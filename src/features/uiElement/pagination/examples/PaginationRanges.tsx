import Pagination from '@mui/material/Pagination'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`First, last and neighbours`, description: msg`How many pages show around the current one and at the ends, with buttons to the first and last.`, order: 4 }

export default function PaginationRanges() {
  return (
    <Stack spacing={2}>
      <Pagination count={20} defaultPage={8} siblingCount={0} color="primary" />
      <Pagination count={20} defaultPage={8} boundaryCount={2} color="primary" size="small" />
      <Pagination count={20} defaultPage={8} showFirstButton showLastButton color="primary" size="small" />
    </Stack>
  )
}
