import { useId } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Radio from '@mui/material/Radio'
import Typography from '@mui/material/Typography'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@/api/contract/ecommerce'
import { TintedChip } from '@/components/TintedChip'
import { AddressLines, AddressType } from '../parts/AddressText'

interface AddressOptionProps {
  address: Address
  checked: boolean
  onRemove: () => void
}

/**
 * A saved address as a card to choose (one radio of the step's group, named by the person and
 * described by the address), with its way to remove it beneath. The chosen card is outlined.
 */
export function AddressOption({ address, checked, onRemove }: AddressOptionProps) {
  const { t } = useLingui()
  const nameId = useId()
  const linesId = useId()
  return (
    <Box
      data-testid="address-option"
      sx={{
        border: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        boxShadow: (theme) => (checked ? `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none'),
        borderRadius: 1,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box component="label" sx={{ display: 'flex', gap: 1, p: 2, pb: 1, cursor: 'pointer', flex: 1 }}>
        <Radio value={address.id} slotProps={{ input: { 'aria-labelledby': nameId, 'aria-describedby': linesId } }} sx={{ mt: -1, ml: -1 }} />
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
            <Typography id={nameId} sx={{ fontWeight: 600 }}>
              <bdi>{address.fullName}</bdi>
            </Typography>
            <AddressType type={address.type} />
            {address.isDefault && <TintedChip color="success" label={<Trans>Default</Trans>} />}
          </Box>
          <AddressLines address={address} id={linesId} />
        </Box>
      </Box>
      <Box sx={{ px: 2, pb: 1.5, display: 'flex', justifyContent: 'flex-end' }}>
        <Button size="small" color="error" startIcon={<DeleteOutlineOutlined />} onClick={onRemove} aria-label={t`Remove the address of ${address.fullName}`}>
          <Trans>Remove</Trans>
        </Button>
      </Box>
    </Box>
  )
}
