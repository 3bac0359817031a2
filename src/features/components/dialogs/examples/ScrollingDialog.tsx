import { useState } from 'react'
import Button from '@mui/material/Button'
import Dialog, { type DialogProps } from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Scrolling content`,
  description: msg`A long text scrolls inside the dialog, or with the page.`,
  order: 4,
}

export default function ScrollingDialog() {
  const { t } = useLingui()
  const [scroll, setScroll] = useState<DialogProps['scroll'] | null>(null)
  const clauses = [
    t`You may use the service for your own work and that of your organisation.`,
    t`You keep the rights to everything you upload; we only store and show it for you.`,
    t`We may change these terms; we will tell you by email thirty days before.`,
    t`Either side may end the agreement at any time, with effect at the end of the billing period.`,
    t`Your data is kept in the European Union and is never sold.`,
  ]
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setScroll('paper')}>
          <Trans>Scroll inside</Trans>
        </Button>
        <Button variant="outlined" onClick={() => setScroll('body')}>
          <Trans>Scroll with the page</Trans>
        </Button>
      </Stack>
      <Dialog open={scroll !== null} onClose={() => setScroll(null)} scroll={scroll ?? 'paper'} aria-labelledby="scrolling-dialog-title">
        <DialogTitle id="scrolling-dialog-title">
          <Trans>Terms of service</Trans>
        </DialogTitle>
        <DialogContent dividers={scroll === 'paper'}>
          {/* The same clauses several times over: enough text to scroll. */}
          {[1, 2, 3, 4].flatMap((round) =>
            clauses.map((clause, index) => (
              <DialogContentText key={`${round}-${index}`} sx={{ mb: 1.5 }}>
                {clause}
              </DialogContentText>
            )),
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setScroll(null)}>
            <Trans>Decline</Trans>
          </Button>
          <Button variant="contained" onClick={() => setScroll(null)}>
            <Trans>Accept</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
