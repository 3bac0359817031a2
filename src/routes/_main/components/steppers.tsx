import { createFileRoute } from '@tanstack/react-router'
import { SteppersPage } from '@/features/components/steppers/SteppersPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/components/steppers')({
  ...pageRoute('components-steppers'),
  component: SteppersPage,
})
