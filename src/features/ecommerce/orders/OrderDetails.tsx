import Box from '@mui/material/Box'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined'
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import type { Order } from '@/api/contract/ecommerce'
import { TitledCard } from '@/components/TitledCard'
import { ShipTo } from '../checkout/parts/AddressText'
import { ColorTag } from '../shared/ColorSwatch'
import { useShopFormat } from '../shared/format'
import { PriceList } from '../checkout/parts/PriceList'

/**
 * What an order holds, as it was placed: its lines (name, picture, colour and price then), what it came to,
 * where it ships and how it is paid. The confirmation after checkout and the order's own page show it.
 */
export function OrderDetails({ order }: { order: Order }) {
  const items = order.lines.reduce((sum, line) => sum + line.qty, 0)
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(280px, 1fr)' }, gap: 3, alignItems: 'start' }}>
      <TitledCard title={<Trans>Items</Trans>} subheader={plural(items, { one: '# item', other: '# items' })} data-testid="order-lines">
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {order.lines.map((line) => (
            <OrderLineRow key={line.productId} line={line} />
          ))}
        </Box>
      </TitledCard>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <TitledCard title={<Trans>Order summary</Trans>} data-testid="order-amounts">
          <CardContent sx={{ pt: 0 }}>
            <PriceList amounts={order.amounts} />
          </CardContent>
        </TitledCard>
        <TitledCard title={<Trans>Shipping address</Trans>} data-testid="order-address">
          <CardContent sx={{ pt: 0 }}>
            <ShipTo address={order.address} />
          </CardContent>
        </TitledCard>
        <TitledCard title={<Trans>Payment</Trans>} data-testid="order-payment">
          <CardContent sx={{ pt: 0 }}>
            <PaymentText payment={order.payment} />
          </CardContent>
        </TitledCard>
      </Box>
    </Box>
  )
}

function OrderLineRow({ line }: { line: Order['lines'][number] }) {
  const { money } = useShopFormat()
  const { t } = useLingui()
  const unit = money(line.unitPrice)
  const { qty } = line
  return (
    <Box
      component="li"
      data-testid="order-line"
      sx={{ display: 'grid', gridTemplateColumns: '64px 1fr auto', alignItems: 'center', gap: 2, px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Box component="img" src={line.image} alt="" sx={{ width: 64, height: 64, objectFit: 'contain', borderRadius: 1, bgcolor: 'action.hover', p: 0.5 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }}>
          <bdi>{line.name}</bdi>
        </Typography>
        <Typography variant="body2" component="div" sx={{ color: 'text.secondary', display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}>
          <span>{t`${qty} × ${unit}`}</span>
          {line.color && <ColorTag color={line.color} />}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'end' }}>
        <Typography sx={{ fontWeight: 500 }}>
          <bdi>{money(line.price - line.discount)}</bdi>
        </Typography>
        {line.discount > 0 && (
          <Typography variant="body2" sx={{ color: 'success.main' }}>
            <Trans>
              You save <bdi>{money(line.discount)}</bdi>
            </Trans>
          </Typography>
        )}
      </Box>
    </Box>
  )
}

/** How an order is paid: the card's last four digits, or cash on delivery. */
export function PaymentText({ payment }: { payment: Order['payment'] }) {
  const last4 = payment.cardLast4
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="payment-text">
      {payment.method === 'card' ? (
        <>
          <CreditCardOutlined color="primary" aria-hidden />
          <Typography>
            <Trans>
              Card <bdi>•••• {last4}</bdi>
            </Trans>
          </Typography>
        </>
      ) : (
        <>
          <PaymentsOutlined color="primary" aria-hidden />
          <Typography>
            <Trans>Cash on delivery</Trans>
          </Typography>
        </>
      )}
    </Box>
  )
}
