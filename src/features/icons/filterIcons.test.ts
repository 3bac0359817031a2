// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { filterIcons, importLine } from './filterIcons'

const icons = ['AlarmOutlined', 'AddAlarmOutlined', 'HomeOutlined', 'AlarmOnOutlined'].map((name) => ({ name, match: name.toLowerCase() }))

describe('filterIcons', () => {
  it('keeps the icons whose name holds every word, in any case', () => {
    expect(filterIcons(icons, 'ALARM').map((icon) => icon.name)).toEqual(['AlarmOutlined', 'AddAlarmOutlined', 'AlarmOnOutlined'])
    expect(filterIcons(icons, ' alarm  add ').map((icon) => icon.name)).toEqual(['AddAlarmOutlined'])
    expect(filterIcons(icons, '')).toBe(icons)
    expect(filterIcons(icons, 'zebra')).toEqual([])
  })

  it('writes the import line of an icon', () => {
    expect(importLine('HomeOutlined')).toBe("import HomeOutlined from '@mui/icons-material/HomeOutlined'")
  })
})
