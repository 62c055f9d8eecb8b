import type { SupplierItem } from '@designer/contract'
import { Check, ChevronsUpDown, Search } from 'lucide-react'
import { Popover } from 'radix-ui'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useCostFormat } from '@/components/costs/use-cost-format'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { useSupplierItem, useSupplierItemOptions } from '@/lib/queries/supplier-items'
import { href } from '@/lib/routes'
import { cn } from '@/lib/utils'

const SEARCH_DEBOUNCE_MS = 250

/** "Supplier · €12.00 / m²": what an item is, after its name. */
function useItemLine() {
  const format = useCostFormat()
  return (item: SupplierItem) =>
    `${item.supplierName} · ${format.unitCost({ unitCost: item.unitCost, unit: item.unit })}`
}

/**
 * A searchable list of the company's supplier items in a popover: its name, supplier and unit
 * cost each; "None" first when the choice may be cleared. Typing searches the API; the arrow
 * keys move through the list.
 */
function ItemSearch({
  value,
  allowNone,
  onChoose,
}: {
  value: string | null
  allowNone: boolean
  onChoose: (item: SupplierItem | null) => void
}) {
  const { t } = useTranslation()
  const itemLine = useItemLine()
  const [text, setText] = useState('')
  const [q, setQ] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])
  const options = useSupplierItemOptions(q)
  const items = options.data?.items ?? []
  const list = useRef<HTMLUListElement>(null)

  const move = (from: HTMLElement | null, by: 1 | -1) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])]
    const at = from ? buttons.indexOf(from as HTMLButtonElement) : -1
    const next = buttons[at + by]
    if (next) next.focus()
    else if (by === -1) list.current?.parentElement?.querySelector('input')?.focus()
  }

  return (
    <div className="flex max-h-[min(28rem,var(--radix-popover-content-available-height))] flex-col">
      <div className="relative border-b p-2">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault()
              move(null, 1)
            }
            if (e.key === 'Enter' && items.length === 1) {
              e.preventDefault()
              onChoose(items[0]!)
            }
          }}
          aria-label={t('editor.material.search')}
          placeholder={t('editor.material.searchPlaceholder')}
          className="h-8 pl-8"
          data-testid="material-search"
        />
      </div>
      <ul
        ref={list}
        className="min-h-0 flex-1 overflow-y-auto p-1"
        aria-label={t('editor.material.options')}
        aria-busy={options.isFetching || undefined}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
          e.preventDefault()
          move(document.activeElement as HTMLElement, e.key === 'ArrowDown' ? 1 : -1)
        }}
      >
        {allowNone && (
          <li>
            <Option selected={value === null} onClick={() => onChoose(null)} testId="material-none">
              <span className="text-muted-foreground">{t('editor.material.none')}</span>
            </Option>
          </li>
        )}
        {items.map((item) => (
          <li key={item.id}>
            <Option
              selected={item.id === value}
              onClick={() => onChoose(item)}
              testId="material-option"
            >
              <span className="block truncate font-medium">{item.name}</span>
              <span className="block truncate text-muted-foreground text-xs">{itemLine(item)}</span>
            </Option>
          </li>
        ))}
      </ul>
      {options.isPending ? (
        <p className="flex items-center gap-2 px-3 py-3 text-muted-foreground text-sm">
          <Spinner className="size-4" />
          {t('common.loading')}
        </p>
      ) : options.isError ? (
        <p className="px-3 py-3 text-destructive text-sm">{t('editor.material.loadError')}</p>
      ) : (
        items.length === 0 && (
          <div className="space-y-1 px-3 py-3 text-sm">
            <p className="text-muted-foreground">
              {q ? t('editor.material.noResults', { q }) : t('editor.material.noItems')}
            </p>
            <Link
              to={href('admin.suppliers')}
              className="text-primary underline-offset-4 hover:underline"
            >
              {t('editor.material.manage')}
            </Link>
          </div>
        )
      )}
    </div>
  )
}

function Option({
  selected,
  onClick,
  testId,
  children,
}: {
  selected: boolean
  onClick: () => void
  testId: string
  children: ReactNode
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={selected}
      data-testid={testId}
      className={cn(
        'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
        selected && 'bg-accent/60',
      )}
    >
      <Check aria-hidden="true" className={cn('size-4 shrink-0', !selected && 'invisible')} />
      <span className="min-w-0 flex-1">{children}</span>
    </button>
  )
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <Popover.Portal>
      <Popover.Content
        align="start"
        sideOffset={4}
        collisionPadding={8}
        className="z-50 w-[min(22rem,calc(100vw-1rem))] overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md outline-none"
        data-testid="material-popover"
      >
        {children}
      </Popover.Content>
    </Popover.Portal>
  )
}

/**
 * The material an object is made of: a button showing the chosen supplier item (name, supplier,
 * unit cost) that opens the searchable list; "None" clears it.
 */
export function MaterialPicker({
  value,
  onChange,
  labelledBy,
}: {
  value: string | null
  onChange: (item: SupplierItem | null) => void
  labelledBy: string
}) {
  const { t } = useTranslation()
  const itemLine = useItemLine()
  const [open, setOpen] = useState(false)
  const current = useSupplierItem(value)
  const valueId = useId()
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          variant="outline"
          className="h-auto min-h-9 w-full justify-between gap-2 px-2.5 py-1.5 text-left font-normal"
          aria-labelledby={`${labelledBy} ${valueId}`}
          data-testid="material-picker"
          data-value={value ?? ''}
        >
          <span id={valueId} className="min-w-0 flex-1">
            {value === null ? (
              <span className="text-muted-foreground">{t('editor.material.none')}</span>
            ) : current.data ? (
              <>
                <span className="block truncate">{current.data.name}</span>
                <span className="block truncate text-muted-foreground text-xs">
                  {itemLine(current.data)}
                </span>
              </>
            ) : current.isError ? (
              <span className="text-destructive">{t('editor.material.unknown')}</span>
            ) : (
              <span className="text-muted-foreground">{t('common.loading')}</span>
            )}
          </span>
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 opacity-60" />
        </Button>
      </Popover.Trigger>
      <Panel>
        <ItemSearch
          value={value}
          allowNone
          onChoose={(item) => {
            setOpen(false)
            if ((item?.id ?? null) !== value) onChange(item)
          }}
        />
      </Panel>
    </Popover.Root>
  )
}

/** A button that opens the list of supplier items and hands over the one chosen. */
export function ItemPickerButton({
  onChoose,
  children,
  testId,
}: {
  onChoose: (item: SupplierItem) => void
  children: ReactNode
  testId?: string
}) {
  const [open, setOpen] = useState(false)
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button variant="outline" size="sm" className="w-full" data-testid={testId}>
          {children}
        </Button>
      </Popover.Trigger>
      <Panel>
        <ItemSearch
          value={null}
          allowNone={false}
          onChoose={(item) => {
            setOpen(false)
            if (item) onChoose(item)
          }}
        />
      </Panel>
    </Popover.Root>
  )
}
