import { describe, expect, it } from 'vitest'
import { previewText } from './previewText'

describe('previewText', () => {
  it('gives the words a reader sees, paragraphs and items apart', () => {
    expect(previewText('<p>Hi John,</p><p>Here is the <strong>list</strong>:</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Hi John, Here is the list: one two',
    )
  })

  it('decodes entities and breaks at <br>', () => {
    expect(previewText('<p>Fish &amp; chips&nbsp;for&nbsp;two<br>Thanks,<br>Léa &lt;3</p>')).toBe('Fish & chips for two Thanks, Léa <3')
  })

  it('leaves out script and style content', () => {
    expect(previewText('<style>p{color:red}</style><p>Dear winner,</p><script>alert("stolen")</script><p>Claim now</p>')).toBe(
      'Dear winner, Claim now',
    )
  })

  it('is empty for a message without text', () => {
    expect(previewText('<p> </p><img src="x" alt="">')).toBe('')
  })

  it('keeps only the start of a long message', () => {
    const preview = previewText(`<p>${'word '.repeat(200)}</p>`)
    expect(preview.length).toBeLessThanOrEqual(241)
    expect(preview.endsWith('…')).toBe(true)
  })
})
