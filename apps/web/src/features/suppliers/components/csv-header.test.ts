import { SUPPLIER_ITEM_IMPORT_FIELDS } from '@designer/contract'
import { expect, test } from 'vitest'
import {
  detectHeader,
  autoMapping as mapColumns,
  normalizeName,
  splitRecord,
} from '@/lib/csv-header'
import { SUPPLIER_ITEM_ALIASES } from './import-aliases'

const autoMapping = (columns: string[], labels = {}) =>
  mapColumns(SUPPLIER_ITEM_IMPORT_FIELDS, SUPPLIER_ITEM_ALIASES, columns, labels)

test('the header is split on the separator it uses most, quotes respected', () => {
  const csv =
    '\uFEFFName;"Unit cost";"Supplier; branch";Code\r\n"Birch ""B/BB""";45,50;Main;BP-18\r\n\r\n'
  expect(detectHeader(csv)).toEqual({
    separator: ';',
    columns: ['Name', 'Unit cost', 'Supplier; branch', 'Code'],
    rowCount: 1,
  })
  expect(detectHeader('name,"unit, per piece",code\na,b,c\nd,e,f\n')).toEqual({
    separator: ',',
    columns: ['name', 'unit, per piece', 'code'],
    rowCount: 2,
  })
  expect(splitRecord('"Birch ""B/BB""";45,50', ';')).toEqual(['Birch "B/BB"', '45,50'])
})

test('a quoted header may hold a line break; a file without a header is refused', () => {
  expect(detectHeader('"Unit\ncost",Name\n1,2')?.columns).toEqual(['Unit\ncost', 'Name'])
  expect(detectHeader('')).toBeNull()
  expect(detectHeader('\n  \n')).toBeNull()
  expect(detectHeader(';;\n1;2;3')).toBeNull()
})

test('names compare without case, spacing, accents, punctuation or a bracketed note', () => {
  expect(normalizeName(' Unit  Cost (EUR) ')).toBe('unitcost')
  expect(normalizeName('Épaisseur [mm]')).toBe('epaisseur')
  expect(normalizeName('Waste %')).toBe('waste')
})

test('fields are mapped to the columns named like them, each column at most once', () => {
  const columns = [
    'Supplier',
    'SKU',
    'Item name',
    'Unit',
    'Unit cost (EUR)',
    'Material type',
    'Stock length',
    'Width (mm)',
    'Espesor',
    'Waste %',
    'MOQ',
    'Lead time',
    'Notes',
  ]
  expect(autoMapping(columns)).toEqual({
    supplier: 'Supplier',
    code: 'SKU',
    name: 'Item name',
    unit: 'Unit',
    unitCost: 'Unit cost (EUR)',
    materialType: 'Material type',
    stockLength: 'Stock length',
    stockWidth: 'Width (mm)',
    stockThickness: 'Espesor',
    wastePercent: 'Waste %',
    minOrderQuantity: 'MOQ',
    leadTimeDays: 'Lead time',
  })
})

test('the labels the reader sees count too, and a field name beats another field’s alias', () => {
  expect(
    autoMapping(['Nombre', 'Coste unitario', 'Unidad'], {
      name: 'Nombre',
      unitCost: 'Coste unitario',
      unit: 'Unidad',
    }),
  ).toEqual({ name: 'Nombre', unitCost: 'Coste unitario', unit: 'Unidad' })
  // "Type" is an alias of the material type, but "materialType" names it exactly.
  expect(autoMapping(['type', 'materialType'])).toEqual({ materialType: 'materialType' })
  expect(autoMapping(['Price', 'Cost'])).toEqual({ unitCost: 'Cost' })
})
