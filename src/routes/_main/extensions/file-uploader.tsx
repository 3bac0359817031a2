import { createFileRoute } from '@tanstack/react-router'
import { FileUploaderPage } from '@/features/extensions/fileUploader/FileUploaderPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/extensions/file-uploader')({
  ...pageRoute('extensions-file-uploader'),
  component: FileUploaderPage,
})
