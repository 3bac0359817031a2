import { createFileRoute } from '@tanstack/react-router'
import { SwitchesPage } from '@/features/components/switches/SwitchesPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/components/switches')({
  ...pageRoute('components-switches'),
  component: SwitchesPage,
})
