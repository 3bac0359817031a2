import { describe, expect, it, vi } from 'vitest'
import { attachmentDownload, saveAttachment } from './attachmentUrl'

const html = 'data:text/html;charset=utf-8;base64,PHA+aGk8L3A+' // <p>hi</p>

describe('attachmentDownload', () => {
  it('links to files that live at a URL the URL rule lets be a link', () => {
    expect(attachmentDownload('/files/email/Invoice%20May%202025.pdf')).toEqual({ href: '/files/email/Invoice%20May%202025.pdf' })
    expect(attachmentDownload('https://files.example/report.pdf')).toEqual({ href: 'https://files.example/report.pdf' })
  })

  it('never links to a file carried in the mail: it is saved instead, whatever its type', () => {
    expect(attachmentDownload(html)).toEqual({ file: html })
    expect(attachmentDownload('data:text/plain;base64,dGhlIHBsYW4=')).toEqual({ file: 'data:text/plain;base64,dGhlIHBsYW4=' })
    expect(attachmentDownload('data:,plain%20text')).toEqual({ file: 'data:,plain%20text' })
  })

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    '//evil.example/file.pdf',
    '/\\evil.example/file.pdf',
    'mailto:ada@example.com',
    'tel:+15550100',
    'data:text/html;base64,not base64!',
    'vbscript:x',
    '',
  ])('offers no download for %j', (url) => {
    expect(attachmentDownload(url)).toBeNull()
  })
})

describe('saveAttachment', () => {
  it('saves the bytes under the file name as a download of unknown type, never as a page', async () => {
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:saved'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const clicked: { href: string; download: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href')!, download: this.download })
    })

    saveAttachment(html, 'Invoice-5046.html')
    saveAttachment('data:,plain%20text', 'note.txt')

    expect(clicked).toEqual([
      { href: 'blob:saved', download: 'Invoice-5046.html' },
      { href: 'blob:saved', download: 'note.txt' },
    ])
    expect(blobs.map((blob) => blob.type)).toEqual(['application/octet-stream', 'application/octet-stream'])
    expect(await blobs[0]!.text()).toBe('<p>hi</p>')
    expect(await blobs[1]!.text()).toBe('plain text')
  })
})
