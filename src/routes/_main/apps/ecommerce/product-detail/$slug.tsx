import { createFileRoute } from '@tanstack/react-router'
import { loadProduct } from '@/features/ecommerce/queries'
import { ProductDetailScreen } from '@/features/ecommerce/product/ProductDetailScreen'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

// One product by its slug (/apps/ecommerce/product-detail/lumora-aria-wireless-headphones): an unknown one shows the not-found state.
export const Route = createFileRoute('/_main/apps/ecommerce/product-detail/$slug')({
  ...pageRoute('ecommerce-product-detail'),
  loader: ({ params, cause }) => loadProduct(queryClient, params.slug, cause),
  component: function ProductDetailPage() {
    return <ProductDetailScreen slug={Route.useParams().slug} />
  },
})
