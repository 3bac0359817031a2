import Breadcrumbs from '@mui/material/Breadcrumbs'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { RouterLink } from '@/components/RouterLink'

export const meta: ExampleMeta = { title: msg`Collapsed`, description: msg`A long trail keeps its ends; the middle opens with a click.`, order: 4 }

export default function CollapsedBreadcrumbs() {
  const { t } = useLingui()
  return (
    <Breadcrumbs maxItems={3} itemsBeforeCollapse={1} itemsAfterCollapse={2} aria-label={t`Breadcrumb`}>
      <RouterLink to="/">
        <Trans>Home</Trans>
      </RouterLink>
      <RouterLink to="/apps/ecommerce/shop">
        <Trans>Shop</Trans>
      </RouterLink>
      <RouterLink to="/apps/ecommerce/wishlist">
        <Trans>Wishlist</Trans>
      </RouterLink>
      <RouterLink to="/apps/ecommerce/checkout">
        <Trans>Checkout</Trans>
      </RouterLink>
      <Typography aria-current="page" sx={{ color: 'text.primary' }}>
        <Trans>Payment</Trans>
      </Typography>
    </Breadcrumbs>
  )
}
