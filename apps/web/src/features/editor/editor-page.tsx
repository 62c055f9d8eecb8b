import { applySceneOps, type Design, diffScenes } from '@designer/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { LeaveDialog, RestoreDraftDialog, useEditorGuards } from '@/components/editor-guards'
import type { CaptureOptions } from '@/components/scene/framing'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { TooltipProvider } from '@/components/ui/tooltip'
import { ApiError, request } from '@/lib/api'
import { designQuery, useComponentScenes } from '@/lib/design-query'
import { useDocumentTitle } from '@/lib/document-title'
import { useDesignViews } from '@/lib/queries/design-views'
import { designKeys } from '@/lib/queries/keys'
import { membersQuery } from '@/lib/queries/members'
import { useMaterialAppearances } from '@/lib/queries/supplier-items'
import { href } from '@/lib/routes'
import { useSession } from '@/lib/use-session'
import { cn } from '@/lib/utils'
import { uploadThumbnail } from './api/thumbnail'
import { EditorTopBar } from './components/editor-top-bar'
import { ObjectsPanel } from './components/objects-panel'
import { ParametersPanel } from './components/parameters-panel'
import { PresenceBar } from './components/presence-bar'
import { ScreenshotDialog } from './components/screenshot-dialog'
import { SettingsPanel } from './components/settings-panel'
import type { ViewportHandle } from './components/viewport-handle'
import { type ActionContext, actionForKey } from './core/actions'
import { createEditorStore, type EditorStore } from './core/editor-store'
import { draftStorage, restoreDraft } from './draft'
import { opsTransport, useCoEditing, usePeers } from './use-co-editing'
import { useEditor } from './use-editor'

// three.js arrives with the viewport, in its own chunk.
const Viewport = lazy(() => import('./components/viewport'))

/** Thumbnails are always the same picture of a design: clean, shaded, framed from three-quarters. */
const THUMBNAIL_CAPTURE = { width: 960, height: 600, framing: 'three-quarter' } as const

export function EditorPage() {
  const { t } = useTranslation()
  const { designId = '' } = useParams()
  // Kept live by its operations while open: company events leave this query alone.
  const design = useQuery({
    ...designQuery(designId),
    staleTime: 0,
    refetchOnWindowFocus: false,
    meta: { coEdited: true },
  })
  useDocumentTitle(design.data?.name)

  if (design.isLoading) {
    return (
      <div className="flex h-[calc(var(--vh)*100)] items-center justify-center gap-3 text-muted-foreground">
        <Spinner />
        {t('editor.loading')}
      </div>
    )
  }
  if (!design.data) {
    const notFound = design.error instanceof ApiError && design.error.status === 404
    return (
      <div className="flex h-[calc(var(--vh)*100)] flex-col items-center justify-center gap-4 p-6 text-center">
        <p className="max-w-md text-muted-foreground">
          {notFound ? t('editor.notFound') : t('common.error')}
        </p>
        <Button asChild variant="outline">
          <Link to={href('admin.designs')}>{t('common.back')}</Link>
        </Button>
      </div>
    )
  }
  return <Editor key={design.data.id} design={design.data} />
}

function Editor({ design }: { design: Design }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { companyId, user } = useSession()
  const navigate = useNavigate()
  const draft = useMemo(() => draftStorage(design.id), [design.id])
  // Deleted while open (by whom, when known): the work can still be kept as a new design.
  const [deleted, setDeleted] = useState<{ by: string | null } | null>(null)
  const [pendingDraft, setPendingDraft] = useState(() => {
    const found = draft.read()
    if (!found) return null
    // Offered only when restoring would change something.
    const restored = applySceneOps(design.scene, restoreDraft(found, design.scene).ops).scene
    return diffScenes(design.scene, restored).length ? found : null
  })
  // One store per opened design: a later refetch of the design must not reset the work.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store is keyed by the design id alone
  const store = useMemo<EditorStore>(
    () =>
      createEditorStore({
        scene: design.scene,
        version: design.version,
        // Several people may edit at once: changes go as operations, theirs arrive live.
        coEdit: opsTransport(design.id, user?.id ?? null, () =>
          // Pages showing this design (and lists, counts) read it again when next opened.
          queryClient.invalidateQueries({ queryKey: designKeys.all, refetchType: 'none' }),
        ),
        draft,
        onGone: () => setDeleted((d) => d ?? { by: null }),
      }),
    [design.id],
  )
  useEffect(() => () => store.dispose(), [store])

  const [viewport, setViewport] = useState<ViewportHandle | null>(null)
  const viewportRef = useRef<ViewportHandle | null>(null)
  const onReady = useCallback((handle: ViewportHandle) => {
    viewportRef.current = handle
    setViewport(handle)
  }, [])
  const presence = useCoEditing(store, design.id, viewportRef, (by) =>
    setDeleted((d) => d ?? { by }),
  )
  const members = useQuery({ ...membersQuery(companyId ?? ''), enabled: deleted !== null })
  const deletedBy =
    deleted?.by && deleted.by !== user?.id
      ? members.data?.find((m) => m.userId === deleted.by)?.name
      : undefined
  const keepAsNew = async () => {
    try {
      const copyName = t('editor.deleted.copyName', { name: design.name }).slice(0, 120)
      const copy = (await request<Design>('POST', '/designs', {
        name: copyName,
        type: design.type,
        description: design.description,
      }))!
      await request('PUT', `/designs/${copy.id}/scene`, {
        version: copy.version,
        scene: store.get().scene,
      })
      draft.clear()
      await queryClient.invalidateQueries({ queryKey: designKeys.all })
      toast.success(t('editor.deleted.kept', { name: copyName }))
      navigate(href('admin.designs.edit', { designId: copy.id }))
    } catch {
      toast.error(t('common.error'))
    }
  }
  const peers = usePeers(presence)
  const [following, setFollowing] = useState<string | null>(null)
  const followed = peers.find((p) => p.connectionId === following)
  // Following someone: the view takes their camera as it moves; they leave, it stops.
  useEffect(() => {
    if (!following) return
    if (!followed) return setFollowing(null)
    if (!followed.camera || !viewport) return
    const current = viewport.getCamera()
    viewport.applyCamera({ ...current, ...followed.camera, mode: 'orbit' })
  }, [following, followed, viewport])
  const scene = useEditor(store, (s) => s.scene)
  const saveState = useEditor(store, (s) => s.saveState)
  const { scenes } = useComponentScenes(scene)
  const appearances = useMaterialAppearances().data
  const name = design.name

  const [screenshotOpen, setScreenshotOpen] = useState(false)
  const savedViews = useDesignViews(design.id)
  const thumbnailOf = useCallback(
    (handle: ViewportHandle) =>
      handle.capture({ ...THUMBNAIL_CAPTURE, background: store.get().scene.settings.background }),
    [store],
  )
  const takeScreenshot = useCallback(
    async (options: CaptureOptions) => {
      if (!viewport) return
      const png = await viewport.capture(options)
      const link = document.createElement('a')
      link.href = png
      link.download = `${name.replace(/[^\w\- ]+/g, '').trim() || 'design'}.png`
      link.click()
      // The thumbnail stays the clean, standard picture, whatever this screenshot's choices.
      try {
        await uploadThumbnail(design.id, await thumbnailOf(viewport))
        await queryClient.invalidateQueries({ queryKey: designKeys.all })
        toast.success(t('editor.toolbar.screenshotDone'))
      } catch {
        toast.error(t('editor.toolbar.screenshotFailed'))
      }
    },
    [viewport, name, design.id, queryClient, t, thumbnailOf],
  )

  // Thumbnails follow the design: a few seconds after each save, and once on opening a design
  // that has none yet (the demo designs, say). Quietly: a failure only means an older picture.
  useEffect(() => {
    if (!viewport) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const refresh = async () => {
      if (document.visibilityState !== 'visible' || store.get().scene.objects.length === 0) return
      try {
        await uploadThumbnail(design.id, await thumbnailOf(viewport))
        void queryClient.invalidateQueries({ queryKey: designKeys.all, refetchType: 'none' })
      } catch {
        // The next save tries again.
      }
    }
    if (!design.thumbnailUrl && design.scene.objects.length > 0) timer = setTimeout(refresh, 2000)
    let version = store.get().version
    const unsubscribe = store.subscribe(() => {
      if (store.get().version === version) return
      version = store.get().version
      clearTimeout(timer)
      timer = setTimeout(refresh, 4000)
    })
    return () => {
      clearTimeout(timer)
      unsubscribe()
    }
  }, [
    viewport,
    store,
    design.id,
    design.thumbnailUrl,
    design.scene.objects.length,
    queryClient,
    thumbnailOf,
  ])

  const ctx: ActionContext = useMemo(
    () => ({
      store,
      viewport: viewport
        ? { resetView: () => viewport.resetView(), screenshot: () => setScreenshotOpen(true) }
        : null,
      design: companyId ? { id: design.id, companyId, components: scenes } : undefined,
      groupName: t('editor.objects.types.group'),
      notify: (key, values, tone) =>
        tone === 'error' ? toast.error(t(key, values)) : toast(t(key, values)),
    }),
    [store, viewport, companyId, design.id, scenes, t],
  )

  // Keyboard shortcuts, except while typing in a field or when a dialog has the focus.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null
      if (
        target?.closest(
          'input, textarea, select, [contenteditable], [role="dialog"], [role="listbox"], [role="menu"]',
        )
      )
        return
      const action = actionForKey(event)
      if (!action || (action.enabled && !action.enabled(ctx))) return
      event.preventDefault()
      action.perform(ctx)
    }
    // Releasing a key ends its step: the next press is a new entry in the history.
    const onKeyUp = () => store.seal()
    window.addEventListener('keydown', onKey)
    window.addEventListener('keyup', onKeyUp)
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('keyup', onKeyUp)
    }
  }, [ctx, store])

  // Nothing left to save once the design is gone: leaving is not held up.
  const blocker = useEditorGuards(store, deleted ? 'saved' : saveState)

  return (
    <TooltipProvider delayDuration={300}>
      <div className="flex h-[calc(var(--vh)*100)] flex-col bg-background">
        <EditorTopBar
          store={store}
          ctx={ctx}
          designId={design.id}
          name={name}
          presence={
            <PresenceBar
              peers={peers}
              following={followed ? following : null}
              onFollow={setFollowing}
            />
          }
        />
        <div className="flex min-h-0 flex-1 flex-col-reverse md:flex-row">
          <aside className="flex min-h-0 w-full flex-1 flex-col border-t md:w-80 md:flex-none md:border-t-0 md:border-r">
            <Tabs defaultValue="objects" className="flex min-h-0 flex-1 flex-col gap-0">
              <TabsList
                className={cn(
                  'm-2 grid w-auto',
                  design.type === 'component' ? 'grid-cols-3' : 'grid-cols-2',
                )}
              >
                <TabsTrigger value="objects">{t('editor.tabs.objects')}</TabsTrigger>
                {design.type === 'component' && (
                  <TabsTrigger value="parameters">{t('editor.tabs.parameters')}</TabsTrigger>
                )}
                <TabsTrigger value="settings">{t('editor.tabs.settings')}</TabsTrigger>
              </TabsList>
              <TabsContent value="objects" className="flex min-h-0 flex-1 flex-col">
                <ObjectsPanel
                  store={store}
                  designId={design.id}
                  ctx={ctx}
                  viewport={viewport}
                  components={scenes}
                  peers={peers}
                />
              </TabsContent>
              {design.type === 'component' && (
                <TabsContent value="parameters" className="flex min-h-0 flex-1 flex-col">
                  <ParametersPanel store={store} components={scenes} />
                </TabsContent>
              )}
              <TabsContent value="settings" className="flex min-h-0 flex-1 flex-col">
                <SettingsPanel store={store} designId={design.id} viewport={viewport} />
              </TabsContent>
            </Tabs>
          </aside>
          <main className="relative h-[45%] min-h-64 md:h-auto md:flex-1">
            <div className="absolute top-2 right-2 z-10 sm:hidden">
              <PresenceBar
                peers={peers}
                following={followed ? following : null}
                onFollow={setFollowing}
                compact
              />
            </div>
            <Suspense fallback={<Skeleton className="h-full w-full rounded-none" />}>
              <Viewport
                store={store}
                components={scenes}
                appearances={appearances}
                onReady={onReady}
                label={t('editor.viewport', { name })}
                boxSelect={{
                  label: t('editor.selection.boxSelect'),
                  hint: t('editor.selection.boxSelectHint'),
                }}
                peers={peers}
              />
            </Suspense>
          </main>
        </div>
      </div>

      <ScreenshotDialog
        open={screenshotOpen}
        onOpenChange={setScreenshotOpen}
        sceneBackground={scene.settings.background}
        views={savedViews.data?.items ?? []}
        onTake={takeScreenshot}
      />

      <RestoreDraftDialog
        open={pendingDraft !== null}
        texts={{
          title: t('editor.draft.title'),
          description: t('editor.draft.description'),
          cancel: t('editor.draft.discard'),
          confirm: t('editor.draft.restore'),
        }}
        onDiscard={() => {
          draft.clear()
          setPendingDraft(null)
        }}
        onRestore={() => {
          if (pendingDraft) store.dispatch(restoreDraft(pendingDraft, store.get().scene))
          setPendingDraft(null)
        }}
      />
      <RestoreDraftDialog
        open={deleted !== null}
        testId="design-deleted"
        texts={{
          title: t('editor.deleted.title'),
          description: deletedBy
            ? t('editor.deleted.descriptionBy', { name: deletedBy })
            : t('editor.deleted.description'),
          cancel: t('editor.deleted.leave'),
          confirm: t('editor.deleted.keep'),
        }}
        onDiscard={() => {
          draft.clear()
          navigate(href('admin.designs'))
        }}
        onRestore={() => void keepAsNew()}
      />
      <LeaveDialog
        blocker={blocker}
        texts={{
          title: t('editor.leave.title'),
          description: t('editor.leave.description'),
          cancel: t('editor.leave.stay'),
          confirm: t('editor.leave.leave'),
        }}
      />
    </TooltipProvider>
  )
}
