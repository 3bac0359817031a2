import { useEffect, useState } from 'react'
import type { I18n } from '@lingui/core'
import type { Language } from '@/i18n/languages'
import { languageInstances } from './languageInstances'

/** Every language's Lingui instance, once their catalogs are in; undefined before, `failed` if one could not load. */
export function useLanguageInstances(): {
  instances?: Record<Language, I18n>
  failed: boolean
} {
  const [instances, setInstances] = useState<Record<Language, I18n>>()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let current = true
    languageInstances().then(
      (loaded) => current && setInstances(loaded),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [])
  return { instances, failed }
}
