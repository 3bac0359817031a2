import Box from '@mui/material/Box'
import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import { useShopFormat } from '../shared/format'
import { OrderDetails } from './OrderDetails'
import { OrderLoader } from './OrderLoader'
import { OrderStatusChip } from './orderStatus'

/** /apps/ecommerce/orders/43: one of the user's orders, as it was placed, with where it has got. */
export function OrderView({ id }: { id: number }) {
  const { dateTime } = useShopFormat()
  return (
    <OrderLoader id={id}>
      {(order) => (
        <>
          <PageHeader
            title={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
                <Trans>
                  Order <bdi>{order.number}</bdi>
                </Trans>
                <OrderStatusChip status={order.status} />
              </Box>
            }
            subtitle={
              <Trans>
                Placed on <bdi>{dateTime(order.placedAt)}</bdi>
              </Trans>
            }
            breadcrumbs={[
              { label: <Trans>Home</Trans>, to: '/' },
              { label: <Trans>Orders</Trans>, to: '/apps/ecommerce/orders' },
              { label: <bdi>{order.number}</bdi> },
            ]}
          />
          <OrderDetails order={order} />
        </>
      )}
    </OrderLoader>
  )
}
