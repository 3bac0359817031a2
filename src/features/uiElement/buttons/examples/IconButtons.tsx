import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import EditOutlined from '@mui/icons-material/EditOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import IosShareOutlined from '@mui/icons-material/IosShareOutlined'
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Icon buttons`, description: msg`An icon alone, named for screen readers and shown in a tooltip.`, order: 5 }

export default function IconButtons() {
  const { t } = useLingui()
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {/* The tooltip's title also names the button. */}
      <Tooltip title={t`Edit`}>
        <IconButton color="primary">
          <EditOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={t`Share`}>
        <IconButton color="info">
          <IosShareOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={t`Add to favourites`}>
        <IconButton color="error">
          <FavoriteBorderOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={t`Delete`}>
        <IconButton size="small">
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t`Delete`}>
        <IconButton size="large">
          <DeleteOutlined fontSize="large" />
        </IconButton>
      </Tooltip>
    </Stack>
  )
}
