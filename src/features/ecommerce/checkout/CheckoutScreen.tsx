import { useEffect } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ColumnsSkeleton } from '@/components/DetailLoader'
import { PageHeader } from '@/components/PageHeader'
import { StateMessage } from '@/components/StateMessage'
import { cartQuery } from '../queries'
import { CheckoutStepper } from './CheckoutStepper'
import { CheckoutSteps } from './CheckoutSteps'
import { OrderConfirmation } from './OrderConfirmation'
import { addressesQuery } from './queries'
import type { CheckoutSearch, CheckoutSearchChange, CheckoutStep } from './search'
import { chosenAddressId, guardStep, stepReachable, type StepFacts } from './steps'

interface CheckoutScreenProps {
  search: CheckoutSearch
  onSearchChange: CheckoutSearchChange
}

/**
 * /apps/ecommerce/checkout: the cart, the address and the payment, one step at a time with the step in
 * the address (Back goes a step back), then the placed order's confirmation. A step asked for before
 * the steps ahead of it have what it needs shows the first step that lacks it, and the address says so.
 */
export function CheckoutScreen({ search, onSearchChange }: CheckoutScreenProps) {
  return (
    <>
      <PageHeader
        title={<Trans>Checkout</Trans>}
        breadcrumbs={[
          { label: <Trans>Home</Trans>, to: '/' },
          { label: <Trans>Shop</Trans>, to: '/apps/ecommerce/shop' },
          { label: <Trans>Checkout</Trans> },
        ]}
      />
      {search.order !== undefined ? <OrderConfirmation id={search.order} /> : <Wizard search={search} onSearchChange={onSearchChange} />}
    </>
  )
}

function Wizard({ search, onSearchChange }: CheckoutScreenProps) {
  const cart = useQuery(cartQuery())
  const addresses = useQuery(addressesQuery())
  // The guard needs the addresses only to let the payment open.
  const facts: StepFacts | undefined = cart.data && {
    cartSize: cart.data.length,
    addressChosen: addresses.data?.some((address) => address.id === search.address) ?? false,
  }
  const waiting = !facts || (search.step === 'payment' && cart.data!.length > 0 && !addresses.data && !addresses.error)
  const step: CheckoutStep = facts ? guardStep(search.step, facts) : search.step

  // A step that may not open yet: the address bar shows the step that is on screen instead (not a new history entry).
  useEffect(() => {
    if (!waiting && step !== search.step) onSearchChange({ step }, { replace: true })
  }, [waiting, step, search.step, onSearchChange])

  if (cart.error) {
    return (
      <Card>
        <StateMessage
          kind="error"
          title={<Trans>The cart could not be loaded</Trans>}
          text={cart.error.message}
          error={cart.error}
          onRetry={() => void cart.refetch()}
        />
      </Card>
    )
  }
  if (waiting) return <ColumnsSkeleton columns="2fr 1fr" heights={[420, 320]} />
  if (cart.data!.length === 0) return <EmptyCart />

  const chosen = addresses.data ? chosenAddressId(search.address, addresses.data) : undefined
  return (
    <>
      <CheckoutStepper
        step={step}
        // The address step preselects an address, so the payment may be opened from it: with that address.
        reachable={(each) => stepReachable(each, { ...facts!, addressChosen: chosen !== undefined })}
        onStep={(each) => onSearchChange(each === 'payment' ? { step: each, address: chosen } : { step: each })}
      />
      <CheckoutSteps step={step} search={search} onSearchChange={onSearchChange} cart={cart.data!} addresses={addresses.data} chosen={chosen} />
    </>
  )
}

function EmptyCart() {
  return (
    <Card>
      <StateMessage
        kind="empty"
        title={<Trans>Your cart is empty</Trans>}
        text={<Trans>Add products from the shop, then come back here to check out.</Trans>}
        action={
          <Box>
            <Button variant="contained" component={Link} to="/apps/ecommerce/shop">
              <Trans>Go to the shop</Trans>
            </Button>
          </Box>
        }
      />
    </Card>
  )
}
