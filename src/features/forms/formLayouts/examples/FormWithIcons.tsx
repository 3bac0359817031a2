import type { ReactNode } from 'react'
import Button from '@mui/material/Button'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import BusinessOutlined from '@mui/icons-material/BusinessOutlined'
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined'
import MailOutlined from '@mui/icons-material/MailOutlined'
import PersonOutlined from '@mui/icons-material/PersonOutlined'
import PhoneOutlined from '@mui/icons-material/PhoneOutlined'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`With icons`, description: msg`An icon at the start of each field says what it holds.`, order: 4 }

/** A text field with an icon before its text. */
function IconField({ icon, ...props }: TextFieldProps & { icon: ReactNode }) {
  return (
    <TextField
      {...props}
      fullWidth
      slotProps={{ input: { startAdornment: <InputAdornment position="start" sx={{ alignSelf: props.multiline ? 'flex-start' : undefined, mt: props.multiline ? 1.25 : 0 }}>{icon}</InputAdornment> } }}
    />
  )
}

export default function FormWithIcons() {
  const { t } = useLingui()
  return (
    <Stack component="form" spacing={2.5} onSubmit={(event) => event.preventDefault()} aria-label={t`With icons`}>
      <IconField label={t`Full name`} autoComplete="name" icon={<PersonOutlined fontSize="small" />} />
      <IconField label={t`Company`} autoComplete="organization" icon={<BusinessOutlined fontSize="small" />} />
      <IconField label={t`Email`} type="email" autoComplete="email" icon={<MailOutlined fontSize="small" />} />
      <IconField label={t`Phone`} type="tel" autoComplete="tel" icon={<PhoneOutlined fontSize="small" />} />
      <IconField label={t`Message`} multiline minRows={3} icon={<ChatBubbleOutlineOutlined fontSize="small" />} />
      <Stack direction="row">
        <Button type="submit" variant="contained">
          <Trans>Send</Trans>
        </Button>
      </Stack>
    </Stack>
  )
}
