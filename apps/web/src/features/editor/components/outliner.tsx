import type { SceneObject } from '@designer/contract'
import { Eye, EyeOff, Plus } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { addObjectOfType } from '../core/actions'
import { updateObject } from '../core/changes'
import type { EditorStore } from '../core/editor-store'
import type { Peer } from '../core/presence'
import type { ComponentScenes } from '../core/scene-ops'
import { useEditor } from '../use-editor'
import { AddObjectDialog } from './add-object-dialog'
import type { ViewportHandle } from './viewport-handle'

type Props = {
  store: EditorStore
  designId: string
  viewport?: ViewportHandle | null
  components?: ComponentScenes
  /** The other people in the design: their selections are marked in their colours. */
  peers?: Peer[]
}

/**
 * The scene's objects as a tree (three.js editor's `Sidebar.Scene`): click to select, ctrl/cmd
 * click to add or take away, shift click for everything between; the eye hides and shows.
 */
export function Outliner({ store, designId, viewport, components, peers = [] }: Props) {
  const { t } = useTranslation()
  const objects = useEditor(store, (s) => s.scene.objects)
  const selectedIds = useEditor(store, (s) => s.selectedIds)
  const [adding, setAdding] = useState(false)
  // Where a shift click's range starts: the last object clicked without shift.
  const anchor = useRef<string | null>(null)
  const ordered = treeOrder(objects)
  const selected = new Set(selectedIds)
  const selectedBy = new Map<string, Peer[]>()
  for (const peer of peers) {
    for (const id of peer.selection) selectedBy.set(id, [...(selectedBy.get(id) ?? []), peer])
  }

  const click = (event: React.MouseEvent, id: string) => {
    if (event.shiftKey && anchor.current) {
      const from = ordered.findIndex((e) => e.object.id === anchor.current)
      const to = ordered.findIndex((e) => e.object.id === id)
      if (from >= 0 && to >= 0) {
        const range = ordered.slice(Math.min(from, to), Math.max(from, to) + 1)
        store.selectMany(
          range.map((e) => e.object.id),
          event.ctrlKey || event.metaKey ? 'add' : 'replace',
        )
        return
      }
    }
    anchor.current = id
    if (event.ctrlKey || event.metaKey) store.selectMany([id], 'toggle')
    else store.select(id)
  }

  return (
    <>
      <div className="flex items-center justify-between gap-2 px-3 py-2">
        <span className="text-muted-foreground text-xs" aria-live="polite">
          {selectedIds.length > 1
            ? t('editor.selection.count', { count: selectedIds.length })
            : t('editor.objects.count', { count: objects.length })}
        </span>
        <Button size="sm" onClick={() => setAdding(true)} data-testid="add-object">
          <Plus aria-hidden />
          {t('editor.objects.addObject')}
        </Button>
      </div>
      <AddObjectDialog
        open={adding}
        onOpenChange={setAdding}
        designId={designId}
        onChoose={(type, name, componentId) =>
          addObjectOfType(store, type, name, componentId, {
            target: viewport?.getCamera().target,
            components,
          })
        }
      />
      <ul
        aria-label={t('editor.objects.listLabel')}
        className="max-h-[40%] min-h-24 overflow-y-auto border-y px-1 py-1"
        data-testid="object-list"
      >
        {objects.length === 0 && (
          <li className="px-2 py-6 text-center text-muted-foreground text-sm">
            {t('editor.objects.empty')}
          </li>
        )}
        {ordered.map(({ object: o, depth }) => (
          <li key={o.id}>
            <div
              className={cn(
                'group flex items-center gap-1 rounded-md pr-1 text-sm',
                selected.has(o.id) ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
              )}
            >
              <button
                type="button"
                className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                style={{ paddingLeft: `${0.5 + depth * 0.9}rem` }}
                aria-pressed={selected.has(o.id)}
                onClick={(event) => click(event, o.id)}
                data-testid={`object-${o.name}`}
              >
                <span
                  className={cn(
                    'size-3 shrink-0 rounded-sm border',
                    o.type === 'group' && 'border-dashed',
                  )}
                  style={{
                    background:
                      o.type === 'component' || o.type === 'group' ? 'transparent' : o.color,
                  }}
                />
                <span
                  className={cn('truncate', !o.visible && 'text-muted-foreground line-through')}
                >
                  {o.name}
                </span>
                {selectedBy.has(o.id) && (
                  <span
                    className="flex shrink-0 gap-0.5"
                    title={t('editor.presence.selectedBy', {
                      names: selectedBy
                        .get(o.id)!
                        .map((p) => p.user.name)
                        .join(', '),
                    })}
                    data-testid="peer-selection"
                    data-names={selectedBy
                      .get(o.id)!
                      .map((p) => p.user.name)
                      .join(', ')}
                  >
                    {selectedBy.get(o.id)!.map((p) => (
                      <span
                        key={p.connectionId}
                        className="size-2 rounded-full"
                        style={{ backgroundColor: p.color }}
                      />
                    ))}
                  </span>
                )}
                <span className="ml-auto shrink-0 text-muted-foreground text-xs">
                  {t(`editor.objects.types.${o.type}`)}
                </span>
              </button>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`${o.visible ? t('editor.actions.hide') : t('editor.actions.show')}: ${o.name}`}
                onClick={() =>
                  store.dispatch(
                    updateObject(
                      store.get().scene,
                      o.id,
                      { visible: !o.visible },
                      { label: 'editor.history.visibility' },
                    ),
                  )
                }
              >
                {o.visible ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}

/** The objects in tree order (each parent followed by what is inside it), with their depth. */
export function treeOrder(
  objects: readonly SceneObject[],
): { object: SceneObject; depth: number }[] {
  const ids = new Set(objects.map((o) => o.id))
  const children = new Map<string | null, SceneObject[]>()
  for (const o of objects) {
    // A part whose parent is missing shows at the top rather than not at all.
    const parent = o.parentId && ids.has(o.parentId) ? o.parentId : null
    children.set(parent, [...(children.get(parent) ?? []), o])
  }
  const out: { object: SceneObject; depth: number }[] = []
  const seen = new Set<string>()
  const walk = (parent: string | null, depth: number) => {
    for (const object of children.get(parent) ?? []) {
      if (seen.has(object.id)) continue
      seen.add(object.id)
      out.push({ object, depth })
      walk(object.id, depth + 1)
    }
  }
  walk(null, 0)
  return out
}
