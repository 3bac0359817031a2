import { useMemo } from 'react'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { GridColDef } from '@mui/x-data-grid'
import type { CompactColumns } from '@/components/DataGrid/ServerDataGrid'
import { Link as RouterLink } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { User } from '@/api/contract/users'
import { InitialsAvatar, tintFor } from '@/components/InitialsAvatar'
import { RoleLabel, StatusChip } from '../shared/UserBadges'
import { planLook, roleLook, statusLook } from '../shared/userLabels'
import { UserRowMenu } from './UserRowMenu'

/**
 * The list's columns. Each field is the API's own name, so a column's sort goes to the server as
 * `sortBy=<field>`; the CSV export writes the labels people see.
 */
export function useUserColumns(onDelete: (user: User) => void): GridColDef<User>[] {
  const { t, i18n } = useLingui()
  return useMemo<GridColDef<User>[]>(
    () => [
      // The minimum widths add up to less than the card on a 1024 px screen: there, every column shows without scrolling.
      { field: 'fullName', headerName: t`User`, flex: 1.6, minWidth: 220, renderCell: ({ row }) => <UserCell user={row} /> },
      { field: 'email', headerName: t`Email`, flex: 1.3, minWidth: 190, renderCell: ({ row }) => <bdi>{row.email}</bdi> },
      {
        field: 'role',
        headerName: t`Role`,
        minWidth: 150,
        renderCell: ({ row }) => <RoleLabel role={row.role} />,
        valueFormatter: (role: User['role']) => i18n._(roleLook(role).label),
      },
      { field: 'currentPlan', headerName: t`Plan`, minWidth: 120, valueFormatter: (plan: User['currentPlan']) => i18n._(planLook(plan).label) },
      {
        field: 'status',
        headerName: t`Status`,
        minWidth: 120,
        renderCell: ({ row }) => <StatusChip status={row.status} />,
        valueFormatter: (status: User['status']) => i18n._(statusLook(status).label),
      },
      {
        field: 'actions',
        headerName: t`Actions`,
        width: 90,
        sortable: false,
        disableExport: true,
        renderCell: ({ row }) => <UserRowMenu user={row} onDelete={() => onDelete(row)} />,
      },
    ],
    [t, i18n, onDelete],
  )
}

/**
 * On a phone: the user (name, username and avatar, a link to their page) and the row's menu, beside
 * the checkbox; email, role, plan and status are on the user's page.
 */
export const compactUserColumns: CompactColumns<User> = { fullName: { minWidth: 150 }, actions: { width: 72 } }

/** Avatar (or initials), the name as a link to the user's page, and the username under it. */
function UserCell({ user }: { user: User }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, height: '100%' }}>
      <InitialsAvatar name={user.fullName} src={user.avatar} tint={tintFor(user.email)} size={34} />
      <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
        <Link component={RouterLink} to={`/apps/user/view/${user.id}`} variant="body2" underline="hover" noWrap sx={{ display: 'block', fontWeight: 500 }}>
          <bdi>{user.fullName}</bdi>
        </Link>
        <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
          <bdi>@{user.username}</bdi>
        </Typography>
      </Box>
    </Box>
  )
}
