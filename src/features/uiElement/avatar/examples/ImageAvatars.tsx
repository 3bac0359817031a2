import Avatar from '@mui/material/Avatar'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Pictures`, description: msg`A person's photo, named by its alternative text.`, order: 1 }

export default function ImageAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar alt="Olivia Sparks" src="/images/avatars/1.svg" />
      <Avatar alt="Howard Lloyd" src="/images/avatars/2.svg" />
      <Avatar alt="Hallie Richards" src="/images/avatars/3.svg" />
      <Avatar alt="Alice Cobb" src="/images/avatars/4.svg" />
    </Stack>
  )
}
