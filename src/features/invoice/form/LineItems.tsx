import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import { useFieldArray, useFormState, useWatch } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { linePrice } from '@/api/contract/invoiceTotals'
import { FormNumberField, FormTextField, type ZodForm } from '@/components/form'
import { useInvoiceFormat } from '../shared/useInvoiceFormat'
import { newLine, type InvoiceFormSchema } from './invoiceFormValues'
import { MoneyField } from './MoneyField'
import { wholeOrZero } from './liveTotals'

interface LineProps {
  form: ZodForm<InvoiceFormSchema>
  currency: string
}

/** The invoice's lines: what, a description, the unit cost, how many and their price; lines are added and removed. */
export function LineItems({ form, currency }: LineProps) {
  const { t } = useLingui()
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' })
  const { errors } = useFormState({ control: form.control, name: 'items' })
  // The list's own message (no line at all): from the form's check, or from the server (a total below what was paid).
  const listError = errors.items?.root?.message ?? errors.items?.message
  return (
    <Box component="section" aria-label={t`Items`}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {fields.map((field, index) => (
          <LineItem key={field.id} form={form} currency={currency} index={index} onRemove={() => remove(index)} />
        ))}
      </Box>
      {listError && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 2 }}>
          {listError}
        </Typography>
      )}
      <Button variant="contained" size="small" startIcon={<Add />} onClick={() => append(newLine())} sx={{ mt: 2 }}>
        <Trans>Add item</Trans>
      </Button>
    </Box>
  )
}

/** One line, its fields showing their own errors. */
function LineItem({ form, currency, index, onRemove }: LineProps & { index: number; onRemove: () => void }) {
  const { t } = useLingui()
  const number = index + 1
  return (
    <Box
      role="group"
      aria-label={t`Item ${number}`}
      data-testid={`invoice-item-${index}`}
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr 1fr', md: '3fr 1.5fr 1fr 1.2fr auto' },
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <FormTextField control={form.control} name={`items.${index}.name`} label={t`Item`} required fullWidth size="small" />
        <FormTextField control={form.control} name={`items.${index}.description`} label={t`Description`} multiline minRows={2} fullWidth size="small" />
      </Box>
      <MoneyField control={form.control} name={`items.${index}.cost`} label={t`Cost`} currency={currency} required fullWidth size="small" />
      <FormNumberField control={form.control} name={`items.${index}.quantity`} label={t`Quantity`} required fullWidth size="small" />
      <LinePrice form={form} index={index} currency={currency} />
      <Tooltip title={t`Remove item`}>
        <IconButton aria-label={t`Remove item ${number}`} onClick={onRemove} sx={{ justifySelf: 'end' }}>
          <DeleteOutlined />
        </IconButton>
      </Tooltip>
    </Box>
  )
}

/** A line's price, cost times quantity, as the server will compute it. */
function LinePrice({ form, index, currency }: LineProps & { index: number }) {
  const { money } = useInvoiceFormat(currency)
  const [cost, quantity] = useWatch({ control: form.control, name: [`items.${index}.cost`, `items.${index}.quantity`] })
  return (
    <Box sx={{ pt: 0.5 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        <Trans>Price</Trans>
      </Typography>
      <Typography data-testid={`invoice-item-${index}-price`} sx={{ fontWeight: 500 }}>
        {money(linePrice({ cost: wholeOrZero(cost), quantity: wholeOrZero(quantity) }))}
      </Typography>
    </Box>
  )
}
