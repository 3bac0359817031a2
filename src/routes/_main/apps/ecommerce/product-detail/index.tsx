import { createFileRoute } from '@tanstack/react-router'
import { firstProductRedirect } from '@/features/ecommerce/queries'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

// The page index lists /apps/ecommerce/product-detail without a product: it opens the first featured one.
export const Route = createFileRoute('/_main/apps/ecommerce/product-detail/')({
  ...pageRoute('ecommerce-product-detail'),
  loader: () => firstProductRedirect(queryClient),
})
