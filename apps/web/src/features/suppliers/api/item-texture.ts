import type { SupplierItem } from '@designer/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { invalidateSupplierData } from './get-suppliers'

export type TextureUpload = { id: string; picture: Blob; widthMm: number; heightMm: number }

/** Sends a picture of the item's surface and the real-world size it shows; answers the item. */
export const uploadItemTexture = async ({ id, picture, widthMm, heightMm }: TextureUpload) => {
  const size = new URLSearchParams({ widthMm: String(widthMm), heightMm: String(heightMm) })
  return (await request<SupplierItem>('PUT', `/supplier-items/${id}/texture?${size}`, picture))!
}

export const removeItemTexture = async (id: string) => {
  await request('DELETE', `/supplier-items/${id}/texture`)
}

// The lists, the editor's materials and the 3D views' appearances live under the items' key.
export function useUploadItemTexture() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadItemTexture,
    onSuccess: () => invalidateSupplierData(queryClient),
  })
}

export function useRemoveItemTexture() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeItemTexture,
    onSuccess: () => invalidateSupplierData(queryClient),
  })
}
