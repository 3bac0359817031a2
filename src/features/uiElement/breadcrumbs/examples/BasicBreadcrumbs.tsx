import Breadcrumbs from '@mui/material/Breadcrumbs'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { RouterLink } from '@/components/RouterLink'

export const meta: ExampleMeta = { title: msg`Basic`, description: msg`Links up to the top, and the current page, which is no link.`, order: 1 }

export default function BasicBreadcrumbs() {
  const { t } = useLingui()
  return (
    <Breadcrumbs aria-label={t`Breadcrumb`}>
      <RouterLink to="/">
        <Trans>Home</Trans>
      </RouterLink>
      <RouterLink to="/ui-element">
        <Trans>UI elements</Trans>
      </RouterLink>
      <Typography aria-current="page" sx={{ color: 'text.primary' }}>
        <Trans>Breadcrumbs</Trans>
      </Typography>
    </Breadcrumbs>
  )
}
