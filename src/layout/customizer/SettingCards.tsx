import type { Settings } from '@/theme/settings'
import { setPreferences, usePreferences } from '@/theme/settingsStore'
import { OptionCards, type CardOption } from './OptionCards'

/** The settings chosen from a few named values (mode, skin, navbar type...). */
type ChoiceKey = { [K in keyof Settings]: Settings[K] extends string ? K : never }[keyof Settings]

/** One setting as a row of cards, bound to the stored preferences like SettingSwitch. */
export function SettingCards<K extends ChoiceKey>({
  name,
  label,
  options,
  columns,
}: {
  name: K
  label: string
  options: CardOption<Settings[K]>[]
  columns?: number
}) {
  const value = usePreferences()[name]
  return (
    <OptionCards<Settings[K]>
      name={name}
      label={label}
      value={value}
      columns={columns}
      onChange={(next) => setPreferences({ [name]: next })}
      options={options}
    />
  )
}
