import { createFileRoute } from '@tanstack/react-router'
import { DragAndDropPage } from '@/features/extensions/dragAndDrop/DragAndDropPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/extensions/drag-and-drop')({
  ...pageRoute('extensions-drag-and-drop'),
  component: DragAndDropPage,
})
