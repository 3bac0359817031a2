import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Trans } from '@lingui/react/macro'
import type { Address } from '@/api/contract/ecommerce'
import { TintedChip } from '@/components/TintedChip'

type ShippingAddress = Omit<Address, 'id' | 'isDefault'>

/** The kind of an address, as a short label. */
export function AddressType({ type }: { type: Address['type'] }) {
  return <TintedChip color={type === 'home' ? 'primary' : 'info'} label={type === 'home' ? <Trans>Home</Trans> : <Trans>Office</Trans>} />
}

/** An address as a label shows it: the street lines, the town with its postcode, the country, the phone. */
export function AddressLines({ address, id }: { address: ShippingAddress; id?: string }) {
  const { line1, line2, city, state, postcode, country, phone } = address
  const town = [city, state].filter(Boolean).join(', ')
  return (
    <Box id={id} component="address" sx={{ fontStyle: 'normal', color: 'text.secondary', typography: 'body2', lineHeight: 1.6 }}>
      <bdi>{line1}</bdi>
      {line2 && (
        <>
          <br />
          <bdi>{line2}</bdi>
        </>
      )}
      <br />
      <bdi>
        {town} {postcode}
      </bdi>
      <br />
      <bdi>{country}</bdi>
      <br />
      <Trans>
        Phone: <bdi>{phone}</bdi>
      </Trans>
    </Box>
  )
}

/** The person and the address an order ships to. */
export function ShipTo({ address }: { address: ShippingAddress }) {
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography sx={{ fontWeight: 600 }}>
          <bdi>{address.fullName}</bdi>
        </Typography>
        <AddressType type={address.type} />
      </Box>
      <AddressLines address={address} />
    </Box>
  )
}
