import type { Configurator } from '@designer/contract'
import { useQuery } from '@tanstack/react-query'
import {
  AlertCircle,
  ArrowLeft,
  CloudOff,
  History,
  MoreHorizontal,
  ReceiptText,
  Redo2,
  Rocket,
  Share2,
  Undo2,
} from 'lucide-react'
import { useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SaveStateBadge } from '@/components/save-state-badge'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/lib/document-title'
import { useFormat } from '@/lib/format'
import { fieldText } from '@/lib/forms'
import { href } from '@/lib/routes'
import { versionsQuery } from '../api/configurators'
import { type Problem, unsendable } from '../editor/model'
import type { ConfiguratorStore } from '../editor/store'
import { ActivityDialog } from './activity-dialog'
import { StatusBadge } from './labels'
import { ShareDialog } from './share-dialog'

/**
 * The editor's top bar: back to the list, the name (edited in place), saving, undo and redo,
 * the problems (each takes you to what is broken), live or not, sharing, the public page's
 * activity and quotes, versions, and Publish. On a phone sharing and activity move into More.
 */
export function EditorBar({
  store,
  configurator,
  designName,
  problems,
  onProblem,
  onPublish,
  onUnpublish,
}: {
  store: ConfiguratorStore
  configurator: Configurator
  designName: string
  problems: Problem[]
  onProblem: (path: string) => void
  onPublish: () => void
  onUnpublish: () => void
}) {
  const { t } = useTranslation()
  const state = useSyncExternalStore(store.subscribe, store.get)
  const [versionsOpen, setVersionsOpen] = useState(false)
  const [panel, setPanel] = useState<'share' | 'activity' | null>(null)
  const blocked = state.saveState === 'error' && unsendable(state.work)
  useDocumentTitle(state.work.name)
  const history = [
    {
      label: t('configurators.editor.undo'),
      icon: Undo2,
      can: state.canUndo,
      run: () => store.undo(),
      keys: 'Control+Z',
    },
    {
      label: t('configurators.editor.redo'),
      icon: Redo2,
      can: state.canRedo,
      run: () => store.redo(),
      keys: 'Control+Shift+Z',
    },
  ]
  // In the bar from the small breakpoint up, in More below it.
  const panels = [
    { id: 'share', label: t('configurators.share.button'), icon: Share2 },
    { id: 'activity', label: t('configurators.activity.button'), icon: ReceiptText },
  ] as const
  return (
    <header className="flex h-12 shrink-0 items-center gap-1 border-b bg-background px-1 sm:gap-2 sm:px-2">
      <Button asChild variant="ghost" size="sm">
        <Link to={href('admin.configurators')} aria-label={t('configurators.backToList')}>
          <ArrowLeft aria-hidden />
          <span className="hidden xl:inline">{t('configurators.editor.back')}</span>
        </Link>
      </Button>
      <div className="flex min-w-0 flex-col">
        {/* The name is edited in place; the page's heading says it for those who browse by them. */}
        <h1 className="sr-only">
          {state.work.name.trim() || t('pages.titles.admin_configurators_edit')}
        </h1>
        <Input
          value={state.work.name}
          onChange={(e) => {
            const name = e.target.value
            store.change((w) => {
              w.name = name
            }, 'name')
          }}
          aria-label={t('configurators.fields.name')}
          aria-invalid={!state.work.name.trim() || undefined}
          className="h-7 w-28 border-transparent px-1.5 font-semibold shadow-none hover:border-input sm:w-64"
          data-testid="configurator-name"
        />
        <span className="hidden truncate px-1.5 text-[11px] text-muted-foreground leading-none sm:block">
          {t('configurators.list.onDesign', { name: designName })}
        </span>
      </div>
      <SaveStateBadge
        state={state.saveState}
        label={blocked ? t('configurators.editor.notSent') : undefined}
      />
      <div className="ml-auto flex items-center gap-1">
        {history.map((action) => (
          <Button
            key={action.keys}
            variant="ghost"
            size="icon"
            className="hidden size-8 sm:inline-flex"
            disabled={!action.can}
            onClick={action.run}
            aria-label={action.label}
            aria-keyshortcuts={action.keys}
          >
            <action.icon aria-hidden />
          </Button>
        ))}
        <span className="mx-1 hidden h-5 w-px bg-border sm:block" />
        {problems.length > 0 && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive hover:text-destructive"
                data-testid="problems"
              >
                <AlertCircle aria-hidden />
                {t('configurators.problems.count', { count: problems.length })}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="max-h-80 w-80">
              <DropdownMenuLabel>{t('configurators.problems.title')}</DropdownMenuLabel>
              <DropdownMenuSeparator />
              {problems.map((p) => (
                <DropdownMenuItem
                  key={`${p.path}:${p.code}`}
                  onSelect={() => onProblem(p.path)}
                  className="grid gap-0.5"
                >
                  <span>{fieldText(t, p.code)}</span>
                  <code className="text-[10px] text-muted-foreground">{p.path}</code>
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
        <span className="hidden sm:contents">
          <StatusBadge configurator={configurator} />
        </span>
        {configurator.status === 'published' && configurator.changed && (
          <span
            className="hidden text-muted-foreground text-xs md:inline"
            data-testid="draft-changed"
          >
            {t('configurators.editor.changedSincePublished')}
          </span>
        )}
        {panels.map((p) => (
          <Button
            key={p.id}
            variant="ghost"
            size="sm"
            className="hidden sm:inline-flex"
            onClick={() => setPanel(p.id)}
            aria-label={p.label}
            data-testid={`open-${p.id}`}
          >
            <p.icon aria-hidden />
            <span className="hidden xl:inline">{p.label}</span>
          </Button>
        ))}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t('configurators.editor.more')}
            >
              <MoreHorizontal aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {panels.map((p) => (
              <DropdownMenuItem key={p.id} className="sm:hidden" onSelect={() => setPanel(p.id)}>
                <p.icon aria-hidden />
                {p.label}
              </DropdownMenuItem>
            ))}
            <DropdownMenuItem onSelect={() => setVersionsOpen(true)}>
              <History aria-hidden />
              {t('configurators.versions.open')}
            </DropdownMenuItem>
            {configurator.status === 'published' && (
              <DropdownMenuItem onSelect={onUnpublish} data-testid="unpublish">
                <CloudOff aria-hidden />
                {t('configurators.publish.unpublish')}
              </DropdownMenuItem>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
        <Button
          size="sm"
          onClick={onPublish}
          data-testid="publish"
          disabled={
            configurator.status === 'published' &&
            !configurator.changed &&
            state.saveState === 'saved'
          }
        >
          <Rocket aria-hidden />
          {t('configurators.publish.button')}
        </Button>
      </div>
      <VersionsDialog
        open={versionsOpen}
        onOpenChange={setVersionsOpen}
        configurator={configurator}
      />
      <ShareDialog
        open={panel === 'share'}
        onOpenChange={(open) => setPanel(open ? 'share' : null)}
        configurator={configurator}
      />
      <ActivityDialog
        open={panel === 'activity'}
        onOpenChange={(open) => setPanel(open ? 'activity' : null)}
        configurator={configurator}
      />
    </header>
  )
}

function VersionsDialog({
  open,
  onOpenChange,
  configurator,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  configurator: Configurator
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const versions = useQuery({ ...versionsQuery(configurator.id), enabled: open })
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('configurators.versions.title')}</DialogTitle>
          <DialogDescription>{t('configurators.versions.description')}</DialogDescription>
        </DialogHeader>
        {versions.isLoading ? (
          <Skeleton className="h-24" />
        ) : versions.data?.length ? (
          <ol className="grid max-h-80 gap-1 overflow-y-auto text-sm" data-testid="versions">
            {versions.data.map((v) => (
              <li
                key={v.version}
                className="flex items-center justify-between gap-3 rounded-md px-2 py-1.5 odd:bg-muted/40"
              >
                <span className="font-medium">
                  {t('configurators.versions.version', { version: v.version })}
                  {v.version === configurator.publishedVersion &&
                    configurator.status === 'published' && (
                      <span className="ml-2 text-success text-xs">
                        {t('configurators.versions.live')}
                      </span>
                    )}
                </span>
                <span className="text-muted-foreground text-xs">
                  {t('configurators.versions.by', {
                    when: format.dateTime(v.publishedAt),
                    name: v.publishedBy?.name ?? '—',
                  })}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-muted-foreground text-sm">{t('configurators.versions.none')}</p>
        )}
      </DialogContent>
    </Dialog>
  )
}
