import { parse } from 'csv-parse/sync'
import { expect, test } from 'vitest'
import { cellReader, csvFile, defuseFormula, readCsv, restoreFormula } from './csv'

/** The cells of a file as an independent parser reads them, header first. */
const cellsOf = (file: string) => parse(file, { bom: true }) as string[][]

/** What a stranger or a spreadsheet user may type, and what an export writes for it. */
const DEFUSED: [string, string][] = [
  ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
  ['+1+cmd|/C calc!A0', `'+1+cmd|/C calc!A0`],
  ['-2+3', `'-2+3`],
  ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
  ['\t=1+1', `'\t=1+1`],
  ['\r=1+1', `'\r=1+1`],
  ['+34 612 34 56 78', `'+34 612 34 56 78`],
  ['-', `'-`],
  // A quote a person typed before a trigger gets one more, so an import takes exactly one off.
  [`'=1+1`, `''=1+1`],
  [`''-x`, `'''-x`],
]

test.each(DEFUSED)('an export writes %j as %j, and an import reads it back', (value, written) => {
  const file = csvFile(['name'], [[value]], ',')
  expect(cellsOf(file)[1]).toEqual([written])
  const { records } = readCsv(file)
  expect(cellReader(new Map([['name', 0]]), records[0]!.cells)('name')).toBe(value)
  expect(restoreFormula(defuseFormula(value))).toBe(value)
})

test.each([
  // Plain numbers are numbers to a spreadsheet, never formulas: they stay summable.
  '-5.00',
  '-5',
  '-1e-7',
  '12.50',
  // Nothing a spreadsheet would run.
  'Ana García',
  "O'Brien",
  "'quoted'",
  "'",
  ' =not first',
  '2026-11-23',
  '',
])('an export writes %j as it is', (value) => {
  expect(defuseFormula(value)).toBe(value)
  expect(restoreFormula(value)).toBe(value)
  expect(cellsOf(csvFile(['name', 'n'], [[value, 'x']], ','))[1]).toEqual([value, 'x'])
})

test('either separator, every cell of a row is defused, a number beside it is not', () => {
  for (const delimiter of [',', ';'] as const) {
    const file = csvFile(['a', 'b', 'c'], [['=1', '-5.00', '@x']], delimiter)
    expect(parse(file, { bom: true, delimiter })[1]).toEqual(["'=1", '-5.00', "'@x"])
  }
})
