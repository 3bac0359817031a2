import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Trans } from '@lingui/react/macro'
import type { PriceDetails } from '@/api/contract/ecommerce'
import { useShopFormat } from '@/features/ecommerce/shared/format'

/**
 * What a cart or an order comes to, as the server added it up: subtotal, the products' own discounts,
 * the coupon's, shipping and the total. Discounts show as amounts taken off; shipping 0 shows as free.
 */
export function PriceList({ amounts }: { amounts: PriceDetails }) {
  const { money } = useShopFormat()
  const { subtotal, discount, couponDiscount, coupon, shipping, total } = amounts
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1.25 }}>
      <Row label={<Trans>Subtotal</Trans>} value={money(subtotal)} testId="price-subtotal" />
      <Row label={<Trans>Discount</Trans>} value={`−${money(discount)}`} testId="price-discount" tone="success.main" />
      {coupon !== '' && (
        <Row
          label={
            <Trans>
              Coupon <bdi>{coupon}</bdi>
            </Trans>
          }
          value={`−${money(couponDiscount)}`}
          testId="price-coupon"
          tone="success.main"
        />
      )}
      <Row label={<Trans>Shipping</Trans>} value={shipping === 0 ? <Trans>Free</Trans> : money(shipping)} testId="price-shipping" />
      <Row label={<Trans>Total</Trans>} value={money(total)} testId="price-total" strong />
    </Box>
  )
}

interface RowProps {
  label: ReactNode
  value: ReactNode
  testId: string
  tone?: string
  strong?: boolean
}

function Row({ label, value, testId, tone, strong }: RowProps) {
  // The total is set apart by a rule above it (a border: a <dl> may hold only its terms and values).
  const sx = strong ? { fontWeight: 600, borderTop: 1, borderColor: 'divider', pt: 1.25 } : {}
  return (
    <>
      <Typography component="dt" color={strong ? 'text.primary' : 'text.secondary'} sx={sx}>
        {label}
      </Typography>
      {/* No column gap: the total's rule runs unbroken under both; the value keeps its distance by its own padding. */}
      <Typography component="dd" data-testid={testId} sx={{ m: 0, paddingInlineStart: 3, textAlign: 'end', color: tone, ...sx }}>
        <bdi>{value}</bdi>
      </Typography>
    </>
  )
}
