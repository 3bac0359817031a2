import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '@/api/contract'
import { renderInEnglish } from '@/test/render'
import { AttachmentList } from './AttachmentList'

const file = (size: number, index = 0) => ({ fileName: `f${index}.txt`, thumbnail: '', url: 'data:,x', size })

describe('AttachmentList', () => {
  it('says nothing within the limits', () => {
    renderInEnglish(<AttachmentList attachments={[file(10)]} onRemove={vi.fn()} />)
    expect(screen.getByRole('list', { name: 'Attachments' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says before sending what the back end would refuse, in its words', () => {
    const many = Array.from({ length: MAX_ATTACHMENTS + 1 }, (_, i) => file(MAX_ATTACHMENT_BYTES, i))
    renderInEnglish(<AttachmentList attachments={many} onRemove={vi.fn()} />)
    expect(screen.getByRole('alert').textContent).toBe('Attach at most 10 files. The attachments add up to more than 20 MB')
  })
})
