import { Trans, useLingui } from '@lingui/react/macro'
import { showSubmitError } from '@/components/form'
import { FormDrawer } from '@/components/form/FormDrawer'
import { showToast } from '@/components/toast'
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
  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: ({ fullName }) => {
        showToast(t`${fullName} was added`, { variant: 'success' })
        close()
        onAdded()
      },
      onError: (error) => showSubmitError(form, error, t`The user could not be saved. Please try again.`),
    }),
  )
  return (
    <FormDrawer
      open={open}
      title={<Trans>Add user</Trans>}
      submitLabel={<Trans>Add user</Trans>}
      pending={add.isPending}
      dirty={form.formState.isDirty}
      onSubmit={onSubmit}
      onClose={close}
    >
      <UserFormFields form={form} />
    </FormDrawer>
  )
}
