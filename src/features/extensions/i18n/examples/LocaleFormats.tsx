import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { languages } from '@/i18n/languages'

export const meta: ExampleMeta = {
  title: msg`Numbers, money and dates`,
  description: msg`The same values written by Intl in each language: separators, currency signs and month names.`,
  order: 3,
  wide: true,
}

const NUMBER = 1234567.891
const PRICE = 4299.5
const DAY = new Date(2025, 5, 2, 14, 30)

/** The four ways of writing values, each from Intl in the given language. */
const FORMATS = {
  number: (locale: string) => new Intl.NumberFormat(locale).format(NUMBER),
  money: (locale: string) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
    }).format(PRICE),
  date: (locale: string) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'full',
      timeStyle: 'short',
    }).format(DAY),
  relative: (locale: string) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day'),
}

export default function LocaleFormats() {
  const { t, i18n } = useLingui()
  return (
    <TableContainer
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
      tabIndex={0}
      role="group"
      aria-label={t`Values per language`}
    >
      <Table size="small" aria-label={t`Values per language`}>
        <TableHead>
          <TableRow>
            <TableCell>
              <Trans>Language</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Number</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Price</Trans>
            </TableCell>
            <TableCell>
              <Trans>Date and time</Trans>
            </TableCell>
            <TableCell>
              <Trans>Yesterday</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {languages.map(({ code, name }) => (
            <TableRow key={code} selected={code === i18n.locale} aria-current={code === i18n.locale ? 'true' : undefined}>
              <TableCell component="th" scope="row" lang={code}>
                {name}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {FORMATS.number(code)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {FORMATS.money(code)}
              </TableCell>
              <TableCell lang={code} sx={{ whiteSpace: 'nowrap' }}>
                {FORMATS.date(code)}
              </TableCell>
              <TableCell lang={code}>{FORMATS.relative(code)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
