/**
 * Reading a CSV file's header in the browser, as the API will (lib/csv.ts there), and a first
 * guess of which column fills which field. Shared by every import (supplier items, customers).
 */

export type CsvHeader = {
  separator: ',' | ';'
  /** The header row's column names, trimmed, quotes undone. */
  columns: string[]
  /** Rows after the header that have something in them. */
  rowCount: number
}

/** The file's records, split on line ends outside quotes (a quoted value may hold one). */
function records(text: string): string[] {
  const lines: string[] = []
  let start = 0
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '"') quoted = !quoted
    else if (!quoted && (c === '\n' || c === '\r')) {
      lines.push(text.slice(start, i))
      if (c === '\r' && text[i + 1] === '\n') i++
      start = i + 1
    }
  }
  lines.push(text.slice(start))
  return lines
}

/** Splits one record on the separator outside quotes; `""` inside quotes is one quote. */
export function splitRecord(line: string, separator: string): string[] {
  const values: string[] = []
  let value = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        value += '"'
        i++
      } else if (c === '"') quoted = false
      else value += c
    } else if (c === '"') quoted = true
    else if (c === separator) {
      values.push(value.trim())
      value = ''
    } else value += c
  }
  values.push(value.trim())
  return values
}

/** The separator used outside quotes more often on the header row: `;` (European) or `,`. */
function separatorOf(line: string): ',' | ';' {
  let commas = 0
  let semicolons = 0
  let quoted = false
  for (const c of line) {
    if (c === '"') quoted = !quoted
    else if (!quoted && c === ',') commas++
    else if (!quoted && c === ';') semicolons++
  }
  return semicolons > commas ? ';' : ','
}

/**
 * Reads the header row of a CSV file as the server will (a byte order mark, `,` or `;`,
 * quotes): its column names, the separator, and how many rows follow. Null when there is no
 * header with a name in it.
 */
export function detectHeader(text: string): CsvHeader | null {
  const all = records(text.replace(/^\uFEFF/, ''))
  const first = all.findIndex((line) => line.trim() !== '')
  if (first < 0) return null
  const separator = separatorOf(all[first]!)
  const columns = splitRecord(all[first]!, separator)
  if (!columns.some(Boolean)) return null
  const rowCount = all.slice(first + 1).filter((line) => line.replace(/[\s,;"]/g, '') !== '').length
  return { separator, columns, rowCount }
}

/**
 * How a column name compares: case, accents, spacing, punctuation and a bracketed note
 * ("Unit cost (EUR)", "Length [mm]") do not count.
 */
export function normalizeName(name: string): string {
  return name
    .replace(/\(.*?\)|\[.*?\]/g, '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

export type ImportMapping<F extends string = string> = Partial<Record<F, string>>

/**
 * A first mapping from the column names: each field takes the column named like it (its own
 * name, the label the reader sees for it, or a usual other name), each column at most once.
 * Exact field names are matched before labels and other names, so "Type" cannot take the
 * column a "materialType" header names.
 */
export function autoMapping<F extends string>(
  fields: readonly F[],
  aliases: Partial<Record<F, string[]>>,
  columns: readonly string[],
  labels: Partial<Record<F, string>> = {},
): ImportMapping<F> {
  const mapping: ImportMapping<F> = {}
  const taken = new Set<string>()
  const byName = new Map<string, string>()
  for (const column of columns) {
    const key = normalizeName(column)
    if (key && !byName.has(key)) byName.set(key, column)
  }
  const rounds: ((field: F) => string[])[] = [
    (field) => [field],
    (field) => [labels[field] ?? '', ...(aliases[field] ?? [])],
  ]
  for (const names of rounds) {
    for (const field of fields) {
      if (mapping[field]) continue
      for (const name of names(field)) {
        const column = byName.get(normalizeName(name))
        if (column && !taken.has(column)) {
          mapping[field] = column
          taken.add(column)
          break
        }
      }
    }
  }
  return mapping
}
