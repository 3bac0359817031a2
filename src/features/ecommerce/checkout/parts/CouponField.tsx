import { useId, useState, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import DiscountOutlined from '@mui/icons-material/DiscountOutlined'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { fieldErrors } from '@/api'
import { announce } from '@/components/announce'
import { TintedChip } from '@/components/TintedChip'
import { useContractMessages } from '../contractMessages'
import { cartPriceQuery } from '../queries'

interface CouponFieldProps {
  /** The coupon applied ('' for none). */
  coupon: string
  onChange: (coupon: string) => void
  /** Why the applied coupon was dropped, if it was (the server no longer takes it): shown under the field. */
  refusal?: string
}

/**
 * A coupon: typed and applied (the server prices the cart with it first, so an unknown code is said
 * under the field and nothing changes), or, once applied, shown with a way to remove it.
 */
export function CouponField({ coupon, onChange, refusal }: CouponFieldProps) {
  const { t } = useLingui()
  const say = useContractMessages()
  const queryClient = useQueryClient()
  const formId = useId()
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const [checking, setChecking] = useState(false)
  const shownError = error ?? refusal

  const apply = async (event: FormEvent) => {
    event.preventDefault()
    const code = typed.trim()
    if (code === '') {
      setError(t`Enter a coupon code`)
      return
    }
    setChecking(true)
    try {
      const price = await queryClient.fetchQuery(cartPriceQuery(code))
      setTyped('')
      setError(undefined)
      onChange(price.coupon)
      announce(t`Coupon ${price.coupon} applied`)
    } catch (failure) {
      const message = fieldErrors(failure)?.coupon
      setError(message ? say(message) : t`The coupon could not be checked. Please try again.`)
    } finally {
      setChecking(false)
    }
  }

  if (coupon !== '') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="applied-coupon">
        <DiscountOutlined fontSize="small" color="success" aria-hidden />
        <TintedChip color="success" label={<bdi>{coupon}</bdi>} />
        <Box component="span" sx={{ typography: 'body2', color: 'text.secondary', flex: 1 }}>
          <Trans>applied</Trans>
        </Box>
        <Tooltip title={t`Remove the coupon`}>
          <IconButton size="small" aria-label={t`Remove the coupon ${coupon}`} onClick={() => onChange('')}>
            <CloseOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    )
  }
  return (
    <Box component="form" id={formId} noValidate onSubmit={(event) => void apply(event)} aria-label={t`Coupon`} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        size="small"
        label={t`Coupon code`}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value)
          setError(undefined)
        }}
        error={Boolean(shownError)}
        helperText={shownError}
        slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'characters', spellCheck: false }, formHelperText: { role: shownError ? 'alert' : undefined } }}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="outlined" loading={checking} sx={{ height: 40 }}>
        <Trans>Apply</Trans>
      </Button>
    </Box>
  )
}
