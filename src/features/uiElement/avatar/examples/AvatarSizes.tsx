import Avatar from '@mui/material/Avatar'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Sizes`, description: msg`From a list's 24 pixels to a profile's 72.`, order: 4 }

const SIZES = [24, 32, 40, 56, 72]

export default function AvatarSizes() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {SIZES.map((size) => (
        <Avatar key={size} alt="Olivia Sparks" src="/images/avatars/5.svg" sx={{ width: size, height: size }} />
      ))}
    </Stack>
  )
}
