import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatDate, formatNumber } from '@/i18n/format'
import type { Employee } from './employees'

export type EmployeeColumn = 'name' | 'post' | 'city' | 'startDate' | 'salary'

/** The columns a table of people may show and export: their header, and each cell written in the active language. */
export const EMPLOYEE_COLUMNS: Record<
  EmployeeColumn,
  {
    header: MessageDescriptor
    cell: (employee: Employee) => string
    numeric?: true
  }
> = {
  name: { header: msg`Name`, cell: (employee) => employee.name },
  post: { header: msg`Position`, cell: (employee) => employee.post },
  city: { header: msg`City`, cell: (employee) => employee.city },
  startDate: {
    header: msg`Start date`,
    cell: (employee) => formatDate(employee.startDate),
  },
  salary: {
    header: msg`Salary`,
    cell: (employee) => formatNumber(employee.salary, { style: 'currency', currency: 'USD' }),
    numeric: true,
  },
}

export const ALL_COLUMNS = Object.keys(EMPLOYEE_COLUMNS) as EmployeeColumn[]
