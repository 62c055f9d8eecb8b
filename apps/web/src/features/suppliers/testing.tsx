import type { Supplier, SupplierItem } from '@designer/contract'

let n = 0
const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`

export function aSupplier(patch: Partial<Supplier> = {}): Supplier {
  n++
  return {
    id: uuid(n),
    name: `Supplier ${n}`,
    contactName: '',
    email: '',
    phone: '',
    website: '',
    address: '',
    currency: 'EUR',
    leadTimeDays: null,
    paymentTerms: '',
    notes: '',
    status: 'active',
    itemCount: 0,
    createdAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2030-01-02T10:00:00.000Z',
    ...patch,
  }
}

export function anItem(patch: Partial<SupplierItem> = {}): SupplierItem {
  n++
  return {
    id: uuid(2000 + n),
    supplierId: uuid(1),
    supplierName: 'Supplier 1',
    supplierStatus: 'active',
    name: `Item ${n}`,
    code: '',
    unit: 'piece',
    materialType: 'other',
    unitCost: { amount: 1000, currency: 'EUR' },
    costSince: '2030-01-01',
    stockSize: null,
    appearance: null,
    densityKgM3: null,
    wastePercent: 0,
    minOrderQuantity: null,
    leadTimeDays: null,
    validFrom: null,
    validUntil: null,
    usedIn: 0,
    createdAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2030-01-02T10:00:00.000Z',
    ...patch,
  }
}
