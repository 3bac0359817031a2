import { createFileRoute } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { queryClient } from '@/api/queryClient'
import { PricingScreen } from '@/features/pricing/PricingScreen'
import { pricingQueries } from '@/features/pricing/queries'
import { pricingSearch } from '@/features/pricing/search'
import { startLoading } from '@/lib/loadByCause'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/pages/pricing')({
  ...pageRoute('pricing'),
  ...pricingSearch.route,
  loader: () => startLoading(queryClient, [pricingQueries.data(i18n.locale)]),
  component: function PricingPage() {
    const changeSearch = pricingSearch.navigator(Route.useNavigate())
    return <PricingScreen billing={Route.useSearch().billing} onBillingChange={(billing) => changeSearch({ billing })} />
  },
})
