import type { Supplier, SupplierInput, SupplierStatus } from '@designer/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { invalidateSupplierData } from './get-suppliers'

export const updateSupplier = async ({ id, input }: { id: string; input: SupplierInput }) =>
  (await request<Supplier>('PUT', `/suppliers/${id}`, input))!

/** A supplier as PUT takes it back: everything it has, nothing the server computes. */
export function supplierToInput(supplier: Supplier): SupplierInput {
  return {
    name: supplier.name,
    contactName: supplier.contactName,
    email: supplier.email,
    phone: supplier.phone,
    website: supplier.website,
    address: supplier.address,
    currency: supplier.currency,
    leadTimeDays: supplier.leadTimeDays,
    paymentTerms: supplier.paymentTerms,
    notes: supplier.notes,
    status: supplier.status,
  }
}

export function useUpdateSupplier() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSupplier,
    onSuccess: () => invalidateSupplierData(queryClient),
  })
}

/** Archives or restores a supplier: PUT with everything as it is but the status. */
export function useSetSupplierStatus() {
  const update = useUpdateSupplier()
  return {
    ...update,
    setStatus: (supplier: Supplier, status: SupplierStatus) =>
      update.mutateAsync({ id: supplier.id, input: { ...supplierToInput(supplier), status } }),
  }
}
