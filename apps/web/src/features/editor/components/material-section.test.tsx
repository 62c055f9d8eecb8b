import { DEFAULT_SCENE, type SceneObject, type SupplierItem } from '@designer/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { renderAt, stubApi } from '@/test/render'
import type { EditorStore } from '../core/editor-store'
import { testEditor } from '../core/testing'
import { useEditor } from '../use-editor'
import { MaterialSection } from './material-section'

afterEach(() => vi.unstubAllGlobals())

const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`
const anItem = (patch: Partial<SupplierItem>): SupplierItem => ({
  id: uuid(1),
  supplierId: uuid(900),
  supplierName: 'Timber & Co',
  supplierStatus: 'active',
  name: 'Item',
  code: '',
  unit: 'm2',
  materialType: 'sheet',
  unitCost: { amount: 2_400, currency: 'EUR' },
  costSince: '2030-01-01',
  stockSize: null,
  appearance: null,
  densityKgM3: null,
  wastePercent: 0,
  minOrderQuantity: null,
  leadTimeDays: null,
  validFrom: null,
  validUntil: null,
  usedIn: 0,
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
  ...patch,
})
const oak = anItem({ id: uuid(1), name: 'Oak board', wastePercent: 10 })
const assembly = anItem({
  id: uuid(2),
  name: 'Assembly',
  supplierName: 'Workshop',
  unit: 'hour',
  materialType: 'labour',
  unitCost: { amount: 4_000, currency: 'EUR' },
})

const top = {
  id: 'top',
  name: 'Top',
  type: 'box',
  position: [0, 0, 0],
  rotation: [0, 0, 0],
  scale: [1, 1, 1],
  color: '#aaaaaa',
  parentId: null,
  visible: true,
  params: { width: 1000, height: 18, depth: 1000 },
} as SceneObject

/** As the properties panel does: the selected object as the store has it now. */
function Section({ store }: { store: EditorStore }) {
  return <MaterialSection store={store} object={useEditor(store, (s) => s.scene.objects[0]!)} />
}

function setup(object: SceneObject = top) {
  const calls = stubApi(({ path }) => {
    if (path.startsWith('/supplier-items?')) return { items: [oak, assembly], total: 2 }
    const item = [oak, assembly].find((i) => path === `/supplier-items/${i.id}`)
    return item ?? { items: [], total: 0 }
  })
  const store = testEditor({ ...DEFAULT_SCENE, objects: [object] })
  const view = renderAt(<Section store={store} />, { path: '/', url: '/' })
  return { calls, store, ...view }
}

test('a material is chosen from the searchable list, through a change that undo reverts', async () => {
  const { store, calls } = setup()
  const user = userEvent.setup()
  const picker = screen.getByTestId('material-picker')
  expect(picker).toHaveAccessibleName('Material None')
  await user.click(picker)
  const popover = await screen.findByTestId('material-popover')
  const oakOption = await within(popover).findByRole('button', { name: /Oak board/ })
  expect(oakOption).toHaveTextContent('Timber & Co · €24.00 / m²')
  await user.type(within(popover).getByRole('searchbox', { name: 'Search materials' }), 'oak')
  await waitFor(() =>
    expect(calls.some((c) => c.path === '/supplier-items?pageSize=100&q=oak')).toBe(true),
  )
  await user.click(oakOption)

  expect(store.get().scene.objects[0]!.supplierItemId).toBe(oak.id)
  expect(store.get().history.map((h) => h.label)).toEqual(['editor.history.material'])
  store.undo()
  expect(store.get().scene.objects[0]!.supplierItemId).toBeUndefined()
  store.dispose()
})

test('an item counted by the hour asks for the hours; None clears the material', async () => {
  const { store } = setup({ ...top, supplierItemId: assembly.id })
  const user = userEvent.setup()
  const hours = await screen.findByTestId('prop-labour-hours')
  expect(screen.getByTestId('material-estimate')).toHaveTextContent(
    'Enter the hours of work to count its cost.',
  )
  await user.clear(hours)
  await user.type(hours, '2.5{Enter}')
  expect(store.get().scene.objects[0]).toMatchObject({ labourHours: 2.5 })

  await user.click(screen.getByTestId('material-picker'))
  await user.click(await screen.findByTestId('material-none'))
  expect(store.get().scene.objects[0]!.supplierItemId).toBeNull()
  store.dispose()
})
