import { useId } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import Close from '@mui/icons-material/Close'
import { Trans, useLingui } from '@lingui/react/macro'
import { showSubmitError } from '@/components/form'
import { showToast } from '@/components/toast'
import { UserFormFields, useUserForm } from '../form/UserFormFields'
import { useAddUser } from '../mutations'

/** The "Add user" form, sliding in from the end of the page; `onAdded` once the user is saved. */
export function AddUserDrawer({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: () => void }) {
  const { t } = useLingui()
  const titleId = useId()
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
    <Drawer anchor="right" open={open} onClose={close} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId} sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 3 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            <Trans>Add user</Trans>
          </Typography>
          <IconButton aria-label={t`Close`} onClick={close} edge="end">
            <Close />
          </IconButton>
        </Box>
        <UserFormFields form={form} />
        <Box sx={{ display: 'flex', gap: 2, mt: 3 }}>
          <Button type="submit" variant="contained" loading={add.isPending}>
            <Trans>Add user</Trans>
          </Button>
          <Button variant="outlined" color="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
        </Box>
      </Box>
    </Drawer>
  )
}
