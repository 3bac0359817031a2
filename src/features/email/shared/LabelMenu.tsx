import Checkbox from '@mui/material/Checkbox'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import LabelOutlined from '@mui/icons-material/LabelOutlined'
import { useLingui } from '@lingui/react/macro'
import type { EmailLabel } from '@/api/contract/email'
import { MenuButton } from '@/components/MenuButton'
import { LABELS } from '../folders'
import type { MailState } from '../mailState'
import { LabelDot } from './LabelChip'

/**
 * Toggles a label on the given mails. Each label shows whether all of them have it (checked), some
 * (indeterminate) or none; choosing it toggles it on each mail on its own, as the back end does.
 */
export function LabelMenu({ mails, disabled, onToggle }: { mails: readonly MailState[]; disabled?: boolean; onToggle: (label: EmailLabel) => void }) {
  const { t, i18n } = useLingui()
  return (
    <MenuButton label={t`Labels`} icon={<LabelOutlined />} disabled={disabled}>
      {(close) =>
        LABELS.map(({ label, name }) => {
          const having = mails.filter((mail) => mail.labels.includes(label)).length
          return (
            <MenuItem
              key={label}
              role="menuitemcheckbox"
              aria-checked={having === mails.length && having > 0}
              onClick={() => {
                close()
                onToggle(label)
              }}
            >
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  size="small"
                  tabIndex={-1}
                  disableRipple
                  checked={having > 0 && having === mails.length}
                  indeterminate={having > 0 && having < mails.length}
                  slotProps={{ input: { 'aria-hidden': true } }}
                />
              </ListItemIcon>
              <ListItemText>{i18n._(name)}</ListItemText>
              <LabelDot label={label} />
            </MenuItem>
          )
        })
      }
    </MenuButton>
  )
}
