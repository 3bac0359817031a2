import { useState } from 'react'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { copyText } from '../copyText'

export const meta: ExampleMeta = { title: msg`Copy a field`, description: msg`A button inside the field copies what is typed in it; a read-only one holds a key to share.`, order: 1 }

export default function CopyTextField() {
  const { t } = useLingui()
  const [message, setMessage] = useState(() => t`See you at the review on Monday.`)
  const apiKey = 'vk_live_5f2c9a81d4e7b3a6'
  return (
    <Stack spacing={2.5}>
      <TextField
        label={t`Message`}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={t`Copy the message`}>
                  <IconButton edge="end" aria-label={t`Copy the message`} onClick={() => copyText(message, t`The message`)} data-testid="copy-message">
                    <ContentCopyOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        label={t`API key`}
        value={apiKey}
        slotProps={{
          htmlInput: { readOnly: true, dir: 'ltr' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={t`Copy the API key`}>
                  <IconButton edge="end" aria-label={t`Copy the API key`} onClick={() => copyText(apiKey, t`The API key`)}>
                    <ContentCopyOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  )
}
