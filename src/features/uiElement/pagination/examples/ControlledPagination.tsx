import { useState } from 'react'
import Pagination from '@mui/material/Pagination'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Controlled`, description: msg`The page kept by the screen, which shows what it shows for it.`, order: 5 }

const LAST = 12

export default function ControlledPagination() {
  const [page, setPage] = useState(1)
  return (
    <Stack spacing={2}>
      <Typography role="status">
        <Trans>
          Page {page} of {LAST}
        </Trans>
      </Typography>
      <Pagination count={LAST} page={page} onChange={(_, value) => setPage(value)} color="primary" shape="rounded" />
    </Stack>
  )
}
