import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { IconMenuItem } from '@/components/IconMenuItem'
import { showToast } from '@/components/toast'
import { api } from '@/api/client'
import { resetDemoData } from '@/api/contract/demo'
import { setTokens } from '@/auth'

/** The user menu's way to the reset (the back end allows it to an admin only). */
export function ResetDemoDataMenuItem({ onClick }: { onClick: () => void }) {
  return (
    <IconMenuItem icon={<RestartAltOutlined fontSize="small" />} onClick={onClick}>
      <Trans>Reset demo data</Trans>
    </IconMenuItem>
  )
}

/**
 * Asks before putting the demo back end's seed data back (every mail, bookmark and account made
 * here is lost), then refetches whatever the screens show. The reset ends every session but the
 * caller's, who gets new tokens (none when their own account was made here: the refetch then
 * meets a 401 and the session ends as any expired one does).
 */
export function ResetDemoDataDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const reset = useMutation({
    mutationFn: async () => {
      const { session } = await api(resetDemoData)
      // Stored at once, before anything else is sent with the tokens the reset just retired.
      if (session) setTokens(session)
    },
    onSuccess: () => {
      void queryClient.invalidateQueries()
      showToast(t`The demo data is back to its original state.`, { variant: 'success' })
      onClose()
    },
    onError: () => showToast(t`The demo data could not be reset. Please try again.`, { variant: 'error' }),
  })

  return (
    <ConfirmDialog
      open={open}
      tone="error"
      title={<Trans>Reset the demo data?</Trans>}
      text={
        <Trans>
          Every change made in this browser (mails, bookmarks, new accounts) is replaced by the original demo data.
          Your layout settings and your session stay as they are.
        </Trans>
      }
      confirmLabel={<Trans>Reset demo data</Trans>}
      pending={reset.isPending}
      onConfirm={() => reset.mutate()}
      onClose={onClose}
    />
  )
}
