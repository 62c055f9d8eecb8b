import {
  ArrowLeft,
  Camera,
  type Check,
  Maximize,
  Move3d,
  Redo2,
  Rotate3d,
  Scale3d,
  Undo2,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SaveStateBadge } from '@/components/save-state-badge'
import { Button } from '@/components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { href } from '@/lib/routes'
import { cn } from '@/lib/utils'
import { type ActionContext, actions, type EditorAction, shortcutLabel } from '../core/actions'
import type { EditorStore } from '../core/editor-store'
import { useEditor } from '../use-editor'
import { CostBadge } from './cost-badge'

function ActionButton({
  action,
  ctx,
  icon: Icon,
  showLabel = false,
}: {
  action: EditorAction
  ctx: ActionContext
  icon: typeof Check
  showLabel?: boolean
}) {
  const { t } = useTranslation()
  const shortcut = action.shortcuts?.[0]
  const enabled = action.enabled?.(ctx) ?? true
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size={showLabel ? 'sm' : 'icon'}
          className={showLabel ? '' : 'size-8'}
          disabled={!enabled}
          onClick={() => action.perform(ctx)}
          aria-label={t(action.label)}
          aria-keyshortcuts={shortcut ? shortcutLabel(shortcut) : undefined}
          data-testid={`action-${action.id}`}
        >
          <Icon aria-hidden />
          {showLabel && <span className="hidden md:inline">{t(action.label)}</span>}
        </Button>
      </TooltipTrigger>
      <TooltipContent>
        {t(action.label)}
        {shortcut && (
          <kbd className="ml-2 rounded bg-background/20 px-1 text-[10px]">
            {shortcutLabel(shortcut)}
          </kbd>
        )}
      </TooltipContent>
    </Tooltip>
  )
}

export function EditorTopBar({
  store,
  ctx,
  designId,
  name,
  presence,
}: {
  store: EditorStore
  ctx: ActionContext
  designId: string
  name: string
  /** Who else is in the design, and the connection's state. */
  presence?: React.ReactNode
}) {
  const { t } = useTranslation()
  const saveState = useEditor(store, (s) => s.saveState)
  const gizmo = useEditor(store, (s) => s.gizmo)
  useEditor(store, (s) => `${s.canUndo}${s.canRedo}`)
  // On a phone the bar is two rows: the way back, the design's name (the width left, truncated
  // with the whole name in its title) and how it stands; then the tools, spread across. A row
  // for both left the name one letter wide.
  return (
    <header className="flex shrink-0 flex-wrap items-center gap-x-1 border-b bg-background px-1 py-1 sm:h-12 sm:flex-nowrap sm:gap-2 sm:px-2 sm:py-0">
      <Button asChild variant="ghost" size="sm">
        <Link
          to={href('admin.designs.show', { designId })}
          aria-label={t('editor.backTo', { name })}
        >
          <ArrowLeft aria-hidden />
          <span className="hidden sm:inline">{t('editor.back')}</span>
        </Link>
      </Button>
      <h1 className="min-w-0 flex-1 truncate font-semibold text-sm sm:flex-initial" title={name}>
        {name}
      </h1>
      <SaveStateBadge state={saveState} />
      <CostBadge store={store} designId={designId} />
      <div className="ml-auto hidden sm:block">{presence}</div>
      <div
        role="toolbar"
        aria-label={t('editor.toolbar.label')}
        className="flex w-full items-center justify-between gap-0.5 sm:ml-0 sm:w-auto sm:justify-start"
      >
        <ActionButton action={actions.undo} ctx={ctx} icon={Undo2} />
        <ActionButton action={actions.redo} ctx={ctx} icon={Redo2} />
        <span className="mx-1 hidden h-5 w-px bg-border sm:block" />
        {(
          [
            [actions.translate, Move3d, 'translate'],
            [actions.rotate, Rotate3d, 'rotate'],
            [actions.scale, Scale3d, 'scale'],
          ] as const
        ).map(([action, Icon, mode]) => (
          <span
            key={mode}
            className={cn('rounded-md', gizmo === mode && 'bg-accent')}
            aria-current={gizmo === mode ? 'true' : undefined}
          >
            <ActionButton action={action} ctx={ctx} icon={Icon} />
          </span>
        ))}
        <span className="mx-1 hidden h-5 w-px bg-border sm:block" />
        <ActionButton action={actions.resetView} ctx={ctx} icon={Maximize} showLabel />
        <ActionButton action={actions.screenshot} ctx={ctx} icon={Camera} showLabel />
      </div>
    </header>
  )
}
