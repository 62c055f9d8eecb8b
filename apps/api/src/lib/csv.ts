import { type FieldError, type ValidationKey, validationMessages } from '@designer/contract'
import { parse as parseCsv } from 'csv-parse/sync'
import { AppError } from './errors'

/**
 * What CSV imports and exports share (supplier items, customers, bills of materials, cut
 * lists): reading a file typed in any spreadsheet, matching its columns to fields, reporting a
 * row's problems and writing cells. Every file the product writes goes through `csvFile`.
 */

const EMPTY_CELL = /^\s*$/

/** `;` when the header line has more of them than commas (outside quotes), else `,`. */
function detectDelimiter(text: string): ',' | ';' {
  let commas = 0
  let semicolons = 0
  let quoted = false
  for (const c of text.replace(/^\uFEFF/, '')) {
    if (c === '"') quoted = !quoted
    else if (!quoted && (c === '\n' || c === '\r')) break
    else if (!quoted && c === ',') commas++
    else if (!quoted && c === ';') semicolons++
  }
  return semicolons > commas ? ';' : ','
}

export type CsvRecord = { line: number; cells: string[] }

/** The header's names and each non-empty record with the file line it starts on. */
export function readCsv(text: string): { header: string[]; records: CsvRecord[] } {
  // With `info`, each record comes with where it ended; the library's types do not say so.
  let parsed: { record: string[]; info: { lines: number; empty_lines: number } }[]
  try {
    parsed = parseCsv(text, {
      bom: true,
      delimiter: detectDelimiter(text),
      record_delimiter: ['\r\n', '\n', '\r'],
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as unknown as typeof parsed
  } catch (err) {
    throw new AppError(
      400,
      'bad_request',
      `The file is not valid CSV: ${err instanceof Error ? err.message : 'unreadable'}`,
    )
  }
  // A record's first line: the line after the previous record, past the empty lines skipped.
  let previousEnd = 0
  let previousEmpty = 0
  const records: CsvRecord[] = []
  for (const { record, info } of parsed) {
    const line = previousEnd + (info.empty_lines - previousEmpty) + 1
    previousEnd = info.lines
    previousEmpty = info.empty_lines
    if (record.every((cell) => EMPTY_CELL.test(cell))) continue
    records.push({ line, cells: record })
  }
  const [first, ...rest] = records
  return { header: (first?.cells ?? []).map((h) => h.trim()), records: rest }
}

/**
 * The column index of each mapped field, the header's name matched exactly, then ignoring
 * case. A name the file does not have is a 400 naming the field (`mapping.<field>`).
 */
export function mappedColumns<F extends string>(
  header: string[],
  mapping: Partial<Record<F, string>>,
): Map<F, number> {
  const columns = new Map<F, number>()
  const unknown: FieldError[] = []
  for (const [field, column] of Object.entries(mapping) as [F, string | undefined][]) {
    const name = column?.trim()
    if (!name) continue
    let index = header.indexOf(name)
    if (index < 0) index = header.findIndex((h) => h.toLowerCase() === name.toLowerCase())
    if (index < 0) {
      unknown.push({
        path: `mapping.${field}`,
        code: 'validation.unknownColumn',
        message: `The file has no column "${name}"`,
      })
    } else columns.set(field, index)
  }
  if (unknown.length)
    throw new AppError(400, 'validation_failed', 'Some fields are invalid', unknown)
  return columns
}

/**
 * A record's mapped cell, trimmed, with the quote an export put before a formula taken off;
 * empty when the field has no column.
 */
export function cellReader<F extends string>(columns: Map<F, number>, cells: string[]) {
  return (field: F) => {
    const index = columns.get(field)
    return index === undefined ? '' : restoreFormula((cells[index] ?? '').trim())
  }
}

/*
 * CSV injection (OWASP): a spreadsheet opening an export runs a cell that starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return as a formula, and customers' names come from strangers
 * (the public quote form). Such a cell is written with a `'` before it. Quotes already in front
 * of a trigger count as part of it (`'=x` is written `''=x`), so an import takes exactly one
 * quote off and every value comes back as it was. A plain number (`-5.00`, `-1e-7`) is no
 * formula and stays a number, so spreadsheets still add up negative amounts.
 * docs/decisions/027-csv-injection.md
 */
const FORMULA_START = /^'*[=+\-@\t\r]/
const DEFUSED_FORMULA = /^'+[=+\-@\t\r]/
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?(?:e[-+]?\d+)?$/i

/** A value as an export writes it: a `'` before anything a spreadsheet would run. */
export function defuseFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value
}

/** An imported cell as it was before `defuseFormula`. */
export function restoreFormula(cell: string): string {
  return DEFUSED_FORMULA.test(cell) ? cell.slice(1) : cell
}

/**
 * A cell of an exported file: defused, then quoted when it holds a separator, a quote, a line
 * end or space at either end.
 */
export function csvCell(value: string, delimiter: string): string {
  const text = defuseFormula(value)
  return text.includes(delimiter) || /[",;\r\n]/.test(text) || text !== text.trim()
    ? `"${text.replaceAll('"', '""')}"`
    : text
}

/**
 * A whole exported file: a byte order mark (spreadsheets then read UTF-8), the header, CRLF
 * line ends.
 */
export function csvFile(header: readonly string[], rows: string[][], delimiter: ',' | ';') {
  const lines = [header, ...rows].map((cells) =>
    cells.map((c) => csvCell(c, delimiter)).join(delimiter),
  )
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/** A number cell: empty is null, `2,5` is 2.5, anything else not a number is NaN. */
export function numberCell(text: string): number | null {
  const t = text.trim()
  if (!t) return null
  return /^[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[-+]?\d+)?$/i.test(t)
    ? Number(t.replace(',', '.'))
    : Number.NaN
}

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'sí', 'si', 'oui', 'o', 'vrai'])
const NO = new Set(['no', 'n', 'false', '0', 'non', 'faux', ''])
/** A yes/no cell in English, Spanish or French; undefined when it is neither. */
export function booleanCell(text: string): boolean | undefined {
  const t = text.trim().toLowerCase()
  if (YES.has(t)) return true
  if (NO.has(t)) return false
  return undefined
}

/** An import row's problem named by the file's field, with the code the web translates. */
export function importError(field: string, key: string, fallback?: string) {
  return key in validationMessages
    ? { field, code: key, message: validationMessages[key as ValidationKey] }
    : { field, code: key, message: fallback ?? key }
}

/** The database refused a write on this unique index (a race another request won). */
export function isUniqueViolation(error: unknown, index: string): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint, message, cause } = e as Record<string, unknown>
    if (code === '23505' && (constraint === index || String(message).includes(index))) return true
    e = cause
  }
  return false
}
