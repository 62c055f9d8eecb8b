import { cutList } from '@designer/configurator/cost'
import { type DesignCost, minorUnitDigits } from '@designer/contract'
import { csvFile } from '../../lib/csv'

/** `1234` EUR → `12.34`: major units with a '.' decimal point, exact (no float division). */
export function majorUnits(amount: number, currency: string): string {
  const digits = minorUnitDigits(currency)
  const sign = amount < 0 ? '-' : ''
  const abs = String(Math.abs(amount))
  if (digits === 0) return `${sign}${abs}`
  const padded = abs.padStart(digits + 1, '0')
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`
}

/** A row of text and numbers as cells; numbers are written as JavaScript writes them. */
const cellsOf = (row: (string | number)[]) => row.map(String)

/** A design's bill of materials and cut list as CSV files. */
export function createCostFiles({
  designCost,
}: {
  designCost: (
    companyId: string,
    id: string,
    staleDays: number,
  ) => Promise<{ name: string; cost: DesignCost }>
}) {
  return {
    /** The bill of materials as CSV, and a file name for it. */
    async bomCsv(companyId: string, id: string, staleDays: number) {
      const { name, cost } = await designCost(companyId, id, staleDays)
      const rows = cost.lines.map((l) => [
        l.path.map((s) => `${s.name} (${s.designName})`).join(' > '),
        l.objectName,
        l.itemName,
        l.itemCode,
        l.supplierName,
        l.unit,
        l.quantity,
        l.wastePercent,
        l.quantityWithWaste,
        majorUnits(l.unitCost.amount, l.unitCost.currency),
        majorUnits(l.lineCost.amount, l.lineCost.currency),
        l.lineCost.currency,
      ])
      const header = [
        'path',
        'object',
        'item',
        'code',
        'supplier',
        'unit',
        'quantity',
        'waste %',
        'quantity with waste',
        'unit cost',
        'line cost',
        'currency',
      ]
      return { name, csv: csvFile(header, rows.map(cellsOf), ',') }
    },

    /** The sheet and board parts to cut, as CSV. */
    async cutListCsv(companyId: string, id: string, staleDays: number) {
      const { name, cost } = await designCost(companyId, id, staleDays)
      const rows = cutList(cost).map((p) => [
        p.itemName,
        p.itemCode,
        p.supplierName,
        p.size[0],
        p.size[1],
        p.size[2],
        p.quantity,
      ])
      const header = ['item', 'code', 'supplier', 'length', 'width', 'thickness', 'quantity']
      return { name, csv: csvFile(header, rows.map(cellsOf), ',') }
    },
  }
}
