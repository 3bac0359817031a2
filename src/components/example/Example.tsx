import { useId, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CardContent from '@mui/material/CardContent'
import CodeOutlined from '@mui/icons-material/CodeOutlined'
import CodeOffOutlined from '@mui/icons-material/CodeOffOutlined'
import { Trans } from '@lingui/react/macro'
import { TitledCard } from '@/components/TitledCard'
import { ExampleCode } from './ExampleCode'

export interface ExampleProps {
  /** The card's title; the code's region is named after it too. */
  title: string
  /** One line under the title. */
  description?: ReactNode
  /** The example's own source text, downloaded the first time its code is shown (see examplesOf). */
  source: () => Promise<string>
  /** The file's name, shown above the code. */
  fileName?: string
  /** The example itself, live. */
  children: ReactNode
  'data-testid'?: string
}

/**
 * One example of a demo page: a card with its title, the example running, and a "Show code" toggle
 * that opens the example's own source under it, highlighted, with a Copy button. The toggle keeps the
 * focus and says whether the code is open (`aria-expanded`) and where (`aria-controls`); the code
 * follows it, so it is also what a screen reader reads next.
 */
export function Example({ title, description, source, fileName, children, 'data-testid': testId }: ExampleProps) {
  const [open, setOpen] = useState(false)
  const codeId = useId()
  return (
    <TitledCard title={title} subheader={description} data-testid={testId} sx={{ height: 'auto' }}>
      <CardContent sx={{ pt: 0, minWidth: 0 }}>{children}</CardContent>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pb: 1.5 }}>
        <Button
          size="small"
          startIcon={open ? <CodeOffOutlined /> : <CodeOutlined />}
          aria-expanded={open}
          aria-controls={codeId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          {open ? <Trans>Hide code</Trans> : <Trans>Show code</Trans>}
        </Button>
      </Box>
      <ExampleCode id={codeId} open={open} title={title} fileName={fileName} source={source} />
    </TitledCard>
  )
}
