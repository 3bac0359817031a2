import Box from '@mui/material/Box'
import Tooltip from '@mui/material/Tooltip'
import { InitialsAvatar, tintFor } from '@/components/InitialsAvatar'

/** A person's initials, named by their full name for the eye (tooltip) and for screen readers alike. */
export function PersonAvatar({ name, src, size = 30 }: { name: string; src?: string | null; size?: number }) {
  return (
    <Tooltip title={name}>
      <Box role="img" aria-label={name} sx={{ display: 'inline-flex', borderRadius: '50%' }}>
        <InitialsAvatar name={name} src={src} tint={tintFor(name)} size={size} />
      </Box>
    </Tooltip>
  )
}
