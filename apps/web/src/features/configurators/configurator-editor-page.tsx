import { type Evaluation, evaluate } from '@designer/configurator/engine'
import type {
  Configurator,
  ConfiguratorDefinition,
  Design,
  Selections,
  SelectionValue,
} from '@designer/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Crosshair } from 'lucide-react'
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { toast } from 'sonner'
import { ConflictDialog } from '@/components/conflict-dialog'
import { LeaveDialog, RestoreDraftDialog, useEditorGuards } from '@/components/editor-guards'
import { LazySceneViewer } from '@/components/scene/lazy-scene-viewer'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { ApiError, request } from '@/lib/api'
import { saveResult } from '@/lib/autosave'
import { useCurrentCompany } from '@/lib/current-company'
import { designQuery, useComponentScenes } from '@/lib/design-query'
import { errorText } from '@/lib/forms'
import { useDesignViews } from '@/lib/queries/design-views'
import { configuratorKeys } from '@/lib/queries/keys'
import { useMaterialAppearances } from '@/lib/queries/supplier-items'
import { href } from '@/lib/routes'
import {
  configuratorQuery,
  saveConfigurator,
  useDraftEvaluation,
  usePublishConfigurator,
  useUnpublishConfigurator,
} from './api/configurators'
import { EditorBar } from './components/editor-bar'
import { OptionsPanel } from './components/options-panel'
import { PricePanel } from './components/price-panel'
import { PublishDialog } from './components/publish-dialog'
import { RulesPanel } from './components/rules-panel'
import { TestPanel } from './components/test-panel'
import { TextsPanel } from './components/texts-panel'
import { draftStorage } from './editor/draft'
import {
  findOption,
  problemPlace,
  problemsAt,
  type Selection,
  TEXT_FIELDS,
  unsendable,
  workProblems,
} from './editor/model'
import {
  type ConfiguratorEditorState,
  type ConfiguratorStore,
  createConfiguratorStore,
} from './editor/store'

/** A slice of the editor's state; re-renders only when that slice changes. */
function useStore<T>(store: ConfiguratorStore, pick: (s: ConfiguratorEditorState) => T): T {
  return useSyncExternalStore(store.subscribe, () => pick(store.get()))
}

/** /admin/configurators/{id}/edit: the configurator editor, full screen like the design editor. */
export function ConfiguratorEditorPage() {
  const { t } = useTranslation()
  const { configuratorId = '' } = useParams()
  const configurator = useQuery({
    ...configuratorQuery(configuratorId),
    staleTime: 0,
    refetchOnWindowFocus: false,
  })
  const design = useQuery({
    ...designQuery(configurator.data?.designId ?? ''),
    enabled: Boolean(configurator.data),
  })
  if (configurator.isLoading || (configurator.data && design.isLoading)) {
    return (
      <div className="flex h-[calc(var(--vh)*100)] items-center justify-center gap-3 text-muted-foreground">
        <Spinner />
        {t('configurators.editor.loading')}
      </div>
    )
  }
  if (!configurator.data || !design.data) {
    const notFound = configurator.error instanceof ApiError && configurator.error.status === 404
    return (
      <div className="flex h-[calc(var(--vh)*100)] flex-col items-center justify-center gap-4 p-6 text-center">
        <p className="max-w-md text-muted-foreground">
          {notFound ? t('configurators.editor.notFound') : t('common.error')}
        </p>
        <Button asChild variant="outline">
          <Link to={href('admin.configurators')}>{t('common.back')}</Link>
        </Button>
      </div>
    )
  }
  return (
    <ConfiguratorEditor
      key={configurator.data.id}
      configurator={configurator.data}
      design={design.data}
    />
  )
}

type Tab = 'options' | 'rules' | 'price' | 'texts'

function ConfiguratorEditor({
  configurator: initial,
  design,
}: {
  configurator: Configurator
  design: Design
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const id = initial.id
  // The configurator as the server last answered: status, versions, whether it differs.
  const meta = useQuery({ ...configuratorQuery(id), initialData: initial }).data ?? initial
  const draft = useMemo(() => draftStorage(id), [id])
  const [pendingDraft, setPendingDraft] = useState(() => {
    const found = draft.read()
    const current = { name: initial.name, definition: initial.definition }
    return found && JSON.stringify(found.work) !== JSON.stringify(current) ? found : null
  })
  // One store per opened configurator: a later refetch must not reset the work.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store is keyed by the id alone
  const store = useMemo(
    () =>
      createConfiguratorStore({
        work: { name: initial.name, definition: initial.definition },
        version: initial.version,
        save: (version, work) =>
          saveResult(version, async () => {
            // What the contract refuses stays here, marked, until it is mended: no request.
            if (unsendable(work)) return null
            const saved = await saveConfigurator(id, {
              name: work.name,
              definition: work.definition,
              version,
            })
            queryClient.setQueryData(configuratorQuery(id).queryKey, saved)
            void queryClient.invalidateQueries({
              queryKey: configuratorKeys.all,
              refetchType: 'none',
            })
            return saved
          }),
        draft,
      }),
    [id],
  )
  useEffect(() => () => store.dispose(), [store])
  const work = useStore(store, (s) => s.work)
  const saveState = useStore(store, (s) => s.saveState)
  const version = useStore(store, (s) => s.version)
  const conflictVersion = useStore(store, (s) => s.conflictVersion)

  const company = useCurrentCompany()
  const currency = company.data?.currency ?? 'EUR'
  const views = useDesignViews(design.id).data?.items ?? []
  // Amounts in another currency than the company's are found once its currency has loaded.
  const problems = useMemo(
    () => workProblems(work, design.scene, company.data?.currency),
    [work, design.scene, company.data?.currency],
  )

  const [tab, setTab] = useState<Tab>('options')
  const [selection, setSelection] = useState<Selection>(() => {
    const first = initial.definition.steps[0]?.options[0]
    return first ? { type: 'option', id: first.id } : null
  })
  const [pickingFor, setPickingFor] = useState<string | null>(null)
  const [activeStep, setActiveStep] = useState<string | null>(
    initial.definition.steps[0]?.id ?? null,
  )
  const [highlightRule, setHighlightRule] = useState<number | null>(null)

  // The choices being tried, run through the engine here at once.
  const [asked, setAsked] = useState<Selections>({})
  const evaluation = useLocalEvaluation(work.definition, design.scene, asked, currency)
  const server = useDraftEvaluation(id, version, asked)
  const pricing = saveState !== 'saved' || server.isFetching
  const { scenes } = useComponentScenes(evaluation?.scene ?? design.scene)
  const appearances = useMaterialAppearances().data
  // What an option can set on a component instance: the parameters of its component.
  const parameters = useMemo(
    () =>
      Object.fromEntries(
        design.scene.objects.flatMap((o) =>
          o.type === 'component' ? [[o.id, scenes[o.params.designId]?.parameters]] : [],
        ),
      ),
    [design.scene.objects, scenes],
  )

  const selectedOption =
    selection?.type === 'option' ? findOption(work.definition, selection.id) : null
  const highlightIds = useMemo(() => {
    const option = selectedOption?.value
    if (!option) return undefined
    if (option.kind === 'dimension') return new Set(option.bindings.map((b) => b.objectId))
    if ('objectIds' in option) return new Set(option.objectIds)
    return undefined
  }, [selectedOption?.value])
  const view = useMemo(() => {
    const step = work.definition.steps.find((s) => s.id === activeStep)
    return views.find((v) => v.id === step?.viewId)?.camera ?? null
  }, [work.definition.steps, activeStep, views])

  const select = useCallback(
    (next: Selection) => {
      setSelection(next)
      setPickingFor(null)
      if (next?.type === 'step') setActiveStep(next.id)
      if (next?.type === 'option') {
        const at = findOption(store.get().work.definition, next.id)
        if (at) setActiveStep(store.get().work.definition.steps[at.step]!.id)
      }
    },
    [store],
  )

  /** A click in the preview while picking: the object joins (or leaves) the option. */
  const pick = (objectId: string) => {
    if (!pickingFor) return
    const object = design.scene.objects.find((o) => o.id === objectId)
    if (!object) return
    store.change((w) => {
      const at = findOption(w.definition, pickingFor)
      if (!at) return
      const option = w.definition.steps[at.step]!.options[at.option]!
      if (option.kind === 'dimension') {
        if (option.bindings.some((b) => b.objectId === objectId)) return
        const target = 'width' in object.params ? 'params.width' : 'position.x'
        option.bindings.push({ objectId, target, formula: option.id })
      } else if ('objectIds' in option) {
        if (option.kind === 'component' && object.type !== 'component') {
          toast.error(t('configurators.objects.notAComponent', { name: object.name }))
          return
        }
        option.objectIds = option.objectIds.includes(objectId)
          ? option.objectIds.filter((i) => i !== objectId)
          : [...option.objectIds, objectId]
      }
    })
  }

  // Undo, redo and save from the keyboard; fields keep their own undo while typing in them.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return
      const key = event.key.toLowerCase()
      if (key === 's') {
        event.preventDefault()
        void store.flush()
        return
      }
      const target = event.target as HTMLElement | null
      if (target?.closest('input, textarea, select, [contenteditable], [role="dialog"]')) return
      if (key === 'z' || key === 'y') {
        event.preventDefault()
        if (key === 'y' || event.shiftKey) store.redo()
        else store.undo()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [store])

  const blocker = useEditorGuards(store, saveState)

  const [publishOpen, setPublishOpen] = useState(false)
  const publish = usePublishConfigurator()
  const unpublish = useUnpublishConfigurator()
  const openPublish = async () => {
    await store.flush()
    setPublishOpen(true)
  }
  const confirmPublish = async () => {
    try {
      const done = await publish.mutateAsync(id)
      queryClient.setQueryData(configuratorQuery(id).queryKey, done)
      setPublishOpen(false)
      toast.success(t('configurators.publish.done', { version: done.publishedVersion }))
    } catch (err) {
      toast.error(errorText(t, err))
    }
  }
  const takeOffline = async () => {
    try {
      const done = await unpublish.mutateAsync(id)
      queryClient.setQueryData(configuratorQuery(id).queryKey, done)
      toast.success(t('configurators.publish.offline'))
    } catch (err) {
      toast.error(errorText(t, err))
    }
  }

  const goToProblem = (path: string) => {
    const place = problemPlace(path)
    if (place.area === 'options') {
      setTab('options')
      const step = work.definition.steps[place.step]
      const option = place.option !== null ? step?.options[place.option] : undefined
      if (option) select({ type: 'option', id: option.id })
      else if (step) select({ type: 'step', id: step.id })
    } else if (place.area === 'rules') {
      setTab('rules')
      setHighlightRule(place.rule)
    } else if (place.area === 'price') setTab('price')
    else if (place.area === 'texts') setTab('texts')
  }

  const latest = async () => (await request<Configurator>('GET', `/configurators/${id}`))!
  const conflictChoices = [
    {
      key: 'mine',
      label: t('configurators.conflict.keepMine'),
      hint: t('configurators.conflict.keepMineHint'),
      primary: true,
      run: async () =>
        store.resolveConflict({ keep: 'mine', latestVersion: (await latest()).version }),
    },
    {
      key: 'theirs',
      label: t('configurators.conflict.keepTheirs'),
      hint: t('configurators.conflict.keepTheirsHint'),
      run: async () => {
        const current = await latest()
        queryClient.setQueryData(configuratorQuery(id).queryKey, current)
        store.resolveConflict({
          keep: 'theirs',
          work: { name: current.name, definition: current.definition },
          version: current.version,
        })
      },
    },
  ]

  const textProblems = problems.filter((p) => TEXT_FIELDS.includes(p.path.split('.')[0]!))
  const counts = {
    options: problems.filter((p) => p.path.startsWith('steps')).length,
    rules: problemsAt(problems, 'rules').length,
    price: problemsAt(problems, 'price').length,
    texts: textProblems.length,
  }

  return (
    <div className="flex h-[calc(var(--vh)*100)] flex-col bg-background">
      <EditorBar
        store={store}
        configurator={meta}
        designName={design.name}
        problems={problems}
        onProblem={goToProblem}
        onPublish={() => void openPublish()}
        onUnpublish={() => void takeOffline()}
      />
      {/* On a phone the three panes follow each other and the page scrolls. */}
      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto lg:flex-row lg:overflow-hidden">
        <aside
          aria-label={t('configurators.editor.panel')}
          className="flex h-[75vh] w-full shrink-0 flex-col border-b lg:h-auto lg:w-[400px] lg:flex-none lg:shrink lg:border-r lg:border-b-0"
        >
          <Tabs
            value={tab}
            onValueChange={(v) => setTab(v as Tab)}
            className="flex min-h-0 flex-1 flex-col gap-0"
          >
            <TabsList className="m-2 grid w-auto grid-cols-4">
              {(['options', 'rules', 'price', 'texts'] as const).map((key) => (
                <TabsTrigger key={key} value={key} data-testid={`tab-${key}`}>
                  {t(`configurators.tabs.${key}`)}
                  {counts[key] > 0 && (
                    <span className="ml-1 rounded-full bg-destructive px-1.5 text-[10px] text-white tabular-nums">
                      {counts[key]}
                    </span>
                  )}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="options" className="flex min-h-0 flex-1 flex-col">
              <OptionsPanel
                store={store}
                work={work}
                objects={design.scene.objects}
                parameters={parameters}
                views={views}
                currency={currency}
                problems={problems}
                selection={selection}
                onSelect={select}
                pickingFor={pickingFor}
                onPickingChange={setPickingFor}
              />
            </TabsContent>
            <TabsContent value="rules" className="flex min-h-0 flex-1 flex-col">
              <RulesPanel store={store} work={work} problems={problems} highlight={highlightRule} />
            </TabsContent>
            <TabsContent value="price" className="flex min-h-0 flex-1 flex-col">
              <PricePanel
                store={store}
                work={work}
                currency={currency}
                problems={problemsAt(problems, 'price')}
              />
            </TabsContent>
            <TabsContent value="texts" className="flex min-h-0 flex-1 flex-col">
              <TextsPanel store={store} work={work} problems={textProblems} />
            </TabsContent>
          </Tabs>
        </aside>
        <main className="relative h-[45vh] min-h-72 shrink-0 lg:h-auto lg:flex-1 lg:shrink">
          <LazySceneViewer
            scene={evaluation?.scene ?? design.scene}
            components={scenes}
            appearances={appearances}
            label={t('configurators.editor.preview', { name: work.name })}
            className="size-full"
            showGrid={false}
            onPick={pickingFor ? pick : undefined}
            highlightIds={highlightIds}
            view={view}
          />
          {pickingFor && (
            <div className="absolute inset-x-0 top-3 flex justify-center">
              <p
                className="flex items-center gap-2 rounded-full bg-primary px-3 py-1.5 text-primary-foreground text-xs shadow-md"
                role="status"
              >
                <Crosshair aria-hidden="true" className="size-3.5" />
                {t('configurators.objects.picking', {
                  name: findOption(work.definition, pickingFor)?.value.name ?? '',
                })}
                <button
                  type="button"
                  className="rounded-full bg-primary-foreground/20 px-2 py-0.5 hover:bg-primary-foreground/30"
                  onClick={() => setPickingFor(null)}
                >
                  {t('configurators.objects.donePicking')}
                </button>
              </p>
            </div>
          )}
        </main>
        <aside
          aria-label={t('configurators.test.title')}
          className="flex w-full shrink-0 flex-col border-t lg:min-h-0 lg:w-[340px] lg:flex-none lg:shrink lg:border-t-0 lg:border-l"
        >
          <TestPanel
            definition={work.definition}
            evaluation={evaluation}
            priced={server.data}
            pricing={pricing}
            activeStep={activeStep}
            onStep={setActiveStep}
            onChange={(optionId: string, value: SelectionValue) =>
              setAsked({ ...(evaluation?.selections ?? asked), [optionId]: value })
            }
            onReset={() => setAsked({})}
          />
        </aside>
      </div>

      <PublishDialog
        open={publishOpen}
        onOpenChange={setPublishOpen}
        configurator={meta}
        definition={work.definition}
        problems={problems}
        publishing={publish.isPending}
        onPublish={() => void confirmPublish()}
      />
      <ConflictDialog
        open={saveState === 'conflict'}
        title={t('configurators.conflict.title')}
        description={t('configurators.conflict.description', { version: conflictVersion ?? '?' })}
        choices={conflictChoices}
      />
      <RestoreDraftDialog
        open={pendingDraft !== null}
        texts={{
          title: t('configurators.draft.title'),
          description: t('configurators.draft.description'),
          cancel: t('configurators.draft.discard'),
          confirm: t('configurators.draft.restore'),
        }}
        onDiscard={() => {
          draft.clear()
          setPendingDraft(null)
        }}
        onRestore={() => {
          if (pendingDraft) store.change((w) => Object.assign(w, pendingDraft.work))
          setPendingDraft(null)
        }}
      />
      <LeaveDialog
        blocker={blocker}
        texts={{
          title: t('configurators.leave.title'),
          description: t('configurators.leave.description'),
          cancel: t('configurators.leave.stay'),
          confirm: t('configurators.leave.leave'),
        }}
      />
    </div>
  )
}

/**
 * The engine on the choices being tried, in the browser: the configured scene and the options'
 * states at once, while the server prices the saved draft. Work in progress that the engine
 * cannot run (a formula being typed) keeps the last answer.
 */
function useLocalEvaluation(
  definition: ConfiguratorDefinition,
  scene: Design['scene'],
  asked: Selections,
  currency: string,
): Evaluation | null {
  const [last, setLast] = useState<Evaluation | null>(null)
  const result = useMemo(() => {
    try {
      return evaluate(definition, scene, asked, { currency })
    } catch {
      return null
    }
  }, [definition, scene, asked, currency])
  useEffect(() => {
    if (result) setLast(result)
  }, [result])
  return result ?? last
}
