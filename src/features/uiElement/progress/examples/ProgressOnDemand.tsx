import { useEffect, useState } from 'react'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Following a task`, description: msg`A bar that fills as the work goes on, then says it is done.`, order: 5 }

export default function ProgressOnDemand() {
  const { t } = useLingui()
  const [progress, setProgress] = useState<number | null>(null)
  useEffect(() => {
    if (progress === null || progress >= 100) return
    const timer = setTimeout(() => setProgress(Math.min(100, progress + 10)), 300)
    return () => clearTimeout(timer)
  }, [progress])
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" onClick={() => setProgress(0)} disabled={progress !== null && progress < 100}>
        <Trans>Export the report</Trans>
      </Button>
      {progress !== null && (
        <>
          <LinearProgress variant="determinate" value={progress} aria-label={t`Export`} sx={{ width: '100%' }} />
          <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
            {progress < 100 ? <Trans>Exporting…</Trans> : <Trans>The report is ready.</Trans>}
          </Typography>
        </>
      )}
    </Stack>
  )
}
