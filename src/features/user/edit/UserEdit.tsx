import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { User } from '@/api/contract/users'
import { useSubmit } from '@/components/form'
import { PageHeader } from '@/components/PageHeader'
import { UserFormFields, useUserForm } from '../form/UserFormFields'
import { useUpdateUser } from '../mutations'
import { UserLoader } from '../shared/UserLoader'

/** /apps/user/edit/$id: the user's fields, saved through the back end; then back to the user's page. */
export function UserEdit({ id }: { id: number }) {
  return (
    <>
      <PageHeader
        title={<Trans>Edit user</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: <Trans>Users</Trans>, to: '/apps/user/list' }, { label: <Trans>Edit</Trans> }]}
      />
      <UserLoader id={id}>{(user) => <EditForm key={user.id} user={user} />}</UserLoader>
    </>
  )
}

function EditForm({ user }: { user: User }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const form = useUserForm(user)
  const update = useUpdateUser()
  const view = `/apps/user/view/${user.id}`
  const { onSubmit, pending } = useSubmit(form, (values) => update.mutateAsync({ id: user.id, ...values }), {
    successMessage: ({ fullName }) => t`${fullName} was saved`,
    errorMessage: t`The user could not be saved. Please try again.`,
    onSuccess: () => void navigate({ to: view }),
  })
  return (
    <Card component="form" noValidate onSubmit={onSubmit} aria-label={t`Edit user`}>
      <CardContent>
        <UserFormFields form={form} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} />
        <Box sx={{ display: 'flex', gap: 2, mt: 3 }}>
          <Button type="submit" variant="contained" loading={pending}>
            <Trans>Save changes</Trans>
          </Button>
          <Button variant="outlined" color="secondary" component={Link} to={view}>
            <Trans>Cancel</Trans>
          </Button>
        </Box>
      </CardContent>
    </Card>
  )
}
