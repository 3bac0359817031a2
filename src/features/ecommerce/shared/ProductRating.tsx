import Rating from '@mui/material/Rating'
import { useLingui } from '@lingui/react/macro'

/** A product's average rating as stars, named in words ("Rated 4.5 out of 5"). */
export function ProductRating({ value, size = 'small' }: { value: number; size?: 'small' | 'medium' }) {
  const { t, i18n } = useLingui()
  const rating = i18n.number(value, { maximumFractionDigits: 1 })
  return <Rating value={value} precision={0.5} readOnly size={size} getLabelText={() => t`Rated ${rating} out of 5`} />
}
