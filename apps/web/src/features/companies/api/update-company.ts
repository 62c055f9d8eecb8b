import type { Company, CompanyInput } from '@designer/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { currentCompanyQuery } from '@/lib/current-company'
import { companiesKey } from './get-companies'

export const updateCompany = async ({ id, input }: { id: string; input: CompanyInput }) =>
  (await request<Company>('PUT', `/companies/${id}`, input))!

export function useUpdateCompany() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => {
      queryClient.setQueryData(currentCompanyQuery(company.id).queryKey, company)
      return queryClient.invalidateQueries({ queryKey: companiesKey, exact: true })
    },
  })
}
