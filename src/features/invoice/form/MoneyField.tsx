import InputAdornment from '@mui/material/InputAdornment'
import type { FieldValues } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { FormNumberField, type FormNumberFieldProps } from '@/components/form'
import { centsOf, currencySign, typedAmount } from '../shared/paymentAmount'

type MoneyFieldProps<T extends FieldValues> = Omit<FormNumberFieldProps<T>, 'parse' | 'format'> & {
  /** The invoice's currency, whose sign the field shows. */
  currency: string
}

/**
 * An amount typed in the currency's main unit ("12.50", "12,50") and held by the form in cents, so
 * no sum is ever a float. Text that is no amount (three decimals, letters) is refused by the schema.
 */
export function MoneyField<T extends FieldValues>({ currency, slotProps, ...props }: MoneyFieldProps<T>) {
  const { i18n } = useLingui()
  const { locale } = i18n
  return (
    <FormNumberField
      {...props}
      parse={(text) => centsOf(text) ?? Number.NaN}
      format={(cents) => typedAmount(cents, locale)}
      slotProps={{
        ...slotProps,
        // Digits read left to right in a right-to-left page too.
        htmlInput: { dir: 'ltr' },
        input: { startAdornment: <InputAdornment position="start">{currencySign(currency, locale)}</InputAdornment> },
      }}
    />
  )
}
