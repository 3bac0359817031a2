import Avatar from '@mui/material/Avatar'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import FaceOutlined from '@mui/icons-material/FaceOutlined'
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined'
import LoyaltyOutlined from '@mui/icons-material/LoyaltyOutlined'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`With avatars and icons`, description: msg`A person or a symbol at the start of the chip.`, order: 4 }

export default function ChipsWithAvatarsAndIcons() {
  const { t } = useLingui()
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip avatar={<Avatar alt="" src="/images/avatars/3.svg" />} label="Hallie Richards" />
      <Chip avatar={<Avatar sx={{ bgcolor: 'primary.main', '&&': { color: 'primary.contrastText' } }}>OS</Avatar>} label="Olivia Sparks" variant="outlined" />
      <Chip icon={<FaceOutlined />} label={t`Customer`} color="info" />
      <Chip icon={<CheckCircleOutlined />} label={t`Verified`} color="success" variant="outlined" />
      <Chip icon={<LoyaltyOutlined />} label={t`On sale`} color="warning" />
    </Stack>
  )
}
