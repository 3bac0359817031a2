import { useState } from 'react'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Input masks`, description: msg`Digits grouped as they are typed: a phone number, a card number, an expiry date.`, order: 5 }

/** Keeps the digits of `value` (up to the pattern's count of #) and lays them out on the pattern: "### ### ###". */
function mask(value: string, pattern: string): string {
  const digits = value.replace(/\D/g, '').slice(0, pattern.split('#').length - 1)
  let shown = ''
  let next = 0
  for (const sign of pattern) {
    if (next >= digits.length) break
    shown += sign === '#' ? digits[next++] : sign
  }
  return shown
}

export default function InputMasks() {
  const { t } = useLingui()
  const [phone, setPhone] = useState('')
  const [card, setCard] = useState('')
  const [expiry, setExpiry] = useState('')
  // Numbers read left to right in a right-to-left page too.
  const digits = { inputMode: 'numeric', dir: 'ltr' } as const
  return (
    <Stack spacing={2.5}>
      <TextField
        label={t`Phone`}
        placeholder="+351 912 345 678"
        value={phone}
        onChange={(event) => setPhone(mask(event.target.value, '+### ### ### ###'))}
        slotProps={{ htmlInput: { ...digits, autoComplete: 'tel' } }}
        fullWidth
      />
      <TextField
        label={t`Card number`}
        placeholder="0000 0000 0000 0000"
        value={card}
        onChange={(event) => setCard(mask(event.target.value, '#### #### #### ####'))}
        slotProps={{ htmlInput: { ...digits, autoComplete: 'cc-number' } }}
        fullWidth
      />
      <TextField
        label={t`Expiry date`}
        placeholder={t`MM/YY`}
        value={expiry}
        onChange={(event) => setExpiry(mask(event.target.value, '##/##'))}
        slotProps={{ htmlInput: { ...digits, autoComplete: 'cc-exp' } }}
        fullWidth
      />
    </Stack>
  )
}
