import Pagination from '@mui/material/Pagination'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Colours`, description: msg`The current page in the default, primary or secondary colour.`, order: 1 }

export default function BasicPagination() {
  return (
    <Stack spacing={2}>
      <Pagination count={10} />
      <Pagination count={10} color="primary" />
      <Pagination count={10} color="secondary" />
    </Stack>
  )
}
