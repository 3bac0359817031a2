import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { EmailAttachment } from '@/api/contract'
import { renderInEnglish } from '@/test/render'
import { AttachmentList } from './AttachmentList'

const file = (fileName: string, url: string, thumbnail = '/images/icons/file-icons/pdf.png'): EmailAttachment => ({ fileName, url, thumbnail, size: 2048 })
const item = (fileName: string) => screen.getAllByTestId('attachment').find((element) => element.textContent?.includes(fileName))!

describe('a mail\'s attachments', () => {
  it('link to files that live at a safe URL, and save the ones carried in the mail without a link', () => {
    renderInEnglish(
      <AttachmentList
        remoteThumbnails={false}
        attachments={[file('report.pdf', '/files/email/report.pdf'), file('Invoice-5046.html', 'data:text/html;charset=utf-8;base64,PHA+aGk8L3A+')]}
      />,
    )
    const link = within(item('report.pdf')).getByRole('link', { name: /^Download report\.pdf/ })
    expect(link.getAttribute('href')).toBe('/files/email/report.pdf')

    const invoice = item('Invoice-5046.html')
    expect(within(invoice).queryByRole('link')).toBeNull()
    expect(within(invoice).getByRole('button', { name: /^Download Invoice-5046\.html/ })).toBeTruthy()
    expect(invoice.innerHTML).not.toContain('data:')
  })

  it('offer no download for a URL the URL rule refuses, and show no thumbnail it refuses as an image', () => {
    renderInEnglish(
      <AttachmentList
        remoteThumbnails
        attachments={[
          file('a.pdf', 'javascript:alert(1)', 'javascript:alert(2)'),
          file('b.pdf', '//evil.example/b.pdf', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='),
          file('c.pdf', '/files/email/c.pdf', 'https://icons.example/pdf.png'),
        ]}
      />,
    )
    for (const name of ['a.pdf', 'b.pdf']) {
      expect(within(item(name)).queryByRole('link')).toBeNull()
      expect(within(item(name)).queryByRole('button')).toBeNull()
      expect(item(name).querySelector('img')).toBeNull()
    }
    expect(item('c.pdf').querySelector('img')?.getAttribute('src')).toBe('https://icons.example/pdf.png')
  })
})
