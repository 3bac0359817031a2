import CheckCircle from '@mui/icons-material/CheckCircle'
import RemoveCircleOutlined from '@mui/icons-material/RemoveCircleOutlined'
import { useLingui } from '@lingui/react/macro'

/** A yes/no cell: an icon for the eye, a label for screen readers and tests. */
export function Allowed({ allowed }: { allowed: boolean }) {
  const { t } = useLingui()
  return allowed ? (
    <CheckCircle color="success" titleAccess={t`Allowed`} fontSize="small" />
  ) : (
    <RemoveCircleOutlined sx={{ color: 'text.disabled' }} titleAccess={t`Not allowed`} fontSize="small" />
  )
}
