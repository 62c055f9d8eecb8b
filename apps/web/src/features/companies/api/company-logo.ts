import type { Company } from '@designer/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { currentCompanyQuery } from '@/lib/current-company'
import { companiesKey } from './get-companies'

/** Sends the logo's file (PNG or JPEG); answers the company with its new logo address. */
export const uploadCompanyLogo = async ({ id, file }: { id: string; file: Blob }) =>
  (await request<Company>('PUT', `/companies/${id}/logo`, file))!

export const removeCompanyLogo = async (id: string) =>
  (await request<Company>('DELETE', `/companies/${id}/logo`))!

/** The company as the server now has it, for the profile, the switcher and the sidebar. */
function useSaved() {
  const queryClient = useQueryClient()
  return (company: Company) => {
    queryClient.setQueryData(currentCompanyQuery(company.id).queryKey, company)
    return queryClient.invalidateQueries({ queryKey: companiesKey, exact: true })
  }
}

export function useUploadCompanyLogo() {
  const saved = useSaved()
  return useMutation({ mutationFn: uploadCompanyLogo, onSuccess: saved })
}

export function useRemoveCompanyLogo() {
  const saved = useSaved()
  return useMutation({ mutationFn: removeCompanyLogo, onSuccess: saved })
}
