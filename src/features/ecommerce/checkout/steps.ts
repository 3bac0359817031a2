import { CHECKOUT_STEPS, type CheckoutStep } from './search'

/** What the checkout knows that decides which steps may open. */
export interface StepFacts {
  /** How many products the cart holds. */
  cartSize: number
  /** Whether the address in the address bar is one of the user's saved addresses. */
  addressChosen: boolean
}

/**
 * The step to show for the one asked for: a step opens only once the steps before it have what it
 * needs, else the first step that lacks it shows. An empty cart keeps the checkout on the cart (its
 * empty state); the payment needs a chosen address.
 */
export function guardStep(asked: CheckoutStep, { cartSize, addressChosen }: StepFacts): CheckoutStep {
  if (asked === 'cart' || cartSize === 0) return 'cart'
  if (asked === 'payment' && !addressChosen) return 'address'
  return asked
}

/** Whether a step may be opened from the stepper: it is the one shown or one that the guard would let through. */
export function stepReachable(step: CheckoutStep, facts: StepFacts): boolean {
  return guardStep(step, facts) === step
}

/** The step after this one, if any. */
export function nextStep(step: CheckoutStep): CheckoutStep | undefined {
  return CHECKOUT_STEPS[CHECKOUT_STEPS.indexOf(step) + 1]
}

/**
 * The address chosen for the order: the one in the address bar while it is still saved; otherwise
 * (none chosen yet, or it was removed) the default address, which the address step preselects.
 */
export function chosenAddressId(asked: number | undefined, addresses: readonly { id: number; isDefault: boolean }[]): number | undefined {
  if (asked !== undefined && addresses.some((address) => address.id === asked)) return asked
  return (addresses.find((address) => address.isDefault) ?? addresses[0])?.id
}
