import { createFileRoute } from '@tanstack/react-router'
import { AccountSettingsScreen } from '@/features/accountSettings/AccountSettingsScreen'
import { accountSettingsQuery } from '@/features/accountSettings/queries'
import { startLoading } from '@/lib/loadByCause'
import { accountSearch } from '@/features/accountSettings/search'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/pages/account-settings')({
  ...pageRoute('account-settings'),
  ...accountSearch.route,
  loader: () => startLoading(queryClient, [accountSettingsQuery()]),
  component: function AccountSettingsPage() {
    const changeSearch = accountSearch.navigator(Route.useNavigate())
    return <AccountSettingsScreen tab={Route.useSearch().tab} onTabChange={(tab) => changeSearch({ tab })} />
  },
})
