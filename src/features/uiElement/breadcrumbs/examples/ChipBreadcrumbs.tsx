import Breadcrumbs from '@mui/material/Breadcrumbs'
import Chip from '@mui/material/Chip'
import HomeOutlined from '@mui/icons-material/HomeOutlined'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { RouterLink } from '@/components/RouterLink'

export const meta: ExampleMeta = { title: msg`As chips`, description: msg`Each step a chip: the links outlined, the current page filled.`, order: 5 }

/** A link drawn as a chip (the chip itself stays a plain label: one control, the link). */
const linkChip = { cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } }

export default function ChipBreadcrumbs() {
  const { t } = useLingui()
  return (
    <Breadcrumbs aria-label={t`Breadcrumb`}>
      <RouterLink to="/" underline="none">
        <Chip icon={<HomeOutlined fontSize="small" />} label={t`Home`} variant="outlined" sx={linkChip} />
      </RouterLink>
      <RouterLink to="/ui-element" underline="none">
        <Chip label={t`UI elements`} variant="outlined" sx={linkChip} />
      </RouterLink>
      <Chip label={t`Breadcrumbs`} color="primary" aria-current="page" />
    </Breadcrumbs>
  )
}
