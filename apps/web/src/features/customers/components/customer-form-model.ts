import { type CustomerInput, customerInputSchema } from '@designer/contract'
import type { UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { phoneText } from './labels'

/** The customer form's values, what its sections share, and how it starts. */
export type CustomerValues = z.output<typeof customerInputSchema>
export type CustomerFormApi = UseFormReturn<CustomerInput, unknown, CustomerValues>

/** Every path the API may name a problem by, so its errors land on their field. */
export function fieldPaths(values: CustomerInput): string[] {
  const paths = Object.keys(customerInputSchema.shape)
  ;(values.phones ?? []).forEach((_, i) => {
    paths.push(`phones.${i}.number`)
  })
  ;(values.addresses ?? []).forEach((_, i) => {
    for (const f of ['line1', 'line2', 'city', 'region', 'postalCode', 'country']) {
      paths.push(`addresses.${i}.${f}`)
    }
  })
  return paths
}

export const emptyCustomer = (): CustomerInput => ({
  kind: 'person',
  name: '',
  email: '',
  companyContactId: null,
  phones: [],
  language: 'en',
  addresses: [],
  taxId: '',
  tagIds: [],
  stage: 'lead',
  ownerId: null,
  marketingConsent: false,
  notes: '',
})

/** Phones as the form shows them: `+34 612 34 56 78` rather than E.164. */
export const forEditing = (input: CustomerInput): CustomerInput => ({
  ...input,
  phones: (input.phones ?? []).map((p) => ({ ...p, number: phoneText(p.number) })),
})
