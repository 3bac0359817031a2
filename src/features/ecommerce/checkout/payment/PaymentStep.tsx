import { useId, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined'
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined'
import Refresh from '@mui/icons-material/Refresh'
import { Controller, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { ApiError } from '@/api'
import type { Address, Order } from '@/api/contract/ecommerce'
import { FormAlert, FormTextField, useSubmit, useZodForm } from '@/components/form'
import { TitledCard } from '@/components/TitledCard'
import { formatCardNumber, formatDigits, formatExpiry } from '../cardFormat'
import { refusalForForm, useContractMessages, useContractSchema } from '../contractMessages'
import { useOrderPlaced, usePlaceOrder } from '../mutations'
import { ShipTo } from '../parts/AddressText'
import { PriceCard } from '../parts/PriceCard'
import { StepLayout } from '../parts/StepLayout'
import { FormattedField } from './FormattedField'
import { EMPTY_PAYMENT, PaymentForm, paymentBody, paymentField, type PaymentFields, type PaymentValues } from './paymentForm'

interface PaymentStepProps {
  address: Address
  coupon: string
  onCouponChange: (coupon: string) => void
  onChangeAddress: () => void
  /** Shows the order's confirmation; the order's changes elsewhere (the cart emptied) follow once it has. */
  onPlaced: (order: Order) => Promise<void>
}

/**
 * The last step: how to pay (a card, checked as the server checks it, or cash on delivery), where it
 * ships, what it comes to, and "Place order". A refusal of the server shows under the field it names;
 * a failure that may pass (the server down, no network) offers Retry, which places the same order.
 */
export function PaymentStep({ address, coupon, onCouponChange, onChangeAddress, onPlaced }: PaymentStepProps) {
  const { t } = useLingui()
  const say = useContractMessages()
  const formId = useId()
  const schema = useContractSchema(PaymentForm) as unknown as z.ZodType<PaymentValues, PaymentFields>
  const form = useZodForm(schema, { defaultValues: EMPTY_PAYMENT })
  const method = useWatch({ control: form.control, name: 'method' })
  const place = usePlaceOrder()
  const placed = useOrderPlaced()
  // Whether the last failure may pass if tried again (not a refusal of what was sent).
  const [retryable, setRetryable] = useState(false)
  const submit = useSubmit(
    form,
    async (values) => {
      setRetryable(false)
      try {
        return await place.mutateAsync({ addressId: address.id, coupon, payment: paymentBody(values) })
      } catch (error) {
        setRetryable(!(error instanceof ApiError && error.status < 500))
        throw refusalForForm(error, say, paymentField)
      }
    },
    {
      errorMessage: t`The order could not be placed. Please try again.`,
      onSuccess: async (order) => {
        await onPlaced(order)
        placed(order)
      },
    },
  )

  const main = (
    <TitledCard title={<Trans>Payment method</Trans>} data-testid="payment-step">
      <CardContent sx={{ pt: 0 }}>
        <Box component="form" id={formId} noValidate onSubmit={submit.onSubmit} aria-label={t`Payment`} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <FormAlert
            form={form}
            action={
              retryable && (
                <Button color="inherit" size="small" startIcon={<Refresh />} onClick={() => void submit.onSubmit()} loading={submit.pending}>
                  <Trans>Retry</Trans>
                </Button>
              )
            }
          />
          <Controller
            control={form.control}
            name="method"
            render={({ field: { ref, ...field } }) => (
              <RadioGroup {...field} ref={ref} aria-label={t`How to pay`} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
                <MethodOption value="card" checked={field.value === 'card'} icon={<CreditCardOutlined />} label={<Trans>Credit or debit card</Trans>} />
                <MethodOption value="cash-on-delivery" checked={field.value === 'cash-on-delivery'} icon={<PaymentsOutlined />} label={<Trans>Cash on delivery</Trans>} />
              </RadioGroup>
            )}
          />
          {method === 'card' ? (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
              <FormattedField
                control={form.control}
                name="number"
                format={formatCardNumber}
                label={t`Card number`}
                required
                autoComplete="cc-number"
                placeholder="1234 5678 9012 3456"
                slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
                sx={{ gridColumn: '1 / -1' }}
              />
              <FormTextField control={form.control} name="name" label={t`Name on card`} required autoComplete="cc-name" sx={{ gridColumn: '1 / -1' }} />
              <FormattedField
                control={form.control}
                name="expiry"
                format={formatExpiry}
                label={t`Expiry date`}
                required
                autoComplete="cc-exp"
                placeholder={t`MM/YY`}
                slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
              />
              <FormattedField
                control={form.control}
                name="cvv"
                format={(typed) => formatDigits(typed, 4)}
                label={t`CVV`}
                required
                autoComplete="cc-csc"
                helperText={t`3 or 4 digits on the back of the card`}
                slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
              />
            </Box>
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>
              <Trans>Pay in cash when your order arrives. Please have the exact amount ready.</Trans>
            </Typography>
          )}
        </Box>
      </CardContent>
    </TitledCard>
  )

  const side = (
    <PriceCard coupon={coupon} onCouponChange={onCouponChange}>
      <Divider />
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="subtitle2" component="h3">
            <Trans>Deliver to</Trans>
          </Typography>
          <Button size="small" onClick={onChangeAddress}>
            <Trans>Change</Trans>
          </Button>
        </Box>
        <ShipTo address={address} />
      </Box>
      <Button type="submit" form={formId} variant="contained" size="large" fullWidth loading={submit.pending}>
        <Trans>Place order</Trans>
      </Button>
    </PriceCard>
  )

  return <StepLayout main={main} side={side} />
}

function MethodOption({ value, checked, icon, label }: { value: string; checked: boolean; icon: ReactNode; label: ReactNode }) {
  return (
    <FormControlLabel
      value={value}
      control={<Radio />}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box component="span" aria-hidden sx={{ display: 'flex', color: checked ? 'primary.main' : 'text.secondary' }}>
            {icon}
          </Box>
          {label}
        </Box>
      }
      sx={{
        m: 0,
        p: 1.5,
        pr: 2,
        border: 1,
        borderRadius: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        boxShadow: (theme) => (checked ? `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none'),
      }}
    />
  )
}
