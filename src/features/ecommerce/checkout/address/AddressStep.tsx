import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CardContent from '@mui/material/CardContent'
import RadioGroup from '@mui/material/RadioGroup'
import Skeleton from '@mui/material/Skeleton'
import AddOutlined from '@mui/icons-material/AddOutlined'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@/api/contract/ecommerce'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { StateMessage } from '@/components/StateMessage'
import { TitledCard } from '@/components/TitledCard'
import { useRemoveAddress } from '../mutations'
import { addressesQuery } from '../queries'
import { AddressDrawer } from './AddressDrawer'
import { AddressOption } from './AddressOption'

interface AddressStepProps {
  /** The address chosen (the default one until the user picks another). */
  chosen: number | undefined
  onChoose: (id: number) => void
}

/** The second step: where the order ships. A saved address chosen as a card, or a new one added (and chosen). */
export function AddressStep({ chosen, onChoose }: AddressStepProps) {
  const { t } = useLingui()
  const addresses = useQuery(addressesQuery())
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<Address | null>(null)
  const remove = useRemoveAddress()

  const body = addresses.data ? (
    addresses.data.length === 0 ? (
      <StateMessage kind="empty" size="small" title={<Trans>No saved addresses yet</Trans>} text={<Trans>Add the address your order should go to.</Trans>} />
    ) : (
      <RadioGroup
        aria-label={t`Saved addresses`}
        name="address"
        value={chosen ?? ''}
        onChange={(event) => onChoose(Number(event.target.value))}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}
      >
        {addresses.data.map((address) => (
          <AddressOption key={address.id} address={address} checked={address.id === chosen} onRemove={() => setRemoving(address)} />
        ))}
      </RadioGroup>
    )
  ) : addresses.error ? (
    <StateMessage
      kind="error"
      size="small"
      title={<Trans>The addresses could not be loaded</Trans>}
      text={addresses.error.message}
      error={addresses.error}
      onRetry={() => void addresses.refetch()}
    />
  ) : (
    <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <Skeleton variant="rounded" height={180} />
      <Skeleton variant="rounded" height={180} />
    </Box>
  )

  return (
    <TitledCard
      title={<Trans>Select your preferred address</Trans>}
      aria-busy={addresses.isPending}
      action={
        <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => setAdding(true)} disabled={!addresses.data}>
          <Trans>Add new address</Trans>
        </Button>
      }
      data-testid="address-step"
    >
      <CardContent sx={{ pt: 0 }}>{body}</CardContent>
      <AddressDrawer open={adding} onClose={() => setAdding(false)} onAdded={(address) => onChoose(address.id)} />
      <ConfirmDialog
        open={removing !== null}
        title={<Trans>Remove this address?</Trans>}
        text={
          removing && (
            <Trans>
              The address of <bdi>{removing.fullName}</bdi> at <bdi>{removing.line1}</bdi> will no longer be offered.
            </Trans>
          )
        }
        confirmLabel={<Trans>Remove</Trans>}
        tone="error"
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing)
          setRemoving(null)
        }}
      />
    </TitledCard>
  )
}
