import type { DesignListItem, DesignType } from '@designer/contract'
import { LayoutGrid, Plus, Puzzle, Shapes, Table2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { EmptyState, NoResults } from '@/components/empty-state'
import { ListPage } from '@/components/list-page'
import { SearchField } from '@/components/search-field'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
import { errorText } from '@/lib/forms'
import { href } from '@/lib/routes'
import { useDuplicateDesign } from './api/duplicate-design'
import { type DesignSort, useDesigns } from './api/get-designs'
import { DeleteDesignDialog } from './components/delete-design-dialog'
import type { DesignAction } from './components/design-actions-menu'
import { DesignsGrid, DesignsGridSkeleton } from './components/designs-grid'
import { DesignsTable, DesignsTableSkeleton } from './components/designs-table'
import { SegmentedControl } from './components/segmented-control'
import { type ListParams, useListParams, type View } from './list-params'

// Divides evenly into grids of 2, 3 and 4 columns.
const PAGE_SIZE = 24

const SORTS: DesignSort[] = ['-updated', 'updated', 'name', '-name']

export function DesignsPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params, update, onPage] = useListParams()
  const list = useDesigns({
    q: params.q || undefined,
    type: params.type ?? undefined,
    sort: params.sort,
    page: params.page,
    pageSize: PAGE_SIZE,
  })
  const duplicate = useDuplicateDesign()
  const [deleting, setDeleting] = useState<DesignListItem | null>(null)
  const [menuButton, setMenuButton] = useState<HTMLElement | null>(null)
  const components = params.type === 'component'

  async function onAction(
    action: DesignAction,
    design: DesignListItem,
    trigger: HTMLElement | null,
  ) {
    if (action === 'delete') {
      setMenuButton(trigger)
      setDeleting(design)
      return
    }
    const id = toast.loading(t('designs.duplicate.pending', { name: design.name }))
    try {
      const copy = await duplicate.mutateAsync(design.id)
      toast.success(t('designs.duplicate.done', { name: copy.name }), {
        id,
        action: {
          label: t('designs.actions.open'),
          onClick: () => navigate(href('admin.designs.show', { designId: copy.id })),
        },
      })
    } catch (err) {
      toast.error(errorText(t, err), { id })
    }
  }

  const createHref = href('admin.designs.create', undefined, {
    type: components ? 'component' : undefined,
  })

  const title = components ? t('designs.list.componentsTitle') : t('designs.list.title')
  return (
    <ListPage
      title={title}
      description={
        components ? t('designs.list.componentsDescription') : t('designs.list.description')
      }
      actions={
        <Button asChild>
          <Link to={createHref} data-testid="new-design">
            <Plus aria-hidden="true" />
            {components ? t('designs.list.newComponent') : t('designs.list.new')}
          </Link>
        </Button>
      }
      toolbar={<Toolbar params={params} update={update} />}
      list={list}
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={onPage}
      skeleton={params.view === 'grid' ? <DesignsGridSkeleton /> : <DesignsTableSkeleton />}
      empty={
        <Empty params={params} createHref={createHref} onClearSearch={() => update({ q: '' })} />
      }
      after={
        <DeleteDesignDialog
          design={deleting}
          onOpenChange={(open) => !open && setDeleting(null)}
          returnFocusTo={menuButton}
        />
      }
    >
      {(items) =>
        params.view === 'grid' ? (
          <DesignsGrid designs={items} showType={params.type === null} onAction={onAction} />
        ) : (
          <DesignsTable
            designs={items}
            sort={params.sort}
            onSort={(sort) => update({ sort })}
            onAction={onAction}
          />
        )
      }
    </ListPage>
  )
}

function Toolbar({
  params,
  update,
}: {
  params: ListParams
  update: ReturnType<typeof useListParams>[1]
}) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <div className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          value={params.q}
          // Typing replaces the entry, so Back leaves the page rather than undoing letters.
          onSearch={(q) => update({ q }, { replace: true })}
          label={t('designs.list.searchLabel')}
          placeholder={t('designs.list.searchPlaceholder')}
        />
        <SegmentedControl<DesignType | 'all'>
          label={t('designs.list.typeFilter')}
          value={params.type ?? 'all'}
          onChange={(type) => update({ type: type === 'all' ? null : type })}
          options={[
            { value: 'all', label: t('designs.list.all') },
            { value: 'design', label: t('designs.typesPlural.design') },
            { value: 'component', label: t('designs.typesPlural.component') },
          ]}
        />
      </div>
      <div className="flex items-center gap-2">
        <SelectField
          label={t('designs.list.sortLabel')}
          hideLabel
          className="min-w-48 flex-1 lg:flex-none"
          align="end"
          value={params.sort}
          onValueChange={(sort) => update({ sort: sort as DesignSort })}
          options={SORTS.map((sort) => ({ value: sort, label: t(`designs.sort.${sort}`) }))}
        />
        <SegmentedControl<View>
          label={t('designs.list.viewLabel')}
          value={params.view}
          onChange={(view) => update({ view })}
          options={[
            { value: 'table', label: t('designs.list.viewTable'), icon: Table2, iconOnly: true },
            { value: 'grid', label: t('designs.list.viewGrid'), icon: LayoutGrid, iconOnly: true },
          ]}
        />
      </div>
    </div>
  )
}

/** Nothing matches the search, or there is nothing of this kind yet. */
function Empty({
  params,
  createHref,
  onClearSearch,
}: {
  params: ListParams
  createHref: string
  onClearSearch: () => void
}) {
  const { t } = useTranslation()
  const components = params.type === 'component'
  if (params.q) {
    return (
      <NoResults
        title={t('designs.empty.noResultsTitle')}
        description={t('designs.empty.noResultsDescription', { q: params.q })}
        clearLabel={t('common.clearSearch')}
        onClear={onClearSearch}
      />
    )
  }
  const kind = params.type ?? 'all'
  return (
    <EmptyState
      icon={components ? Puzzle : Shapes}
      title={t(`designs.empty.${kind}.title`)}
      description={t(`designs.empty.${kind}.description`)}
      action={
        <Button asChild>
          <Link to={createHref}>
            <Plus aria-hidden="true" />
            {components ? t('designs.list.newComponent') : t('designs.list.new')}
          </Link>
        </Button>
      }
    />
  )
}
