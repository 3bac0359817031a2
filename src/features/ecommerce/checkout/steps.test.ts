// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { chosenAddressId, guardStep, nextStep, stepReachable } from './steps'

describe('the checkout steps', () => {
  const full = { cartSize: 2, addressChosen: true }

  it('open as asked once the steps before them have what they need', () => {
    expect(guardStep('cart', full)).toBe('cart')
    expect(guardStep('address', full)).toBe('address')
    expect(guardStep('payment', full)).toBe('payment')
  })

  it('go back to the cart while it is empty, whatever step is asked', () => {
    for (const step of ['cart', 'address', 'payment'] as const) expect(guardStep(step, { cartSize: 0, addressChosen: true })).toBe('cart')
  })

  it('go back to the address step when the payment has no address to ship to', () => {
    expect(guardStep('payment', { cartSize: 1, addressChosen: false })).toBe('address')
    expect(guardStep('address', { cartSize: 1, addressChosen: false })).toBe('address')
  })

  it('let the stepper open only the steps the guard lets through', () => {
    expect(stepReachable('address', { cartSize: 1, addressChosen: false })).toBe(true)
    expect(stepReachable('payment', { cartSize: 1, addressChosen: false })).toBe(false)
    expect(stepReachable('address', { cartSize: 0, addressChosen: false })).toBe(false)
    expect(stepReachable('cart', { cartSize: 0, addressChosen: false })).toBe(true)
  })

  it('follow one another', () => {
    expect(nextStep('cart')).toBe('address')
    expect(nextStep('address')).toBe('payment')
    expect(nextStep('payment')).toBeUndefined()
  })
})

describe('the chosen address', () => {
  const saved = [
    { id: 1, isDefault: false },
    { id: 2, isDefault: true },
    { id: 5, isDefault: false },
  ]

  it('is the one in the address bar while it is saved', () => {
    expect(chosenAddressId(5, saved)).toBe(5)
  })

  it('is the default one when none is chosen or the chosen one is gone', () => {
    expect(chosenAddressId(undefined, saved)).toBe(2)
    expect(chosenAddressId(9, saved)).toBe(2)
  })

  it('is the first without a default, and none without addresses', () => {
    expect(chosenAddressId(undefined, [{ id: 7, isDefault: false }])).toBe(7)
    expect(chosenAddressId(3, [])).toBeUndefined()
  })
})
