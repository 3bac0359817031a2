import { useState } from 'react'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ButtonBase from '@mui/material/ButtonBase'
import Divider from '@mui/material/Divider'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import LockOutlined from '@mui/icons-material/LockOutlined'
import LogoutOutlined from '@mui/icons-material/LogoutOutlined'
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { LOGIN_PATH, logout, useAbility, useSession } from '@/auth'
import { RoleChip } from './components/RoleChip'
import { UserAvatar } from './components/UserAvatar'
import { ResetDemoDataDialog } from './ResetDemoDataDialog'
import { visuallyHidden } from '@/components/visuallyHidden'

/** The navbar's user menu: who is signed in, where they may go, and the way out. */
export function UserMenu() {
  const { t } = useLingui()
  const { userData } = useSession()
  const ability = useAbility()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [confirmReset, setConfirmReset] = useState(false)

  if (!userData) {
    return (
      <Button component={Link} to={LOGIN_PATH} variant="contained" size="small">
        <Trans>Log in</Trans>
      </Button>
    )
  }

  const close = () => setAnchor(null)
  const signOut = () => {
    close()
    logout()
    // The cache holds the previous user's data; the next one must not see it.
    queryClient.clear()
    void navigate({ to: LOGIN_PATH })
  }

  const avatar = (
    <Badge
      overlap="circular"
      variant="dot"
      color="success"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      sx={{ '& .MuiBadge-dot': { width: 10, height: 10, borderRadius: '50%', boxShadow: (th) => `0 0 0 2px ${th.palette.background.paper}` } }}
    >
      <UserAvatar user={userData} size={38} />
    </Badge>
  )

  return (
    <>
      <ButtonBase
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="user-menu-button"
        sx={{ borderRadius: 99, gap: 1.5, pl: { md: 1 } }}
      >
        <Box sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'end' }}>
          <Typography variant="body2" sx={{ fontWeight: 500, lineHeight: 1.3 }}>
            {userData.fullName}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', textTransform: 'capitalize' }}>
            {userData.role === 'admin' ? <Trans>Admin</Trans> : <Trans>Client</Trans>}
          </Typography>
        </Box>
        {avatar}
        {/* Named by what it shows (the user's name and role), then what it does. */}
        <Box component="span" sx={visuallyHidden}>
          {t`Open the user menu`}
        </Box>
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1 }}>
          {avatar}
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography sx={{ fontWeight: 500 }} noWrap>
              {userData.fullName}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
              {userData.email}
            </Typography>
          </Box>
          <RoleChip role={userData.role} />
        </Box>
        <Divider />
        {ability.can('read', 'ACL') && (
          <MenuItem component={Link} to="/access-control" onClick={close}>
            <ListItemIcon>
              <LockOutlined fontSize="small" />
            </ListItemIcon>
            <Trans>Access control</Trans>
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close()
            setConfirmReset(true)
          }}
        >
          <ListItemIcon>
            <RestartAltOutlined fontSize="small" />
          </ListItemIcon>
          <Trans>Reset demo data</Trans>
        </MenuItem>
        <Divider />
        <MenuItem onClick={signOut} data-testid="logout">
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          <Trans>Log out</Trans>
        </MenuItem>
      </Menu>
      <ResetDemoDataDialog open={confirmReset} onClose={() => setConfirmReset(false)} />
    </>
  )
}
