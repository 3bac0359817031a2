import { useState } from 'react'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ButtonBase from '@mui/material/ButtonBase'
import Divider from '@mui/material/Divider'
import MenuList from '@mui/material/MenuList'
import Popover from '@mui/material/Popover'
import Typography from '@mui/material/Typography'
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined'
import LockOutlined from '@mui/icons-material/LockOutlined'
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined'
import LogoutOutlined from '@mui/icons-material/LogoutOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { LOGIN_PATH, logout, useAbility, useSession } from '@/auth'
import { UserAvatar } from './components/UserAvatar'
import { UserSummary } from './components/UserSummary'
import { ResetDemoDataDialog, ResetDemoDataMenuItem } from './demo/ResetDemoDataDialog'
import { IconMenuItem } from '@/components/IconMenuItem'
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
      sx={{
        '& .MuiBadge-dot': {
          width: 10,
          height: 10,
          borderRadius: '50%',
          boxShadow: (th) => `0 0 0 2px ${th.palette.background.paper}`,
        },
      }}
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
      {/* Who is signed in sits above the menu, not in it: a menu holds only its items (and separators). */}
      <Popover
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1, py: 1 } } }}
      >
        <UserSummary user={userData} avatar={avatar} sx={{ px: 2, py: 1 }} />
        <Divider />
        <MenuList autoFocusItem={!!anchor} aria-label={t`User menu`} sx={{ pb: 0 }}>
          {ability.can('read', 'Profile') && (
            <IconMenuItem component={Link} to="/pages/profile" onClick={close} icon={<AccountCircleOutlined fontSize="small" />}>
              <Trans>Profile</Trans>
            </IconMenuItem>
          )}
          {ability.can('read', 'Account') && (
            <IconMenuItem component={Link} to="/pages/account-settings" onClick={close} icon={<ManageAccountsOutlined fontSize="small" />}>
              <Trans>Account settings</Trans>
            </IconMenuItem>
          )}
          {ability.can('read', 'ACL') && (
            <IconMenuItem component={Link} to="/access-control" onClick={close} icon={<LockOutlined fontSize="small" />}>
              <Trans>Access control</Trans>
            </IconMenuItem>
          )}
          {/* Only the mock back end has demo data to reset, and it lets only an admin do it (every other role gets a 403). */}
          {import.meta.env.VITE_API_MOCK !== 'false' && ability.can('manage', 'all') && (
            <ResetDemoDataMenuItem
              onClick={() => {
                close()
                setConfirmReset(true)
              }}
            />
          )}
          <Divider />
          <IconMenuItem onClick={signOut} data-testid="logout" icon={<LogoutOutlined fontSize="small" />}>
            <Trans>Log out</Trans>
          </IconMenuItem>
        </MenuList>
      </Popover>
      {/* Tested here, not imported: the build drops what is behind it (src/vite-env.d.ts). */}
      {import.meta.env.VITE_API_MOCK !== 'false' && <ResetDemoDataDialog open={confirmReset} onClose={() => setConfirmReset(false)} />}
    </>
  )
}
