import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { SxProps, Theme } from '@mui/material/styles'
import type { AuthUser } from '@/api/contract/auth'
import { RoleChip } from './RoleChip'
import { UserAvatar } from './UserAvatar'

/** Who is signed in, on one line: picture, name and email, role. */
export function UserSummary({ user, avatar, sx }: { user: AuthUser; avatar?: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box sx={[{ display: 'flex', alignItems: 'center', gap: 1.5 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {avatar ?? <UserAvatar user={user} />}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 500 }} noWrap>
          {user.fullName}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
          {user.email}
        </Typography>
      </Box>
      <RoleChip role={user.role} />
    </Box>
  )
}
