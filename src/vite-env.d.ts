/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * "false" builds the app for a real back end, without the mock (checked by src/lib/envSettings.ts).
   * Test it where the code depends on it, `import.meta.env.VITE_API_MOCK !== 'false'`: the build
   * writes the value in place and leaves out the code behind a test that is false (the demo
   * accounts, the demo reset, the mock worker). A constant exported from another module is not
   * dropped that way.
   */
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
