import { useRef } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import AttachFileIcon from '@mui/icons-material/AttachFile'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import SendIcon from '@mui/icons-material/Send'
import { Trans, useLingui } from '@lingui/react/macro'

interface ComposeFooterProps {
  onSend: () => void
  /** Absent where a draft cannot be kept (replies and forwards: a draft holds no link to their thread). */
  onSaveDraft?: () => void
  onAttach: (files: File[]) => void
  onDiscard: () => void
  sending: boolean
  saving: boolean
}

const isApple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** Send, attach, save draft and discard. */
export function ComposeFooter({ onSend, onSaveDraft, onAttach, onDiscard, sending, saving }: ComposeFooterProps) {
  const { t } = useLingui()
  const fileInput = useRef<HTMLInputElement>(null)
  const busy = sending || saving
  const shortcut = isApple ? '⌘ Enter' : 'Ctrl Enter'

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25, borderTop: 1, borderColor: 'divider' }}>
      <Tooltip title={`${t`Send`} (${shortcut})`}>
        <Button
          variant="contained"
          onClick={onSend}
          disabled={busy}
          aria-keyshortcuts={isApple ? 'Meta+Enter' : 'Control+Enter'}
          endIcon={sending ? <CircularProgress size={16} color="inherit" /> : <SendIcon fontSize="small" />}
        >
          <Trans>Send</Trans>
        </Button>
      </Tooltip>
      <Tooltip title={t`Attach files`}>
        <IconButton aria-label={t`Attach files`} onClick={() => fileInput.current?.click()} disabled={busy}>
          <AttachFileIcon />
        </IconButton>
      </Tooltip>
      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        data-testid="compose-file-input"
        onChange={(event) => {
          onAttach([...(event.target.files ?? [])])
          // The same file may be picked again after being removed.
          event.target.value = ''
        }}
      />
      {onSaveDraft && (
        <Button color="secondary" onClick={onSaveDraft} disabled={busy}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Save draft</Trans>}
        </Button>
      )}
      <Box sx={{ flex: 1 }} />
      <Tooltip title={t`Discard`}>
        <IconButton aria-label={t`Discard`} onClick={onDiscard} disabled={busy}>
          <DeleteOutlinedIcon />
        </IconButton>
      </Tooltip>
    </Box>
  )
}
