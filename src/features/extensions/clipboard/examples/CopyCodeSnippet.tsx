import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CheckOutlined from '@mui/icons-material/CheckOutlined'
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { copyText } from '../copyText'

export const meta: ExampleMeta = { title: msg`Copy a code snippet`, description: msg`The button says “Copied” for a moment, and the toast confirms it.`, order: 2 }

const SNIPPET = `npm install react-dropzone
npm install @dnd-kit/core @dnd-kit/sortable`

export default function CopyCodeSnippet() {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    if (await copyText(SNIPPET, t`The commands`)) {
      setCopied(true)
      setTimeout(() => setCopied(false), 2000)
    }
  }
  return (
    <Box sx={{ position: 'relative', borderRadius: 1, bgcolor: 'grey.900', color: 'grey.100' }} dir="ltr">
      <Box component="pre" sx={{ m: 0, p: 2, pe: 14, fontSize: 13, overflowX: 'auto' }}>
        <code>{SNIPPET}</code>
      </Box>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        onClick={copy}
        startIcon={copied ? <CheckOutlined /> : <ContentCopyOutlined />}
        sx={{ position: 'absolute', top: 8, right: 8, borderColor: 'grey.700' }}
      >
        {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
      </Button>
    </Box>
  )
}
