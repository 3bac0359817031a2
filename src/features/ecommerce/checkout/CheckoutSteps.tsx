import Button from '@mui/material/Button'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Address, CartProduct } from '@/api/contract/ecommerce'
import { announce } from '@/components/announce'
import { AddressStep } from './address/AddressStep'
import { CartStep } from './cart/CartStep'
import { PriceCard } from './parts/PriceCard'
import { StepLayout } from './parts/StepLayout'
import { PaymentStep } from './payment/PaymentStep'
import type { CheckoutSearch, CheckoutSearchChange, CheckoutStep } from './search'

interface CheckoutStepsProps {
  step: CheckoutStep
  search: CheckoutSearch
  onSearchChange: CheckoutSearchChange
  cart: readonly CartProduct[]
  /** The saved addresses, once loaded. */
  addresses: readonly Address[] | undefined
  /** The address the order ships to: the one chosen, else the default. */
  chosen: number | undefined
}

/** The step on screen, its price card beside it and the way on. A coupon or an address chosen changes the address bar in place. */
export function CheckoutSteps({ step, search, onSearchChange, cart, addresses, chosen }: CheckoutStepsProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const changeCoupon = (coupon: string) => {
    onSearchChange({ coupon }, { replace: true })
    if (coupon === '') announce(t`The coupon was removed`)
  }
  const side = (next: () => void, disabled = false) => (
    <PriceCard coupon={search.coupon} onCouponChange={changeCoupon}>
      <Button variant="contained" size="large" fullWidth onClick={next} disabled={disabled}>
        <Trans>Continue</Trans>
      </Button>
    </PriceCard>
  )

  if (step === 'cart') {
    return <StepLayout main={<CartStep cart={cart} />} side={side(() => onSearchChange({ step: 'address' }))} />
  }
  const address = addresses?.find((each) => each.id === chosen)
  if (step === 'payment' && address) {
    return (
      <PaymentStep
        address={address}
        coupon={search.coupon}
        onCouponChange={changeCoupon}
        onChangeAddress={() => onSearchChange({ step: 'address' })}
        // The confirmation replaces the payment step in the history: Back does not lead to a form already sent.
        onPlaced={(order) => navigate({ to: '/apps/ecommerce/checkout', search: { order: order.id }, replace: true })}
      />
    )
  }
  return (
    <StepLayout
      main={<AddressStep chosen={chosen} onChoose={(id) => onSearchChange({ address: id }, { replace: true })} />}
      side={side(() => onSearchChange({ step: 'payment', address: chosen }), chosen === undefined)}
    />
  )
}
