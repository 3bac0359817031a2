import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { SelectFilter } from '@/components/SelectFilter'
import type { ListScreenProps } from '@/lib/listSearch'
import type { UserSearch } from '../search'
import { PLANS, ROLES, STATUSES } from '../shared/userLabels'

/** Role, plan and status: each narrows the list, together they combine. */
export function UserFilters({ search, onSearchChange }: ListScreenProps<UserSearch>) {
  const { t, i18n } = useLingui()
  const options = <V extends string>(choices: readonly { value: V; label: MessageDescriptor }[]) =>
    choices.map(({ value, label }) => ({ value, label: i18n._(label) }))
  return (
    <>
      <SelectFilter label={t`Role`} allLabel={t`All roles`} options={options(ROLES)} value={search.role} onChange={(role) => onSearchChange({ role })} />
      <SelectFilter label={t`Plan`} allLabel={t`All plans`} options={options(PLANS)} value={search.currentPlan} onChange={(currentPlan) => onSearchChange({ currentPlan })} />
      <SelectFilter label={t`Status`} allLabel={t`All statuses`} options={options(STATUSES)} value={search.status} onChange={(status) => onSearchChange({ status })} />
    </>
  )
}
