import { lazyOnOpen } from '@/components/lazyOnOpen'

// The customizer is opened rarely: its code loads on first use (or when the pointer nears its button),
// which keeps it out of every page's first load.
export const LazyCustomizer = lazyOnOpen(() => import('./Customizer').then((m) => m.Customizer))

/** Starts fetching the customizer's code ahead of a click. */
export const preloadCustomizer = LazyCustomizer.preload
