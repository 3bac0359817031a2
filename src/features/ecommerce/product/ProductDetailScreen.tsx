import { Trans } from '@lingui/react/macro'
import { ColumnsSkeleton, DetailLoader } from '@/components/DetailLoader'
import { PageHeader } from '@/components/PageHeader'
import { productQuery } from '../queries'
import { ProductSummary } from './ProductSummary'
import { RelatedProducts } from './RelatedProducts'

/**
 * /apps/ecommerce/product-detail/<slug>: one product, its pictures, colours, price and stock, the cart
 * and the wishlist, then more of its category. An unknown slug shows "not found" with the way back to the shop.
 */
export function ProductDetailScreen({ slug }: { slug: string }) {
  return (
    <DetailLoader
      query={productQuery(slug)}
      skeleton={<ColumnsSkeleton columns="1fr 1fr" heights={[480, 480]} />}
      notFound={{
        title: <Trans>Product not found</Trans>,
        text: <Trans>No product has this address. It may have been taken out of the shop.</Trans>,
        backTo: '/apps/ecommerce/shop',
      }}
      errorTitle={<Trans>The product could not be loaded</Trans>}
    >
      {(product) => (
        <>
          <PageHeader
            title={product.name}
            breadcrumbs={[
              { label: <Trans>Home</Trans>, to: '/' },
              { label: <Trans>Shop</Trans>, to: '/apps/ecommerce/shop' },
              { label: <Trans>Product details</Trans> },
            ]}
          />
          <ProductSummary key={product.id} product={product} />
          <RelatedProducts product={product} />
        </>
      )}
    </DetailLoader>
  )
}
