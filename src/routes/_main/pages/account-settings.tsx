import { createFileRoute } from '@tanstack/react-router'
import { AccountSettingsScreen } from '@/features/accountSettings/AccountSettingsScreen'
import { accountSettingsQuery } from '@/features/accountSettings/queries'
import { startLoading } from '@/lib/loadByCause'
import { accountSearchRoute } from '@/features/accountSettings/search'
import { queryClient } from '@/api/queryClient'

export const Route = createFileRoute('/_main/pages/account-settings')({
  staticData: { ability: { action: 'read', subject: 'Account' }, messages: ['accountSettings'] },
  ...accountSearchRoute,
  loader: () => startLoading(queryClient, [accountSettingsQuery()]),
  component: function AccountSettingsPage() {
    const navigate = Route.useNavigate()
    return <AccountSettingsScreen tab={Route.useSearch().tab} onTabChange={(tab) => void navigate({ search: { tab } })} />
  },
})
