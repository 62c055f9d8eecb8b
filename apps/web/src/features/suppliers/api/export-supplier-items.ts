import { downloadFile } from '@/lib/download'
import { queryString } from '@/lib/query-string'
import type { SupplierItemFilters } from './get-supplier-items'

/**
 * Downloads the items the list's filters select as a CSV file (GET /supplier-items/export).
 * Where the decimal point is a comma, spreadsheets expect `;` between columns, so the file
 * follows the reader's language.
 */
export function exportSupplierItems(filters: SupplierItemFilters, language: string) {
  const decimal = new Intl.NumberFormat(language)
    .formatToParts(1.5)
    .find((p) => p.type === 'decimal')?.value
  const separator = decimal === ',' ? 'semicolon' : 'comma'
  return downloadFile(
    `/supplier-items/export${queryString({ ...filters, separator })}`,
    'supplier-items.csv',
  )
}
