import type { ActionContext } from '../core/actions'
import type { EditorStore } from '../core/editor-store'
import type { Peer } from '../core/presence'
import type { ComponentScenes } from '../core/scene-ops'
import { useEditor } from '../use-editor'
import { Outliner } from './outliner'
import { PropertiesPanel } from './properties-panel'
import type { ViewportHandle } from './viewport-handle'

type Props = {
  store: EditorStore
  designId: string
  /** What the editor's actions run with (copy, group, delete…). */
  ctx: ActionContext
  /** The 3D view, once ready: new objects land where it looks, align measures in it. */
  viewport?: ViewportHandle | null
  components?: ComponentScenes
  peers?: Peer[]
}

/** The Objects tab: the outliner above, the selection's properties below. */
export function ObjectsPanel({ store, designId, ctx, viewport, components, peers }: Props) {
  const selection = useEditor(store, (s) => s.selectedIds.join(','))
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <Outliner
        store={store}
        designId={designId}
        viewport={viewport}
        components={components}
        peers={peers}
      />
      <div className="min-h-0 flex-1 overflow-y-auto px-3 py-3">
        {/* Fields start afresh for another selection. */}
        <PropertiesPanel
          key={selection}
          store={store}
          ctx={ctx}
          viewport={viewport}
          components={components}
        />
      </div>
    </div>
  )
}
