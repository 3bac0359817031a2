import { describe, expect, it } from 'vitest'
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, MAX_ATTACHMENTS_TOTAL_BYTES, thumbnailFor } from '@/api/contract'
import { attachmentsProblems, isTooLarge, readAttachment } from './attachments'

describe('isTooLarge', () => {
  it('accepts a file of exactly the limit and refuses one byte more', () => {
    expect(isTooLarge({ size: MAX_ATTACHMENT_BYTES })).toBe(false)
    expect(isTooLarge({ size: MAX_ATTACHMENT_BYTES + 1 })).toBe(true)
  })
})

describe('thumbnailFor', () => {
  it('picks the icon by extension, in any case, text by default', () => {
    expect(thumbnailFor('Report.PDF')).toBe('/images/icons/file-icons/pdf.png')
    expect(thumbnailFor('notes')).toBe('/images/icons/file-icons/txt.png')
  })
})

describe('readAttachment', () => {
  it('reads a file into a data: URL with its name and size', async () => {
    const file = new File(['hello'], 'hello.txt', { type: 'text/plain' })
    const attachment = await readAttachment(file)
    expect(attachment).toMatchObject({ fileName: 'hello.txt', size: 5, thumbnail: '/images/icons/file-icons/txt.png' })
    expect(attachment.url).toMatch(/^data:text\/plain;base64,/)
    expect(atob(attachment.url.split(',')[1]!)).toBe('hello')
  })
})

describe('attachmentsProblems', () => {
  const file = (size: number) => ({ fileName: 'f.txt', thumbnail: '', url: 'data:,x', size })

  it('finds nothing within the limits', () => {
    expect(attachmentsProblems(Array.from({ length: MAX_ATTACHMENTS }, () => file(1)))).toEqual([])
    expect(attachmentsProblems([file(MAX_ATTACHMENTS_TOTAL_BYTES)])).toEqual([])
  })

  it('finds a file too many and a total too large, as the back end would', () => {
    expect(attachmentsProblems(Array.from({ length: MAX_ATTACHMENTS + 1 }, () => file(1)))).toEqual(['count'])
    expect(attachmentsProblems([file(MAX_ATTACHMENTS_TOTAL_BYTES), file(1)])).toEqual(['total'])
  })
})
