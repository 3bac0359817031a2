import Breadcrumbs from '@mui/material/Breadcrumbs'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import NavigateNext from '@mui/icons-material/NavigateNext'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { RouterLink } from '@/components/RouterLink'

export const meta: ExampleMeta = { title: msg`Separators`, description: msg`A character or an icon between the steps.`, order: 2 }

/** The steps, as the trail's own children (the trail puts its separator between them). */
const steps = () => [
  <RouterLink key="home" to="/">
    <Trans>Home</Trans>
  </RouterLink>,
  <RouterLink key="shop" to="/apps/ecommerce/shop">
    <Trans>Shop</Trans>
  </RouterLink>,
  <Typography key="wishlist" aria-current="page" sx={{ color: 'text.primary' }}>
    <Trans>Wishlist</Trans>
  </Typography>,
]

export default function BreadcrumbSeparators() {
  const { t } = useLingui()
  return (
    <Stack spacing={1.5}>
      <Breadcrumbs separator="›" aria-label={t`Breadcrumb`}>
        {steps()}
      </Breadcrumbs>
      <Breadcrumbs separator="–" aria-label={t`Breadcrumb`}>
        {steps()}
      </Breadcrumbs>
      {/* An icon that points the way: mirrored in a right-to-left layout. */}
      <Breadcrumbs separator={<NavigateNext fontSize="small" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />} aria-label={t`Breadcrumb`}>
        {steps()}
      </Breadcrumbs>
    </Stack>
  )
}
