import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import FavoriteBorder from '@mui/icons-material/FavoriteBorder'
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import { StateMessage } from '@/components/StateMessage'
import { wishlistQuery } from '../queries'
import { WishlistCard } from './WishlistCard'

/** /apps/ecommerce/wishlist: the products the user saved, each to move to the cart or take off; the way to the shop when there are none. */
export function WishlistScreen() {
  const { t } = useLingui()
  const wishlist = useQuery(wishlistQuery())
  const count = wishlist.data?.length
  return (
    <>
      <PageHeader
        title={<Trans>Wishlist</Trans>}
        subtitle={count !== undefined && count > 0 ? plural(count, { one: '# product saved', other: '# products saved' }) : undefined}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: <Trans>Shop</Trans>, to: '/apps/ecommerce/shop' }, { label: <Trans>Wishlist</Trans> }]}
        actions={
          <Button variant="outlined" startIcon={<StorefrontOutlined />} component={Link} to="/apps/ecommerce/shop">
            <Trans>Continue shopping</Trans>
          </Button>
        }
      />
      {wishlist.isPending ? (
        <Box aria-busy data-testid="wishlist-loading" sx={GRID}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={380} />
          ))}
        </Box>
      ) : wishlist.isError ? (
        <Card>
          <StateMessage
            kind="error"
            title={<Trans>The wishlist could not be loaded</Trans>}
            text={<Trans>Check your connection, then try again.</Trans>}
            error={wishlist.error}
            onRetry={() => void wishlist.refetch()}
          />
        </Card>
      ) : wishlist.data.length === 0 ? (
        <Card>
          <StateMessage
            kind="empty"
            icon={<FavoriteBorder />}
            title={<Trans>Your wishlist is empty</Trans>}
            text={<Trans>Save products you like with the heart on their card, and find them here.</Trans>}
            action={
              <Button variant="contained" component={Link} to="/apps/ecommerce/shop">
                <Trans>Go to the shop</Trans>
              </Button>
            }
          />
        </Card>
      ) : (
        <Box component="ul" aria-label={t`Saved products`} data-testid="wishlist" sx={{ ...GRID, m: 0, p: 0, listStyle: 'none' }}>
          {wishlist.data.map((product) => (
            <li key={product.id}>
              <WishlistCard product={product} />
            </li>
          ))}
        </Box>
      )}
    </>
  )
}

const GRID = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' } } as const
