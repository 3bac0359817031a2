/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** "false" builds the app for a real back end, without the mock. */
  readonly VITE_API_MOCK?: string
  /** Base URL of the back end; empty means the app's own origin. */
  readonly VITE_API_BASE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
