import type { ReactNode } from 'react'

/**
 * "AccountBalanceWalletOutlined" with a line break allowed before each word ("Account·Balance·Wallet·Outlined"):
 * a long name wraps between its words rather than mid-word. Only a single word wider than the cell still breaks inside.
 */
export function breakableName(name: string): ReactNode[] {
  return name.split(/(?=[A-Z])/).flatMap((word, index) => (index === 0 ? [word] : [<wbr key={index} />, word]))
}
