import type { Customer, CustomerTag, TimelineEntry } from '@designer/contract'

/** Customers, tags and timeline entries for the customers area's tests. */

export const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`

export function aCustomer(patch: Partial<Customer> = {}): Customer {
  return {
    id: uuid(1),
    kind: 'person',
    name: 'Ana García',
    email: 'ana@example.com',
    companyContact: null,
    phones: [],
    language: 'es',
    addresses: [],
    taxId: '',
    tags: [],
    source: 'manual',
    stage: 'lead',
    owner: null,
    marketingConsent: false,
    marketingConsentAt: null,
    notes: '',
    anonymisedAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...patch,
  }
}

export const aTag = (patch: Partial<CustomerTag> = {}): CustomerTag => ({
  id: uuid(100),
  name: 'Kitchen',
  color: 'blue',
  customerCount: 3,
  ...patch,
})

export const anEntry = (patch: Partial<TimelineEntry> = {}): TimelineEntry => ({
  id: `note:${uuid(200)}`,
  type: 'note',
  at: '2026-11-20T10:00:00.000Z',
  actor: { id: uuid(300), name: 'Marta Ruiz' },
  body: 'Called about the worktop',
  refId: uuid(200),
  editedAt: null,
  ...patch,
})
