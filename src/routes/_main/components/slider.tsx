import { createFileRoute } from '@tanstack/react-router'
import { SliderPage } from '@/features/components/slider/SliderPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/components/slider')({
  ...pageRoute('components-slider'),
  component: SliderPage,
})
