import { createFileRoute } from '@tanstack/react-router'
import { ClipboardPage } from '@/features/extensions/clipboard/ClipboardPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/extensions/clipboard')({
  ...pageRoute('extensions-clipboard'),
  component: ClipboardPage,
})
