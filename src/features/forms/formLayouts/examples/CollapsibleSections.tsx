import { useState } from 'react'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Collapsible sections`, description: msg`A long form in sections, one open at a time.`, order: 5 }

type Section = 'delivery' | 'payment'

export default function CollapsibleSections() {
  const { t } = useLingui()
  const [open, setOpen] = useState<Section | false>('delivery')
  const toggle = (section: Section) => (_: unknown, expanded: boolean) => setOpen(expanded ? section : false)
  return (
    <Stack component="form" spacing={2} onSubmit={(event) => event.preventDefault()} aria-label={t`Collapsible sections`}>
      <div>
        <Accordion expanded={open === 'delivery'} onChange={toggle('delivery')} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
            <Typography component="span" sx={{ fontWeight: 500 }}>
              <Trans>Delivery address</Trans>
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Grid container spacing={2}>
              <Grid size={12}>
                <TextField label={t`Street`} autoComplete="street-address" size="small" fullWidth />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label={t`City`} autoComplete="address-level2" size="small" fullWidth />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label={t`Postcode`} autoComplete="postal-code" size="small" fullWidth />
              </Grid>
            </Grid>
          </AccordionDetails>
        </Accordion>
        <Accordion expanded={open === 'payment'} onChange={toggle('payment')} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
            <Typography component="span" sx={{ fontWeight: 500 }}>
              <Trans>Payment method</Trans>
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <RadioGroup defaultValue="card" aria-label={t`Payment method`}>
              <FormControlLabel value="card" control={<Radio />} label={t`Credit card`} />
              <FormControlLabel value="transfer" control={<Radio />} label={t`Bank transfer`} />
              <FormControlLabel value="delivery" control={<Radio />} label={t`Cash on delivery`} />
            </RadioGroup>
          </AccordionDetails>
        </Accordion>
      </div>
      <Stack direction="row">
        <Button type="submit" variant="contained">
          <Trans>Place order</Trans>
        </Button>
      </Stack>
    </Stack>
  )
}
