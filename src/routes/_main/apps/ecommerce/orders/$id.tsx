import { createFileRoute } from '@tanstack/react-router'
import { loadOrder } from '@/features/ecommerce/orders/queries'
import { OrderView } from '@/features/ecommerce/orders/OrderView'
import { recordIdParam } from '@/lib/recordIdParam'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/apps/ecommerce/orders/$id')({
  ...pageRoute('ecommerce-orders'),
  params: recordIdParam,
  loader: ({ params, cause }) => loadOrder(queryClient, params.id, cause),
  component: function OrderPage() {
    return <OrderView id={Route.useParams().id} />
  },
})
