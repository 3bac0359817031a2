import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { Order } from '@/api/contract/ecommerce'
import { ColumnsSkeleton, DetailLoader } from '@/components/DetailLoader'
import { orderList } from './queries'

/** One order's page (its view, the checkout's confirmation): a skeleton while it loads, "not found" for a 404, an error with Retry otherwise. */
export function OrderLoader({ id, children }: { id: number; children: (order: Order) => ReactNode }) {
  return (
    <DetailLoader
      query={orderList.queries.record(id)}
      notFound={{
        title: <Trans>Order not found</Trans>,
        text: <Trans>This order may belong to another account, or the link is wrong.</Trans>,
        backTo: '/apps/ecommerce/orders',
      }}
      errorTitle={<Trans>The order could not be loaded</Trans>}
      skeleton={<ColumnsSkeleton columns="2fr 1fr" heights={[420, 360]} />}
    >
      {children}
    </DetailLoader>
  )
}
