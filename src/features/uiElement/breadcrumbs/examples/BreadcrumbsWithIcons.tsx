import Breadcrumbs from '@mui/material/Breadcrumbs'
import Typography from '@mui/material/Typography'
import HomeOutlined from '@mui/icons-material/HomeOutlined'
import CategoryOutlined from '@mui/icons-material/CategoryOutlined'
import LinearScaleOutlined from '@mui/icons-material/LinearScaleOutlined'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { RouterLink } from '@/components/RouterLink'

export const meta: ExampleMeta = { title: msg`With icons`, description: msg`An icon before each step's name.`, order: 3 }

const step = { display: 'inline-flex', alignItems: 'center', gap: 0.5 }

export default function BreadcrumbsWithIcons() {
  const { t } = useLingui()
  return (
    <Breadcrumbs aria-label={t`Breadcrumb`}>
      <RouterLink to="/" sx={step}>
        <HomeOutlined fontSize="small" />
        <Trans>Home</Trans>
      </RouterLink>
      <RouterLink to="/ui-element" sx={step}>
        <CategoryOutlined fontSize="small" />
        <Trans>UI elements</Trans>
      </RouterLink>
      <Typography aria-current="page" sx={{ ...step, color: 'text.primary' }}>
        <LinearScaleOutlined fontSize="small" />
        <Trans>Breadcrumbs</Trans>
      </Typography>
    </Breadcrumbs>
  )
}
