import { createFileRoute } from '@tanstack/react-router'
import { TransferListPage } from '@/features/components/transferList/TransferListPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/components/transfer-list')({
  ...pageRoute('components-transfer-list'),
  component: TransferListPage,
})
