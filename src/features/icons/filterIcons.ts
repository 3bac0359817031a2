/** The icons whose name holds every word of the filter, in any case: "alarm add" finds AddAlarmOutlined. */
export function filterIcons<T extends { match: string }>(icons: readonly T[], q: string): readonly T[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return icons
  return icons.filter((icon) => words.every((word) => icon.match.includes(word)))
}

/** What a click on an icon copies. */
export const importLine = (name: string) => `import ${name} from '@mui/icons-material/${name}'`
