import { useId, type FormEventHandler, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import Close from '@mui/icons-material/Close'
import { Trans, useLingui } from '@lingui/react/macro'

interface FormDrawerProps {
  open: boolean
  /** The drawer's heading, which also names its form ("Send invoice"). */
  title: ReactNode
  submitLabel: ReactNode
  pending: boolean
  onSubmit: FormEventHandler<HTMLFormElement>
  onClose: () => void
  children: ReactNode
}

/** A form sliding in from the end of the page: its title and a close button, the fields, then submit and Cancel. */
export function FormDrawer({ open, title, submitLabel, pending, onSubmit, onClose, children }: FormDrawerProps) {
  const { t } = useLingui()
  const titleId = useId()
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId} sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 3 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <IconButton aria-label={t`Close`} onClick={onClose} edge="end">
            <Close />
          </IconButton>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>{children}</Box>
        <Box sx={{ display: 'flex', gap: 2, mt: 3 }}>
          <Button type="submit" variant="contained" loading={pending}>
            {submitLabel}
          </Button>
          <Button variant="outlined" color="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
        </Box>
      </Box>
    </Drawer>
  )
}
