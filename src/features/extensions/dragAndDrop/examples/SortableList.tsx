import { useState } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import DragIndicator from '@mui/icons-material/DragIndicator'
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core'
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Sortable list`, description: msg`Rows put in order by their handle: drag it, or press Space and use the arrow keys.`, order: 1 }

function Row({ id, label }: { id: string; label: string }) {
  const { t } = useLingui()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id })
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', boxShadow: isDragging ? 6 : 0, position: 'relative', zIndex: isDragging ? 1 : 0 }}
    >
      <IconButton ref={setActivatorNodeRef} size="small" aria-label={t`Move “${label}”`} sx={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners}>
        <DragIndicator fontSize="small" />
      </IconButton>
      <Typography variant="body2">{label}</Typography>
    </Box>
  )
}

export default function SortableList() {
  const { t } = useLingui()
  const [rows, setRows] = useState(() => [
    { id: 'research', label: t`Research the market` },
    { id: 'wireframes', label: t`Draw the wireframes` },
    { id: 'design', label: t`Design the screens` },
    { id: 'build', label: t`Build the prototype` },
    { id: 'test', label: t`Test with five users` },
  ])
  const ids = rows.map((row) => row.id)
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))
  const labelOf = (id: string | number) => rows.find((row) => row.id === id)?.label ?? ''
  const positionOf = (id: string | number) => ids.indexOf(String(id)) + 1
  const total = rows.length
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const label = labelOf(active.id)
      const position = positionOf(active.id)
      return plural(total, { one: `Picked up “${label}”, at position ${position} of #.`, other: `Picked up “${label}”, at position ${position} of #.` })
    },
    onDragOver: ({ active, over }) => {
      const label = labelOf(active.id)
      const position = over ? positionOf(over.id) : 0
      return over ? plural(total, { one: `“${label}” is over position ${position} of #.`, other: `“${label}” is over position ${position} of #.` }) : ''
    },
    onDragEnd: ({ active, over }) => {
      const label = labelOf(active.id)
      const position = over ? positionOf(over.id) : 0
      return over ? plural(total, { one: `“${label}” dropped at position ${position} of #.`, other: `“${label}” dropped at position ${position} of #.` }) : ''
    },
    onDragCancel: ({ active }) => t`Moving “${labelOf(active.id)}” was cancelled.`,
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) setRows((current) => arrayMove(current, positionOf(active.id) - 1, positionOf(over.id) - 1))
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box component="ol" aria-label={t`Project steps`} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {rows.map((row) => (
            <Row key={row.id} {...row} />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  )
}
