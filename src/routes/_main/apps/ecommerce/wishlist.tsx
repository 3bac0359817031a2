import { createFileRoute } from '@tanstack/react-router'
import { loadWishlist } from '@/features/ecommerce/queries'
import { WishlistScreen } from '@/features/ecommerce/wishlist/WishlistScreen'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/apps/ecommerce/wishlist')({
  ...pageRoute('ecommerce-wishlist'),
  loader: ({ cause }) => loadWishlist(queryClient, cause),
  component: WishlistScreen,
})
