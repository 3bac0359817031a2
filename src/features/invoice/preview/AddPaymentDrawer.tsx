import { useMemo } from 'react'
import InputAdornment from '@mui/material/InputAdornment'
import MenuItem from '@mui/material/MenuItem'
import { z } from 'zod'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { PAYMENT_METHODS } from '@/api/contract/invoiceValues'
import { PaymentMethod, type Invoice } from '@/api/contract/invoices'
import { Day } from '@/api/contract/day'
import { FormAlert, FormTextField, useSubmit, useZodForm } from '@/components/form'
import { FormDateField } from '@/components/form/FormDateField'
import { useAddPayment } from '../mutations'
import { useInvoiceFormat } from '../shared/useInvoiceFormat'
import { FormDrawer } from '@/components/form/FormDrawer'
import { centsOf, currencySign, typedAmount } from '../shared/paymentAmount'

const METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  'Bank Transfer': msg`Bank Transfer`,
  'Credit Card': msg`Credit Card`,
  Cash: msg`Cash`,
  PayPal: msg`PayPal`,
}

/** Today in the user's own calendar, as the contract writes a day. */
const today = () => {
  const now = new Date()
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
}

/**
 * Records money received against an invoice: the amount (in its currency, at most the balance due),
 * the day, how it was paid and a note. The invoice's status and balance follow the server's answer.
 * Its owner mounts it anew for each opening (a `key`), so the amount starts at the balance due then.
 */
export function AddPaymentDrawer({ invoice, open, onClose }: { invoice: Invoice; open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const { money } = useInvoiceFormat(invoice.currency)
  const balance = invoice.amounts.balance
  const due = money(balance)
  const schema = useMemo(() => {
    return z.object({
      amount: z.string().superRefine((typed, ctx) => {
        const cents = centsOf(typed)
        const problem =
          typed.trim() === ''
            ? t`This field is required`
            : cents === undefined
              ? t`Enter an amount such as 125.50`
              : cents <= 0
                ? t`Enter an amount greater than zero`
                : cents > balance
                  ? t`Enter at most the balance due, ${due}`
                  : undefined
        if (problem) ctx.addIssue({ code: 'custom', message: problem })
      }),
      date: Day,
      method: PaymentMethod,
      note: z.string().trim().max(500),
    })
  }, [balance, due, t])
  const form = useZodForm(schema, { defaultValues: { amount: typedAmount(balance, i18n.locale), date: today(), method: PAYMENT_METHODS[0], note: '' } })
  const add = useAddPayment()
  const submit = useSubmit(form, ({ amount, ...payment }) => add.mutateAsync({ id: invoice.id, amount: centsOf(amount)!, ...payment }), {
    successMessage: t`Payment added`,
    errorMessage: t`The payment could not be added. Please try again.`,
    onSuccess: onClose,
  })
  return (
    <FormDrawer {...submit} open={open} title={<Trans>Add payment</Trans>} submitLabel={<Trans>Add payment</Trans>} dirty={form.formState.isDirty} onClose={onClose}>
      <FormAlert form={form} />
      <FormTextField
        control={form.control}
        name="amount"
        label={t`Payment amount`}
        required
        fullWidth
        helperText={t`Balance due: ${due}`}
        slotProps={{
          htmlInput: { inputMode: 'decimal', dir: 'ltr' },
          input: { startAdornment: <InputAdornment position="start">{currencySign(invoice.currency, i18n.locale)}</InputAdornment> },
        }}
      />
      <FormDateField control={form.control} name="date" label={t`Payment date`} maxDay={today()} required fullWidth />
      <FormTextField control={form.control} name="method" label={t`Payment method`} select required fullWidth>
        {PAYMENT_METHODS.map((method) => (
          <MenuItem key={method} value={method}>
            {i18n._(METHOD_LABELS[method])}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={form.control} name="note" label={t`Internal payment note`} multiline minRows={3} fullWidth />
    </FormDrawer>
  )
}
