import { createFileRoute, redirect } from '@tanstack/react-router'
import { pageRoute } from '@/registry/pages'

// The app opens on the inbox, the default email folder.
export const Route = createFileRoute('/_main/apps/email/')({
  ...pageRoute('email'),
  beforeLoad: () => {
    throw redirect({ to: '/apps/email/$folder', params: { folder: 'inbox' }, replace: true })
  },
})
