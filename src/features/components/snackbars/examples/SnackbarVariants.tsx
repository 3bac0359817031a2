import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { showToast, type ToastVariant } from '@/components/toast'

export const meta: ExampleMeta = {
  title: msg`Variants`,
  description: msg`The app's toasts in their five colours, from anywhere in the code.`,
  order: 1,
}

export default function SnackbarVariants() {
  const { t } = useLingui()
  const variants: {
    variant: ToastVariant
    label: string
    message: string
    color: 'inherit' | 'success' | 'error' | 'warning' | 'info'
  }[] = [
    {
      variant: 'default',
      label: t`Default`,
      message: t`Your changes were saved.`,
      color: 'inherit',
    },
    {
      variant: 'success',
      label: t`Success`,
      message: t`The payment went through.`,
      color: 'success',
    },
    {
      variant: 'error',
      label: t`Error`,
      message: t`The file could not be uploaded.`,
      color: 'error',
    },
    {
      variant: 'warning',
      label: t`Warning`,
      message: t`Your storage is almost full.`,
      color: 'warning',
    },
    {
      variant: 'info',
      label: t`Info`,
      message: t`A new version is available.`,
      color: 'info',
    },
  ]
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {variants.map(({ variant, label, message, color }) => (
        <Button key={variant} variant="outlined" color={color} onClick={() => showToast(message, { variant })}>
          {label}
        </Button>
      ))}
    </Stack>
  )
}
