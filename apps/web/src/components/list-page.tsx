import type { UseQueryResult } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/layout/page-header'
import { LoadError } from '@/components/load-error'
import { Pagination } from '@/components/pagination'

type Page<T> = { items: T[]; total: number }

/**
 * The frame of every list area: the header with its actions, the search and filters, the
 * results (a skeleton while the first page loads, the load error with a retry, the area's empty
 * state, the previous page dimmed while the next one loads), and paging. A page past the end
 * (the last item of the last page was deleted) moves to the last page by itself.
 */
export function ListPage<T>({
  title,
  description,
  actions,
  toolbar,
  list,
  page,
  pageSize,
  onPage,
  skeleton,
  empty,
  children,
  after,
}: {
  title: string
  description?: ReactNode
  actions?: ReactNode
  toolbar?: ReactNode
  list: UseQueryResult<Page<T> | null | undefined>
  page: number
  pageSize: number
  /** `replace` when the page moves by itself, so Back does not return to the empty page. */
  onPage: (page: number, options?: { replace: boolean }) => void
  skeleton: ReactNode
  /** What to show when nothing matches: the area's own "nothing yet" or "no results". */
  empty: ReactNode
  /** The results, drawn from the current page's items. */
  children: (items: T[]) => ReactNode
  /** Dialogs and the like, after the list. */
  after?: ReactNode
}) {
  const { t } = useTranslation()
  const data = list.data ?? undefined
  const total = data?.total ?? 0
  const lastPage = Math.max(1, Math.ceil(total / pageSize))
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && page > lastPage
  useEffect(() => {
    if (pastTheEnd) onPage(lastPage, { replace: true })
  }, [pastTheEnd, lastPage, onPage])

  let results: ReactNode
  if (list.isError && !data) {
    results = <LoadError error={list.error} onRetry={() => void list.refetch()} />
  } else if (!data) {
    results = (
      <div role="status" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        {skeleton}
      </div>
    )
  } else if (total === 0) {
    results = empty
  } else {
    results = (
      <section
        aria-label={title}
        aria-busy={list.isPlaceholderData || undefined}
        className="transition-opacity aria-busy:opacity-60"
      >
        {children(data.items)}
      </section>
    )
  }

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6">
      <PageHeader title={title} description={description} actions={actions} />
      {toolbar}
      {results}
      {data && <Pagination page={page} pageSize={pageSize} total={data.total} onPage={onPage} />}
      {after}
    </div>
  )
}
