/** Horizontal padding of the page content; the floating navbar uses the same, so their edges align. */
export const contentPaddingX = { xs: 2, md: 3 } as const
