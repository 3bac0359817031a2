import { Trans, useLingui } from '@lingui/react/macro'
import { useSubmit } from '@/components/form'
import { FormDrawer } from '@/components/form/FormDrawer'
import { UserFormFields, useUserForm } from '../form/UserFormFields'
import { useAddUser } from '../mutations'

/** The "Add user" form, sliding in from the end of the page; `onAdded` once the user is saved. */
export function AddUserDrawer({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: () => void }) {
  const { t } = useLingui()
  const form = useUserForm()
  const add = useAddUser()
  const close = () => {
    form.reset()
    onClose()
  }
  const submit = useSubmit(form, (values) => add.mutateAsync(values), {
    successMessage: ({ fullName }) => t`${fullName} was added`,
    errorMessage: t`The user could not be saved. Please try again.`,
    onSuccess: () => {
      close()
      onAdded()
    },
  })
  return (
    <FormDrawer {...submit} open={open} title={<Trans>Add user</Trans>} submitLabel={<Trans>Add user</Trans>} dirty={form.formState.isDirty} onClose={close}>
      <UserFormFields form={form} />
    </FormDrawer>
  )
}
