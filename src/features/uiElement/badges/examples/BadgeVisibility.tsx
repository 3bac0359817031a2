import { useState } from 'react'
import Badge from '@mui/material/Badge'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined'
import RemoveCircleOutlineOutlined from '@mui/icons-material/RemoveCircleOutlineOutlined'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Live count`, description: msg`A badge follows its count, hides at zero unless told otherwise.`, order: 4 }

export default function BadgeVisibility() {
  const { t } = useLingui()
  const [count, setCount] = useState(3)
  const [showZero, setShowZero] = useState(false)
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Badge badgeContent={count} color="error" showZero={showZero}>
        {/* The badge is drawn; the cart's name says the count. */}
        <ShoppingCartOutlined role="img" aria-hidden={false} aria-label={plural(count, { one: 'Cart, # item', other: 'Cart, # items' })} sx={{ color: 'action.active' }} />
      </Badge>
      <Stack direction="row">
        <IconButton aria-label={t`Remove an item`} onClick={() => setCount(Math.max(0, count - 1))} disabled={count === 0}>
          <RemoveCircleOutlineOutlined />
        </IconButton>
        <IconButton aria-label={t`Add an item`} onClick={() => setCount(count + 1)}>
          <AddCircleOutlined />
        </IconButton>
      </Stack>
      <FormControlLabel control={<Switch checked={showZero} onChange={(event) => setShowZero(event.target.checked)} />} label={t`Show zero`} />
    </Stack>
  )
}
