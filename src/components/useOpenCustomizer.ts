import { createContext, useContext } from 'react'

/** Opens the theme customizer of the app shell (src/layout/MainLayout.tsx); outside the shell, nothing. */
export const OpenCustomizerContext = createContext<(() => void) | null>(null)

/**
 * A page's way to the customizer (a page that shows a setting offers to change it there); null outside
 * the app shell, where there is no customizer.
 */
export const useOpenCustomizer = () => useContext(OpenCustomizerContext)
