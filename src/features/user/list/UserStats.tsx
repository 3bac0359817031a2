import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import GroupOutlined from '@mui/icons-material/GroupOutlined'
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined'
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined'
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { User } from '@/api/contract/users'
import type { Tint } from '@/components/InitialsAvatar'
import { StatCard } from '@/components/StatCard'
import { usersQueries } from '../queries'

const byStatus = (status: User['status']) => (users: readonly User[]) => users.filter((user) => user.status === status).length

const STATS: readonly { key: string; label: ReactNode; tint: Tint; icon: ReactNode; count: (users: readonly User[]) => number }[] = [
  { key: 'total', label: <Trans>Total users</Trans>, tint: 'primary', icon: <GroupOutlined />, count: (users) => users.length },
  { key: 'active', label: <Trans>Active users</Trans>, tint: 'success', icon: <HowToRegOutlined />, count: byStatus('active') },
  { key: 'pending', label: <Trans>Pending users</Trans>, tint: 'warning', icon: <HourglassEmptyOutlined />, count: byStatus('pending') },
  { key: 'inactive', label: <Trans>Inactive users</Trans>, tint: 'secondary', icon: <PersonOffOutlined />, count: byStatus('inactive') },
]

/** Four counts over every user, whatever the list shows; they follow every add, edit and delete. */
export function UserStats() {
  // The figures are formatted in the active language: i18n.number follows it.
  const { i18n } = useLingui()
  const { data: users, isError } = useQuery(usersQueries.everyone())
  // A summary the list does not need: without it the list below still works, so a failure hides it.
  if (isError) return null
  return (
    <Box sx={{ display: 'grid', gap: 3, mb: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
      {STATS.map(({ key, count, ...stat }) => (
        <StatCard key={key} data-testid={`user-stat-${key}`} value={users && i18n.number(count(users))} {...stat} />
      ))}
    </Box>
  )
}
