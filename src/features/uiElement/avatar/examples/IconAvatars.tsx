import Avatar from '@mui/material/Avatar'
import Stack from '@mui/material/Stack'
import FolderOutlined from '@mui/icons-material/FolderOutlined'
import PageviewOutlined from '@mui/icons-material/PageviewOutlined'
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined'
import { msg } from '@lingui/core/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Icons and shapes`, description: msg`An icon in a circle, a rounded square or a square.`, order: 3 }

export default function IconAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar sx={{ bgcolor: 'primary.main' }}>
        <FolderOutlined />
      </Avatar>
      <Avatar variant="rounded" sx={{ bgcolor: 'success.main' }}>
        <AssessmentOutlined />
      </Avatar>
      <Avatar variant="square" sx={{ bgcolor: 'info.main' }}>
        <PageviewOutlined />
      </Avatar>
    </Stack>
  )
}
