import { QUOTE_SORTS, type QuoteListQuery } from '@designer/contract'
import { Inbox, SlidersHorizontal } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState, NoResults } from '@/components/empty-state'
import { ListPage } from '@/components/list-page'
import { SearchField } from '@/components/search-field'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
import { useQuotes } from '@/lib/queries/quotes'
import { href } from '@/lib/routes'
import { QuotesTable, QuotesTableSkeleton } from './components/quotes-table'
import { StatusFilter } from './components/status-filter'
import { isFiltered, listQueryOf, type QuoteListParams, useQuoteListParams } from './list-params'

const PAGE_SIZE = 25

type Sort = NonNullable<QuoteListQuery['sort']>

/** Each order in words, as the sort choice offers it. */
const SORT_LABELS = {
  '-created': 'newest',
  created: 'oldest',
  '-total': 'highest',
  total: 'lowest',
  '-number': 'numberDesc',
  number: 'numberAsc',
} as const satisfies Record<Sort, string>

/**
 * /admin/quotes: where the public pages' quote requests arrive, and every quote after them
 * (docs/decisions/043-quotes-inbox.md). Filtered by status with each status' count, searched by
 * number, customer or product, sorted by date or amount; all of it kept in the address.
 */
export function QuotesPage() {
  const { t } = useTranslation()
  const [params, update, onPage] = useQuoteListParams()
  const list = useQuotes({ ...listQueryOf(params), page: params.page, pageSize: PAGE_SIZE })
  return (
    <ListPage
      title={t('quotes.page.title')}
      description={t('quotes.page.description')}
      toolbar={
        <div className="grid gap-3">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <SearchField
              value={params.q}
              // Typing replaces the entry, so Back leaves the page rather than undoing letters.
              onSearch={(q) => update({ q }, { replace: true })}
              label={t('quotes.list.searchLabel')}
              placeholder={t('quotes.list.searchPlaceholder')}
            />
            <SortSelect sort={params.sort} onSort={(sort) => update({ sort })} />
          </div>
          <StatusFilter
            value={params.status}
            counts={list.data?.counts}
            onChange={(status) => update({ status })}
          />
        </div>
      }
      list={list}
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={onPage}
      skeleton={<QuotesTableSkeleton />}
      empty={<QuotesEmpty params={params} onClear={() => update({ q: '', status: null })} />}
    >
      {(items) => (
        <QuotesTable quotes={items} sort={params.sort} onSort={(sort) => update({ sort })} />
      )}
    </ListPage>
  )
}

/**
 * The order as a choice of its own: a phone's cards have no headers to sort from, and on a wide
 * screen it says in words what the headers' arrows show.
 */
function SortSelect({ sort, onSort }: { sort: Sort; onSort: (sort: Sort) => void }) {
  const { t } = useTranslation()
  return (
    <SelectField
      label={t('quotes.list.sortLabel')}
      hideLabel
      className="w-full sm:w-auto sm:min-w-52"
      align="end"
      value={sort}
      onValueChange={(value) => onSort(value as Sort)}
      options={QUOTE_SORTS.map((value) => ({
        value,
        label: t(`quotes.list.sorts.${SORT_LABELS[value]}`),
      }))}
      data-testid="quote-sort"
    />
  )
}

function QuotesEmpty({ params, onClear }: { params: QuoteListParams; onClear: () => void }) {
  const { t } = useTranslation()
  if (isFiltered(params)) {
    return (
      <NoResults
        title={t('quotes.empty.noResultsTitle')}
        description={
          params.q
            ? t('quotes.empty.noResultsDescription', { q: params.q })
            : t('quotes.empty.noneWithStatus', {
                status: t(`quotes.status.${params.status ?? 'requested'}`),
              })
        }
        clearLabel={t('quotes.list.clearFilters')}
        onClear={onClear}
      />
    )
  }
  return (
    <EmptyState
      icon={Inbox}
      title={t('quotes.empty.title')}
      description={t('quotes.empty.description')}
      action={
        <Button asChild variant="outline">
          <Link to={href('admin.configurators')}>
            <SlidersHorizontal aria-hidden="true" />
            {t('quotes.empty.openConfigurators')}
          </Link>
        </Button>
      }
    />
  )
}
