import { createFileRoute, redirect } from '@tanstack/react-router'

// The app opens on the inbox (SPEC section 9: the default email folder).
export const Route = createFileRoute('/_main/apps/email/')({
  staticData: { ability: { action: 'read', subject: 'Email' } },
  beforeLoad: () => {
    throw redirect({ to: '/apps/email/$folder', params: { folder: 'inbox' }, replace: true })
  },
})
