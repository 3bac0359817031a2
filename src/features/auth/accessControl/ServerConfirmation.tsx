import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { contractMismatchText } from '@/api/errorText'
import { TintedAlert } from '../components/TintedAlert'
import { meQuery } from './meQuery'

/**
 * Asks the back end who the token belongs to and which rules it carries. A protected call, so it
 * also shows the session at work: an expired access token is renewed silently before it answers.
 */
export function ServerConfirmation() {
  const query = useQuery(meQuery())

  if (query.isPending) return <Skeleton variant="rounded" height={48} data-testid="server-confirmation-loading" />
  if (query.isError) {
    return (
      <TintedAlert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        }
      >
        <Trans>The back end could not confirm your access.</Trans> {contractMismatchText(query.error)}
      </TintedAlert>
    )
  }
  const { userData } = query.data
  const rules = userData.ability.map((r) => `${r.action} ${r.subject}`).join(', ')
  return (
    <TintedAlert severity="success" icon={<VerifiedUserOutlined />} data-testid="server-confirmation">
      <Trans>
        The back end confirms: signed in as {userData.email} with {rules}.
      </Trans>
    </TintedAlert>
  )
}
