import { z } from 'zod'
import { CardInput } from '@/api/contract/ecommerce'
import type { OrderPaymentMethod } from '@/api/contract/ecommerceValues'

/**
 * The payment form's rules: the contract's card, field by field (its Luhn and expiry checks
 * included), when paying by card; nothing more for cash on delivery. The fields sit side by side in
 * the form, as the page shows them; the order's body nests the card (`paymentBody`).
 */
export const PaymentForm = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), ...CardInput.shape }),
  z.object({ method: z.literal('cash-on-delivery') }),
])

/** What the payment form's fields hold. */
export interface PaymentFields {
  method: OrderPaymentMethod
  number: string
  name: string
  expiry: string
  cvv: string
}

/** What a valid payment form gives. */
export type PaymentValues = z.output<typeof PaymentForm>

export const EMPTY_PAYMENT: PaymentFields = { method: 'card', number: '', name: '', expiry: '', cvv: '' }

/** The order's `payment`, from the form's valid values. */
export function paymentBody(values: PaymentValues) {
  if (values.method === 'cash-on-delivery') return { method: values.method }
  const { method, number, name, expiry, cvv } = values
  return { method, card: { number, name, expiry, cvv } }
}

/** The form's field for a path the server names in a refusal: `payment.card.number` is `number`. */
export const paymentField = (path: string): string => path.replace(/^payment\.(card\.)?/, '')
