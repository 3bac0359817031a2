import type { ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import PersonOutlined from '@mui/icons-material/PersonOutlined'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import StorageOutlined from '@mui/icons-material/StorageOutlined'
import { USER_PLANS, USER_ROLES, USER_STATUSES } from '@/api/contract/userValues'
import type { UserPlan, UserRole, UserStatus } from '@/api/contract/users'
import type { Tint } from '@/components/InitialsAvatar'

/** How the users app names and colours roles, plans and statuses; the lists are in the API's order. */

interface Look {
  label: MessageDescriptor
  tint: Tint
}

const ROLE_LOOKS: Record<UserRole, Look & { icon: ReactNode }> = {
  admin: { label: msg`Admin`, tint: 'error', icon: <AdminPanelSettingsOutlined fontSize="small" /> },
  author: { label: msg`Author`, tint: 'warning', icon: <SettingsOutlined fontSize="small" /> },
  editor: { label: msg`Editor`, tint: 'info', icon: <EditOutlined fontSize="small" /> },
  maintainer: { label: msg`Maintainer`, tint: 'success', icon: <StorageOutlined fontSize="small" /> },
  subscriber: { label: msg`Subscriber`, tint: 'primary', icon: <PersonOutlined fontSize="small" /> },
}

const PLAN_LOOKS: Record<UserPlan, Look> = {
  basic: { label: msg`Basic`, tint: 'secondary' },
  team: { label: msg`Team`, tint: 'info' },
  company: { label: msg`Company`, tint: 'primary' },
  enterprise: { label: msg`Enterprise`, tint: 'success' },
}

const STATUS_LOOKS: Record<UserStatus, Look> = {
  active: { label: msg`Active`, tint: 'success' },
  pending: { label: msg`Pending`, tint: 'warning' },
  inactive: { label: msg`Inactive`, tint: 'secondary' },
}

export const ROLES = USER_ROLES.map((value) => ({ value, ...ROLE_LOOKS[value] }))
export const PLANS = USER_PLANS.map((value) => ({ value, ...PLAN_LOOKS[value] }))
export const STATUSES = USER_STATUSES.map((value) => ({ value, ...STATUS_LOOKS[value] }))

export const roleLook = (role: UserRole) => ROLE_LOOKS[role]
export const planLook = (plan: UserPlan) => PLAN_LOOKS[plan]
export const statusLook = (status: UserStatus) => STATUS_LOOKS[status]
