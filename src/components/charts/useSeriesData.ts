import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { ChartData } from './ChartDataTable'

/** One series of a chart over time: its field in the rows, its name, and how its values are written. */
export interface SeriesColumn<Row> {
  key: keyof Row & string
  name: string
  format: (value: number) => ReactNode
}

/**
 * The table of a chart over time (see ChartDataTable): a row per span, named in full as the tooltip
 * names it ("June 2025"), a column per series.
 */
export function useSeriesData<Row extends { date: string }>(
  rows: readonly Row[],
  describeDate: (iso: string) => string,
  series: readonly SeriesColumn<Row>[],
): ChartData {
  const { t } = useLingui()
  return {
    rowsName: t`Period`,
    columns: series.map((column) => column.name),
    rows: rows.map((row) => ({ key: row.date, name: describeDate(row.date), values: series.map((column) => column.format(Number(row[column.key]))) })),
  }
}
