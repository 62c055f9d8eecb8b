import { type Quote, type QuoteListQuery, quoteNumber } from '@designer/contract'
import { CalendarDays, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DataTable, DataTableSkeleton, SortableHead } from '@/components/data-table'
import { QuoteOrigin } from '@/components/quotes/quote-origin'
import { QuoteStatusBadge } from '@/components/quotes/quote-status-badge'
import { Skeleton } from '@/components/ui/skeleton'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useFormat } from '@/lib/format'
import { href } from '@/lib/routes'
import { useMediaQuery } from '@/lib/use-media-query'
import { cn } from '@/lib/utils'

type Sort = NonNullable<QuoteListQuery['sort']>

const quotePage = (q: Pick<Quote, 'id'>) => href('admin.quotes.show', { quoteId: q.id })

/** Below this width the inbox is a list of cards: a phone has no room for its columns. */
const PHONE = '(max-width: 767px)'

/** What a quote is about, as the inbox names it: who asked, or nobody left to name. */
function useWho() {
  const { t } = useTranslation()
  return (q: Quote) => q.customer?.name ?? t('quotes.dialog.noCustomer')
}

/**
 * One page of quotes: a table on a wide screen (number, customer, product, status, amount,
 * date; sorted from the headers), cards on a phone. A row or a card is one link to the quote's
 * page; a new request is marked as such.
 */
export function QuotesTable({
  quotes,
  sort,
  onSort,
}: {
  quotes: Quote[]
  sort: Sort
  onSort: (sort: Sort) => void
}) {
  const phone = useMediaQuery(PHONE)
  return phone ? (
    <QuoteCards quotes={quotes} />
  ) : (
    <Table quotes={quotes} sort={sort} onSort={onSort} />
  )
}

function Table({
  quotes,
  sort,
  onSort,
}: {
  quotes: Quote[]
  sort: Sort
  onSort: (sort: Sort) => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const who = useWho()
  return (
    <DataTable>
      <TableHeader className="bg-muted/40">
        <TableRow className="hover:bg-transparent">
          <SortableHead
            field="number"
            firstDirection="descending"
            sort={sort}
            onSort={onSort}
            className="pl-4"
          >
            {t('quotes.columns.number')}
          </SortableHead>
          <TableHead>{t('quotes.columns.customer')}</TableHead>
          <TableHead className="hidden lg:table-cell">{t('quotes.columns.product')}</TableHead>
          <TableHead>{t('quotes.columns.status')}</TableHead>
          <SortableHead
            field="total"
            firstDirection="descending"
            sort={sort}
            onSort={onSort}
            className="text-right [&>button]:ml-auto"
          >
            {t('quotes.columns.amount')}
          </SortableHead>
          <SortableHead
            field="created"
            firstDirection="descending"
            sort={sort}
            onSort={onSort}
            className="pr-4"
          >
            {t('quotes.columns.created')}
          </SortableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {quotes.map((q) => {
          const fresh = q.status === 'requested'
          return (
            <TableRow
              key={q.id}
              className={cn('relative', fresh && 'bg-primary/[0.03]')}
              data-testid={`quote-row-${q.number}`}
            >
              <TableCell className="py-3 pl-4">
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className={cn('size-2 shrink-0 rounded-full', fresh ? 'bg-primary' : '')}
                  />
                  {/* The row's one link, stretched over the whole row. */}
                  <Link
                    to={quotePage(q)}
                    className={cn(
                      'rounded-sm tabular-nums outline-none after:absolute after:inset-0 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50',
                      fresh ? 'font-semibold' : 'font-medium',
                    )}
                  >
                    <span className="sr-only">{t('quotes.list.open')} </span>
                    {quoteNumber(q.number)}
                  </Link>
                </span>
              </TableCell>
              <TableCell className="max-w-64 whitespace-normal">
                <p className={cn('truncate', fresh && 'font-medium')} title={who(q)}>
                  {who(q)}
                </p>
                {q.customer?.email && (
                  <p className="truncate text-muted-foreground text-xs">{q.customer.email}</p>
                )}
              </TableCell>
              <TableCell className="hidden max-w-56 lg:table-cell">
                <p className="truncate">
                  {q.configurator?.name ?? t('quotes.dialog.deletedConfigurator')}
                </p>
                {q.appointment && (
                  <p className="flex items-center gap-1 text-muted-foreground text-xs">
                    <CalendarDays aria-hidden="true" className="size-3.5" />
                    {t('quotes.list.meeting')}
                  </p>
                )}
              </TableCell>
              <TableCell>
                <QuoteStatusBadge status={q.status} />
              </TableCell>
              <TableCell className="text-right font-medium tabular-nums">
                {format.money(q.total)}
              </TableCell>
              <TableCell className="pr-4 text-muted-foreground">
                <time dateTime={q.createdAt} title={format.dateTime(q.createdAt)}>
                  {format.relative(q.createdAt)}
                </time>
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </DataTable>
  )
}

function QuoteCards({ quotes }: { quotes: Quote[] }) {
  const { t } = useTranslation()
  const format = useFormat()
  const who = useWho()
  return (
    <ul className="grid gap-2" data-testid="quote-cards">
      {quotes.map((q) => {
        const fresh = q.status === 'requested'
        return (
          <li key={q.id}>
            <Link
              to={quotePage(q)}
              className={cn(
                'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 rounded-xl border bg-card px-4 py-3 shadow-xs outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50',
                fresh && 'border-primary/40',
              )}
              data-testid={`quote-row-${q.number}`}
            >
              <span className="flex min-w-0 items-center gap-2">
                <span className={cn('tabular-nums', fresh ? 'font-semibold' : 'font-medium')}>
                  <span className="sr-only">{t('quotes.list.open')} </span>
                  {quoteNumber(q.number)}
                </span>
                <QuoteStatusBadge status={q.status} />
              </span>
              <span className="text-right font-semibold tabular-nums">{format.money(q.total)}</span>
              <span className={cn('truncate text-sm', fresh && 'font-medium')}>{who(q)}</span>
              <ChevronRight
                aria-hidden="true"
                className="row-span-2 size-4 justify-self-end text-muted-foreground"
              />
              <span className="truncate text-muted-foreground text-xs">
                <QuoteOrigin quote={q} />
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

export function QuotesTableSkeleton() {
  const phone = useMediaQuery(PHONE)
  if (phone) {
    return (
      <div className="grid gap-2" data-testid="quote-cards-skeleton">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-[4.75rem] rounded-xl" />
        ))}
      </div>
    )
  }
  return (
    <DataTableSkeleton
      rows={8}
      columns={[
        'h-4 w-20',
        'h-4 flex-1',
        'hidden h-4 w-40 lg:block',
        'h-5 w-20',
        'h-4 w-24',
        'h-4 w-20',
      ]}
    />
  )
}
