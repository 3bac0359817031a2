import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { OrderStatus } from '@/api/contract/ecommerceValues'
import type { Tint } from '@/components/InitialsAvatar'
import { TintedChip } from '@/components/TintedChip'

/** Each status of an order: its name and its colour. */
const LOOKS: Record<OrderStatus, { label: MessageDescriptor; tint: Tint }> = {
  placed: { label: msg`Placed`, tint: 'info' },
  shipped: { label: msg`Shipped`, tint: 'warning' },
  delivered: { label: msg`Delivered`, tint: 'success' },
  cancelled: { label: msg`Cancelled`, tint: 'error' },
}

/** An order's status as a coloured chip. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui()
  const { label, tint } = LOOKS[status]
  return <TintedChip color={tint} label={i18n._(label)} data-testid="order-status" />
}
