import { useState } from 'react'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown'
import { useLingui } from '@lingui/react/macro'
import { CARD_PERIODS, DEFAULT_CARD_PERIOD } from '@/api/contract/cardValues'
import { PERIOD_LABELS, type CardPeriod } from './periods'

interface PeriodMenuProps {
  value?: CardPeriod
  onChange: (period: CardPeriod) => void
}

/** A card's period: a button that says the period shown and opens the menu of the others. */
export function PeriodMenu({ value = DEFAULT_CARD_PERIOD, onChange }: PeriodMenuProps) {
  const { t, i18n } = useLingui()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const close = () => setAnchor(null)
  return (
    <>
      <Button
        size="small"
        color="inherit"
        endIcon={<KeyboardArrowDown />}
        aria-label={t`Period: ${i18n._(PERIOD_LABELS[value])}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
      >
        {i18n._(PERIOD_LABELS[value])}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {CARD_PERIODS.map((period) => (
          <MenuItem
            key={period}
            selected={period === value}
            onClick={() => {
              close()
              if (period !== value) onChange(period)
            }}
          >
            {i18n._(PERIOD_LABELS[period])}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
