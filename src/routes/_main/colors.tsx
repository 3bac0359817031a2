import { createFileRoute } from '@tanstack/react-router'
import { ColorsPage } from '@/features/colors/ColorsPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/colors')({
  ...pageRoute('colors'),
  component: ColorsPage,
})
