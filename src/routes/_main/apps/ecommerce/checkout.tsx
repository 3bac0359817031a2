import { createFileRoute } from '@tanstack/react-router'
import { CheckoutScreen } from '@/features/ecommerce/checkout/CheckoutScreen'
import { loadCheckout } from '@/features/ecommerce/checkout/queries'
import { checkoutSearch } from '@/features/ecommerce/checkout/search'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/apps/ecommerce/checkout')({
  ...pageRoute('ecommerce-checkout'),
  ...checkoutSearch.route,
  loader: ({ location, cause }) => loadCheckout(queryClient, checkoutSearch.read(location.search), cause),
  component: function CheckoutPage() {
    return <CheckoutScreen search={Route.useSearch()} onSearchChange={checkoutSearch.navigator(Route.useNavigate())} />
  },
})
