import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import SendOutlined from '@mui/icons-material/SendOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined'
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`With icons`, description: msg`An icon before or after the label says the action at a glance.`, order: 4 }

export default function ButtonsWithIcons() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" startIcon={<PersonAddAlt1Outlined />}>
        <Trans>Add user</Trans>
      </Button>
      <Button variant="contained" color="success" endIcon={<SendOutlined />}>
        <Trans>Send</Trans>
      </Button>
      <Button variant="outlined" color="error" startIcon={<DeleteOutlined />}>
        <Trans>Delete</Trans>
      </Button>
      <Button variant="text" startIcon={<CloudDownloadOutlined />}>
        <Trans>Download</Trans>
      </Button>
    </Stack>
  )
}
