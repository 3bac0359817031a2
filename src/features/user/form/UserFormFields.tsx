import MenuItem from '@mui/material/MenuItem'
import type { SxProps, Theme } from '@mui/material/styles'
import { useLingui } from '@lingui/react/macro'
import { NewUser, type User } from '@/api/contract/users'
import { FormAlert, FormFields, useZodForm, type FormFieldSpec, type ZodForm } from '@/components/form'
import { PLANS, ROLES, STATUSES } from '../shared/userLabels'

/** The add and edit forms: the contract's rules for a new user, so the form and the server agree. */
export type UserForm = ZodForm<typeof NewUser>

const EMPTY: Required<NewUser> = {
  fullName: '',
  username: '',
  email: '',
  company: '',
  country: '',
  contact: '',
  role: 'subscriber',
  currentPlan: 'basic',
  status: 'pending',
}

/** A form for a new user (empty) or for `user`'s editable fields. */
export function useUserForm(user?: User): UserForm {
  const { fullName, username, email, company, country, contact, role, currentPlan, status } = user ?? EMPTY
  return useZodForm(NewUser, { defaultValues: { fullName, username, email, company, country, contact, role, currentPlan, status } })
}

/** Every field of a user, with the server's refusals under the fields they name and the rest above. */
export function UserFormFields({ form, sx }: { form: UserForm; sx?: SxProps<Theme> }) {
  const { t, i18n } = useLingui()
  const options = (choices: typeof ROLES | typeof PLANS | typeof STATUSES) =>
    choices.map(({ value, label }) => (
      <MenuItem key={value} value={value}>
        {i18n._(label)}
      </MenuItem>
    ))
  const fields: FormFieldSpec<NewUser>[] = [
    { name: 'fullName', label: t`Full name`, required: true, autoComplete: 'off' },
    { name: 'username', label: t`Username`, required: true, autoComplete: 'off' },
    { name: 'email', label: t`Email`, type: 'email', required: true, autoComplete: 'off' },
    { name: 'company', label: t`Company` },
    { name: 'country', label: t`Country` },
    { name: 'contact', label: t`Contact`, type: 'tel' },
    { name: 'role', label: t`Role`, select: true, children: options(ROLES) },
    { name: 'currentPlan', label: t`Plan`, select: true, children: options(PLANS) },
    { name: 'status', label: t`Status`, select: true, children: options(STATUSES) },
  ]
  return (
    <>
      <FormAlert form={form} sx={{ mb: 2 }} />
      <FormFields control={form.control} fields={fields} sx={sx} />
    </>
  )
}
