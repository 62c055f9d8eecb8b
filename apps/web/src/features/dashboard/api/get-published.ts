import { useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api'
import { configuratorKeys } from '@/lib/queries/keys'
import { useSession } from '@/lib/use-session'

/**
 * Whether the company has a published configurator: the dashboard's last step. Under the
 * configurators' key, so publishing one refreshes this too.
 */
export function useHasPublished(): boolean {
  const { companyId } = useSession()
  const params = { status: 'published', pageSize: 1 }
  const published = useQuery({
    queryKey: configuratorKeys.list(companyId ?? '', params),
    queryFn: () => request<{ total: number }>('GET', '/configurators?status=published&pageSize=1'),
    enabled: companyId !== null,
  })
  return (published.data?.total ?? 0) > 0
}
