import { useId } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import type { z } from 'zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { ClientInput } from '@/api/contract/invoices'
import { FormTextField, useZodForm } from '@/components/form'

export type NewClient = z.output<typeof ClientInput>

const EMPTY: z.input<typeof ClientInput> = { name: '', company: '', companyEmail: '', address: '', country: '', contact: '' }

/**
 * The fields of a client who is not in the list yet. Nothing is stored here: the client goes with
 * the invoice (the contract's `client`) and joins the clients when the invoice is saved.
 */
export function NewClientDialog({ open, onAdd, onClose }: { open: boolean; onAdd: (client: NewClient) => void; onClose: () => void }) {
  const { t } = useLingui()
  const titleId = useId()
  const form = useZodForm(ClientInput, { defaultValues: EMPTY })
  const close = () => {
    form.reset(EMPTY)
    onClose()
  }
  const add = form.handleSubmit((client) => {
    onAdd(client)
    close()
  })
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box
        component="form"
        noValidate
        aria-labelledby={titleId}
        // The dialog sits inside the invoice form in React's tree: its submit must not submit the invoice.
        onSubmit={(event) => {
          event.stopPropagation()
          void add(event)
        }}
      >
        <DialogTitle id={titleId}>
          <Trans>Add new client</Trans>
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: '8px !important' }}>
          <FormTextField control={form.control} name="name" label={t`Name`} required fullWidth autoFocus />
          <FormTextField control={form.control} name="company" label={t`Company`} fullWidth />
          <FormTextField control={form.control} name="companyEmail" label={t`Email`} type="email" required fullWidth />
          <FormTextField control={form.control} name="contact" label={t`Contact`} type="tel" fullWidth />
          <FormTextField control={form.control} name="address" label={t`Address`} fullWidth sx={{ gridColumn: { sm: '1 / -1' } }} />
          <FormTextField control={form.control} name="country" label={t`Country`} fullWidth />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button variant="outlined" color="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained">
            <Trans>Add client</Trans>
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
