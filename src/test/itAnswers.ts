import { expect, it } from 'vitest'

/**
 * One test per row for a function of one argument: `fn(input)` answers `expected`. Each test is
 * named after the call, e.g. `isValidEmail("ada@") is false`, so a failure says which input broke.
 */
export function itAnswers<I, O>(fn: (input: I) => O, rows: [input: I, expected: O][]): void {
  it.each(rows)(`${fn.name}(%j) is %j`, (input, expected) => {
    expect(fn(input)).toEqual(expected)
  })
}
