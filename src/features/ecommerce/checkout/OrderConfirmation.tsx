import { useEffect, useRef } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined'
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined'
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { Order } from '@/api/contract/ecommerce'
import { SOFT_TINT } from '@/theme/createAppTheme'
import { OrderDetails } from '../orders/OrderDetails'
import { OrderLoader } from '../orders/OrderLoader'
import { useShopFormat } from '../shared/format'

/** After "Place order": the order's number and what it holds, and the ways on (the order's page, the shop). */
export function OrderConfirmation({ id }: { id: number }) {
  return <OrderLoader id={id}>{(order) => <Confirmation order={order} />}</OrderLoader>
}

function Confirmation({ order }: { order: Order }) {
  const { dateTime } = useShopFormat()
  const heading = useRef<HTMLHeadingElement>(null)
  // The form that was submitted is gone: the focus moves to what replaced it, which a screen reader then reads.
  useEffect(() => heading.current?.focus(), [])
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }} data-testid="order-confirmation">
      <Card sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Box
          sx={(theme) => ({
            mx: 'auto',
            mb: 2,
            width: 72,
            height: 72,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: 'success.main',
            bgcolor: alpha(theme.palette.success.main, SOFT_TINT),
            '& svg': { fontSize: 40 },
          })}
        >
          <CheckCircleOutlined aria-hidden />
        </Box>
        <Typography ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ mb: 1, outline: 'none' }}>
          <Trans>Thank you! Your order is placed.</Trans>
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          <Trans>
            Order <bdi data-testid="order-number">{order.number}</bdi> was placed on <bdi>{dateTime(order.placedAt)}</bdi>.
          </Trans>
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          <Trans>We will let you know as soon as it ships.</Trans>
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5 }}>
          <Button variant="contained" startIcon={<ReceiptLongOutlined />} component={Link} to={`/apps/ecommerce/orders/${order.id}`}>
            <Trans>View order</Trans>
          </Button>
          <Button variant="outlined" startIcon={<StorefrontOutlined />} component={Link} to="/apps/ecommerce/shop">
            <Trans>Continue shopping</Trans>
          </Button>
        </Box>
      </Card>
      <OrderDetails order={order} />
    </Box>
  )
}
