import { createFileRoute } from '@tanstack/react-router'
import { loadShop } from '@/features/ecommerce/queries'
import { shopSearch } from '@/features/ecommerce/search'
import { ShopScreen } from '@/features/ecommerce/shop/ShopScreen'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/apps/ecommerce/shop')({
  ...pageRoute('ecommerce-shop'),
  ...shopSearch.route,
  loader: ({ location, cause }) => loadShop(queryClient, shopSearch.read(location.search), cause),
  component: function ShopPage() {
    return <ShopScreen search={Route.useSearch()} onSearchChange={shopSearch.navigator(Route.useNavigate())} />
  },
})
