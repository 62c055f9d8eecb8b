import type { Company, CompanyInput } from '@designer/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { companiesKey } from './get-companies'

export const createCompany = async (input: CompanyInput) =>
  (await request<Company>('POST', '/companies', input))!

export function useCreateCompany() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKey }),
  })
}
