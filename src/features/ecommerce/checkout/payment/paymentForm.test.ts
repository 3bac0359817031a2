// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { PaymentForm, paymentBody, paymentField } from './paymentForm'

const card = { method: 'card', number: '4242 4242 4242 4242', name: 'John Doe', expiry: '12/99', cvv: '123' } as const

describe('the payment form', () => {
  it('takes a card that passes the checksum, spaces and all, and sends its digits nested as the order wants them', () => {
    const values = PaymentForm.parse(card)
    expect(paymentBody(values)).toEqual({ method: 'card', card: { number: '4242424242424242', name: 'John Doe', expiry: '12/99', cvv: '123' } })
  })

  it('refuses a number that fails the checksum, an expiry that has passed and a short CVV, each on its field', () => {
    const result = PaymentForm.safeParse({ ...card, number: '4242 4242 4242 4241', expiry: '01/20', cvv: '12' })
    expect(result.success).toBe(false)
    const fields = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))
    expect(fields).toEqual({
      number: 'Enter a valid card number',
      expiry: 'Enter an expiry date (MM/YY) that has not passed',
      cvv: 'Enter the 3 or 4 digits on the back of the card',
    })
  })

  it('asks nothing more for cash on delivery, whatever the card fields hold', () => {
    const values = PaymentForm.parse({ ...card, method: 'cash-on-delivery', number: 'x' })
    expect(paymentBody(values)).toEqual({ method: 'cash-on-delivery' })
  })

  it('finds the field a refusal of the server names', () => {
    expect(paymentField('payment.card.number')).toBe('number')
    expect(paymentField('payment.card.expiry')).toBe('expiry')
    expect(paymentField('payment.method')).toBe('method')
    expect(paymentField('coupon')).toBe('coupon')
  })
})
