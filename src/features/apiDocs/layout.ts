/** The reference's two columns: the tag list beside the operations on a wide screen, above them on a narrow one. */
export const pageGridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)', lg: '248px minmax(0, 1fr)' },
  alignItems: 'start',
  gap: 3,
} as const
