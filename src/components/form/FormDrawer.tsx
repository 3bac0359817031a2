import { useEffect, useId, useRef, useState, type FormEventHandler, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import Close from '@mui/icons-material/Close'
import { Trans, useLingui } from '@lingui/react/macro'
import { ConfirmDialog } from '../ConfirmDialog'

interface FormDrawerProps {
  open: boolean
  /** The drawer's heading, which also names its form ("Add user"). */
  title: ReactNode
  submitLabel: ReactNode
  /** The save is under way: the submit button shows a spinner. */
  pending: boolean
  onSubmit: FormEventHandler<HTMLFormElement>
  onClose: () => void
  /** Something was typed and not saved (`form.formState.isDirty`): closing asks first. */
  dirty?: boolean
  /** A further action at the far end of the buttons (Delete in an edit form). */
  secondaryAction?: ReactNode
  children: ReactNode
}

/**
 * A form sliding in from the end of the page: its title and a close button, the fields, then submit
 * and Cancel. With `dirty`, every way out (Close, Cancel, Escape, a click beside it) asks before
 * losing what was typed. Submit with the form kit's `useSubmit`, whose `onSubmit` and `pending` it
 * takes as they are (`<FormDrawer {...submit} …>`), and close from its `onSuccess`.
 *
 * Imported by path (`@/components/form/FormDrawer`), like `FormDateField`: the sign-in pages use the
 * form kit without a drawer.
 */
export function FormDrawer({ open, title, submitLabel, pending, onSubmit, onClose, dirty = false, secondaryAction, children }: FormDrawerProps) {
  const { t } = useLingui()
  const titleId = useId()
  const [confirming, setConfirming] = useState(false)
  const requestClose = () => (dirty ? setConfirming(true) : onClose())
  // On opening, the first field takes the focus (MUI gives it to the drawer itself): the form is what it was opened for.
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (!open) return
    const frame = requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, [role=combobox]')?.focus())
    return () => cancelAnimationFrame(frame)
  }, [open])
  return (
    <>
      {/* The drawer is a dialog (MUI gives its paper the role): its title names it, as it names the form. */}
      <Drawer
        anchor="right"
        open={open}
        onClose={requestClose}
        slotProps={{
          paper: { 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 420 } } },
        }}
      >
        <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={titleId} sx={{ p: 3 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 3 }}>
            <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
              {title}
            </Typography>
            <IconButton aria-label={t`Close`} onClick={requestClose} edge="end">
              <Close />
            </IconButton>
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>{children}</Box>
          <Box sx={{ display: 'flex', gap: 2, mt: 3 }}>
            <Button type="submit" variant="contained" loading={pending}>
              {submitLabel}
            </Button>
            <Button variant="outlined" color="secondary" onClick={requestClose}>
              <Trans>Cancel</Trans>
            </Button>
            {secondaryAction && <Box sx={{ marginInlineStart: 'auto' }}>{secondaryAction}</Box>}
          </Box>
        </Box>
      </Drawer>
      <ConfirmDialog
        open={confirming}
        title={<Trans>Discard your changes?</Trans>}
        text={<Trans>What you entered in this form has not been saved and will be lost.</Trans>}
        confirmLabel={<Trans>Discard</Trans>}
        cancelLabel={<Trans>Keep editing</Trans>}
        tone="error"
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          onClose()
        }}
      />
    </>
  )
}
