import { useId } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListSubheader from '@mui/material/ListSubheader'
import EditOutlined from '@mui/icons-material/EditOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import type { EmailsMeta } from '@/api/contract/email'
import { useSplitAppSidebar } from '@/components/SplitAppLayout'
import { useCompose } from '../compose/ComposeProvider'
import { FOLDERS, LABELS } from '../folders'
import { LabelDot } from '../shared/LabelChip'
import type { EmailPlace } from '../view'
import { PlaceLink } from './PlaceLink'

interface EmailSidebarProps {
  place: EmailPlace
  /** The counts of the list on screen; absent until it has loaded. */
  meta: EmailsMeta | undefined
}

/** Compose, the folders with their counts, and the labels: the content of the layout's sidebar. */
export function EmailSidebar({ place, meta }: EmailSidebarProps) {
  const { i18n } = useLingui()
  const { openCompose } = useCompose()
  // After a choice the drawer below `md` closes.
  const onNavigate = useSplitAppSidebar().closeSidebar
  const labelsId = useId()

  return (
    <>
      <Box sx={{ p: 2.5 }}>
        <Button
          fullWidth
          variant="contained"
          startIcon={<EditOutlined />}
          onClick={() => {
            onNavigate?.()
            openCompose({ mode: 'new' })
          }}
        >
          <Trans>Compose</Trans>
        </Button>
      </Box>
      {/*
        Lists of links in a <div>, not a <ul> (whose children must be <li>), and not a <nav> each: the
        layout's sidebar is the one navigation landmark ("Mail folders"); the labels are a group in it.
      */}
      <List component="div" dense disablePadding data-testid="email-folders">
        {FOLDERS.map(({ folder, name, icon: Icon, badge }) => {
          const count = badge && meta ? meta[badge] : 0
          return (
            <PlaceLink key={folder} place={{ folder }} current={place} onNavigate={onNavigate} icon={<Icon fontSize="small" />} name={i18n._(name)}>
              {count > 0 && (
                <Chip
                  size="small"
                  label={count}
                  data-testid={`badge-${folder}`}
                  // The draft count is how many there are; the others are unread mail that wants attention.
                  color={folder === 'draft' ? 'warning' : folder === 'spam' ? 'error' : 'primary'}
                  sx={(theme) => ({ height: 20, fontSize: theme.typography.pxToRem(12), fontWeight: 600, '& .MuiChip-label': { px: 0.75 } })}
                />
              )}
            </PlaceLink>
          )
        })}
      </List>
      <List
        component="div"
        role="group"
        aria-labelledby={labelsId}
        dense
        disablePadding
        sx={{ mt: 2 }}
        subheader={
          <ListSubheader id={labelsId} component="div" disableSticky sx={{ px: 3, lineHeight: 2.5, bgcolor: 'transparent', textTransform: 'uppercase', fontSize: 12, letterSpacing: 0.6, color: 'text.secondary' }}>
            <Trans>Labels</Trans>
          </ListSubheader>
        }
      >
        {LABELS.map(({ label, name }) => (
          <PlaceLink key={label} place={{ label }} current={place} onNavigate={onNavigate} icon={<LabelDot label={label} />} name={i18n._(name)} />
        ))}
      </List>
    </>
  )
}
