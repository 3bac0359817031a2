import type { Theme } from '@mui/material/styles'
import type { SystemStyleObject } from '@mui/system'

/** A tab's fields two by two from the small breakpoint on, one under another below it (`<FormFields sx>`). */
export const TWO_COLUMNS = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3 } satisfies SystemStyleObject<Theme>
