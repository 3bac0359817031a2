import { createFileRoute } from '@tanstack/react-router'
import { OrderList } from '@/features/ecommerce/orders/OrderList'
import { loadOrders } from '@/features/ecommerce/orders/queries'
import { orderSearch } from '@/features/ecommerce/orders/search'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/apps/ecommerce/orders/')({
  ...pageRoute('ecommerce-orders'),
  ...orderSearch.route,
  loader: ({ location, cause }) => loadOrders(queryClient, orderSearch.read(location.search), cause),
  component: function OrdersPage() {
    return <OrderList search={Route.useSearch()} onSearchChange={orderSearch.navigator(Route.useNavigate())} />
  },
})
