import type { ComponentType, ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import type { SvgIconProps } from '@mui/material/SvgIcon'

export interface CardOption<V extends string> {
  value: V
  label: string
  icon?: ComponentType<SvgIconProps>
  /** A picture instead of an icon (e.g. a colour swatch). */
  preview?: ReactNode
}

interface Props<V extends string> {
  /** Unique per group: ties the native radios together, so arrow keys move between them. */
  name: string
  label: string
  value: V
  options: CardOption<V>[]
  onChange: (value: V) => void
  columns?: number
}

/**
 * A choice shown as a row of cards. Each card wraps a real (visually hidden) radio button, so
 * keyboard use and screen readers work as with any radio group.
 */
export function OptionCards<V extends string>({ name, label, value, options, onChange, columns = 3 }: Props<V>) {
  return (
    <Box role="radiogroup" aria-label={label} data-testid={`option-${name}`}>
      <Typography variant="body2" sx={{ fontWeight: 500, mb: 1, color: 'text.primary' }}>
        {label}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 1.5 }}>
        {options.map((option) => (
          <OptionCard key={option.value} name={name} option={option} checked={option.value === value} onChange={onChange} />
        ))}
      </Box>
    </Box>
  )
}

function OptionCard<V extends string>({
  name,
  option,
  checked,
  onChange,
}: {
  name: string
  option: CardOption<V>
  checked: boolean
  onChange: (value: V) => void
}) {
  const Icon = option.icon
  return (
    <Box component="label" sx={{ display: 'grid', gap: 0.75, cursor: 'pointer', textAlign: 'center' }}>
      <Box
        component="input"
        type="radio"
        name={name}
        value={option.value}
        checked={checked}
        onChange={() => onChange(option.value)}
        sx={{ position: 'absolute', opacity: 0, width: 1, height: 1, m: 0, pointerEvents: 'none' }}
      />
      <Box
        className="option-card"
        sx={(theme) => ({
          height: 60,
          display: 'grid',
          placeItems: 'center',
          borderRadius: 1.5,
          border: `1px solid ${checked ? theme.palette.primary.main : theme.palette.divider}`,
          outline: checked ? `1px solid ${theme.palette.primary.main}` : 'none',
          bgcolor: checked ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
          color: checked ? 'primary.main' : 'text.secondary',
          transition: 'border-color .15s, background-color .15s',
          'label:hover > &': { borderColor: checked ? 'primary.main' : 'text.disabled' },
          // Keyboard focus lands on the hidden radio; show it on the card.
          'input:focus-visible + &': { boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.35)}` },
        })}
      >
        {option.preview ?? (Icon && <Icon />)}
      </Box>
      <Typography
        component="span"
        variant="body2"
        sx={{ fontSize: '0.8125rem', color: checked ? 'primary.main' : 'text.secondary', lineHeight: 1.3 }}
      >
        {option.label}
      </Typography>
    </Box>
  )
}
