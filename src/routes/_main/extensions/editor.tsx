import { createFileRoute } from '@tanstack/react-router'
import { EditorPage } from '@/features/extensions/editor/EditorPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/extensions/editor')({
  ...pageRoute('extensions-editor'),
  component: EditorPage,
})
