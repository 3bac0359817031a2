import type { ReactNode } from 'react'
import Card from '@mui/material/Card'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { useHeaderOffset } from './headerOffset'

interface TagNavProps {
  /** Each tag with how many operations it has (those the search finds). */
  tags: ReadonlyArray<{ name: string; count: number }>
  total: number
  /** The tag shown; undefined for all. */
  selected: string | undefined
  onSelect: (tag: string | undefined) => void
  schemaCount: number
  onSchemas: () => void
}

function Entry({ label, count, selected, onClick, capitalize }: { label: ReactNode; count: number; selected?: boolean; onClick: () => void; capitalize?: boolean }) {
  return (
    <ListItem disablePadding sx={{ width: { xs: 'auto', md: '100%' } }}>
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={onClick}
        sx={{
          borderRadius: 1,
          gap: 1.5,
          py: { xs: 0.5, md: 0.75 },
          border: { xs: 1, md: 0 },
          borderColor: { xs: 'divider' },
        }}
      >
        <Typography component="span" variant="body2" sx={{ flex: 1, fontWeight: selected ? 600 : 400, textTransform: capitalize ? 'capitalize' : undefined }}>
          {label}
        </Typography>
        <Typography component="span" variant="caption" sx={{ color: selected ? 'inherit' : 'text.secondary' }}>
          {count}
        </Typography>
      </ListItemButton>
    </ListItem>
  )
}

/**
 * The document's tags, each with its count: one shows only its operations. A column beside the
 * operations on a wide screen, a wrapping row above them on a narrow one.
 */
export function TagNav({ tags, total, selected, onSelect, schemaCount, onSchemas }: TagNavProps) {
  const { t } = useLingui()
  // Beside the operations, it stays in view under the page's header as they scroll by.
  const top = useHeaderOffset()
  return (
    <Card component="nav" aria-label={t`API tags`} sx={{ position: { md: 'sticky' }, top: { md: top }, maxHeight: { md: `calc(100vh - ${top + 16}px)` }, overflowY: { md: 'auto' } }}>
      <List dense sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, flexWrap: 'wrap', gap: { xs: 1, md: 0.25 }, p: 1 }}>
        <Entry label={<Trans>All operations</Trans>} count={total} selected={selected === undefined} onClick={() => onSelect(undefined)} />
        {tags.map((tag) => (
          <Entry key={tag.name} label={tag.name} count={tag.count} selected={selected === tag.name} onClick={() => onSelect(tag.name)} capitalize />
        ))}
        <Entry label={<Trans>Schemas</Trans>} count={schemaCount} onClick={onSchemas} />
      </List>
    </Card>
  )
}
