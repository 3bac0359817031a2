import type { ReactNode } from 'react'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import Box from '@mui/material/Box'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { ApiError } from '@/api'
import type { InvoiceWithPaymentDetails } from '@/api/contract'
import { StateMessage } from '@/components/StateMessage'
import { invoiceQueries } from '../queries'

/** One invoice's page (preview, print): a skeleton while it loads, "Invoice not found" for a 404, an error with Retry otherwise. */
export function InvoiceLoader({ id, children }: { id: number; children: (entry: InvoiceWithPaymentDetails) => ReactNode }) {
  const { data, error, refetch } = useQuery(invoiceQueries.invoice(id))
  if (data) return children(data)
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Card>
        <StateMessage
          kind="notFound"
          title={<Trans>Invoice not found</Trans>}
          text={<Trans>This invoice may have been deleted, or the link is wrong.</Trans>}
          action={
            <Button variant="outlined" component={Link} to="/apps/invoice/list">
              <Trans>Back to the list</Trans>
            </Button>
          }
        />
      </Card>
    )
  }
  if (error) {
    return (
      <Card>
        <StateMessage kind="error" title={<Trans>The invoice could not be loaded</Trans>} text={error.message} onRetry={() => void refetch()} />
      </Card>
    )
  }
  return (
    <Box aria-busy sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 1fr' } }}>
      <Skeleton variant="rounded" height={640} />
      <Skeleton variant="rounded" height={320} />
    </Box>
  )
}
