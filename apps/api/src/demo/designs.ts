import {
  DEFAULT_SCENE,
  type DesignType,
  designCreateSchema,
  type ExtraCostLine,
  type Scene,
  type SceneObject,
  sceneSchema,
} from '@designer/contract'
import type { DemoStudio } from './studio'
import type { DemoItems } from './suppliers'

/** The colours of the demo's materials, which the configurator's woods use too. */
export const COLORS = { oak: '#c8a165', walnut: '#6e4329', ash: '#d9c9a3', steel: '#8a9099' }
const { oak, walnut, steel } = COLORS

const base: Pick<SceneObject, 'rotation' | 'scale' | 'parentId' | 'visible'> = {
  rotation: [0, 0, 0],
  scale: [1, 1, 1],
  parentId: null,
  visible: true,
}

const box = (
  id: string,
  name: string,
  [x, y, z]: number[],
  [width, height, depth]: number[],
  color: string,
  supplierItemId?: string,
): SceneObject => ({
  ...base,
  id,
  name,
  type: 'box',
  position: [x!, y!, z!],
  params: { width: width!, height: height!, depth: depth! },
  color,
  ...(supplierItemId ? { supplierItemId } : {}),
})
const place = (id: string, name: string, designId: string, [x, y, z]: number[]): SceneObject => ({
  ...base,
  id,
  name,
  type: 'component',
  position: [x!, y!, z!],
  params: { designId },
  color: '#ffffff',
})
const withObjects = (objects: SceneObject[], costLines?: ExtraCostLine[]): Scene => ({
  ...DEFAULT_SCENE,
  objects,
  ...(costLines ? { costLines } : {}),
})
const extra = (
  id: string,
  supplierItemId: string,
  quantity: number,
  note: string,
): ExtraCostLine => ({ id, supplierItemId, quantity, note })

/** The designs the rest of the demo links to: the dining table and the legs it may have. */
export type DemoDesigns = { table: string; leg: string; steelLeg: string }

/**
 * The demo's designs, each made as the editor makes one: created empty, then its scene saved.
 * Components first, so the designs can place them: a table leg in oak and one in steel, a
 * shelf side; then a dining table (a top on four legs, and a leaf), a bookshelf and a bar stool,
 * each made of the demo suppliers' items so that every one has a complete cost.
 */
export async function seedDesigns(
  { services, companyId, userId }: DemoStudio,
  items: DemoItems,
): Promise<DemoDesigns> {
  const add = async (name: string, type: DesignType, description: string, scene: Scene) => {
    const design = await services.designs.create(
      companyId,
      userId,
      designCreateSchema.parse({ name, type, description }),
    )
    await services.designs.saveScene(
      companyId,
      userId,
      design.id,
      design.version,
      sceneSchema.parse(scene),
    )
    return design.id
  }

  const leg = await add(
    'Table leg',
    'component',
    'Solid oak leg, 60 × 60 mm, 720 mm tall, fixed with a corner bracket.',
    withObjects(
      [box('leg', 'Leg', [0, 360, 0], [60, 720, 60], oak, items.oakSquare)],
      [
        extra('bracket', items.bracket, 1, 'Corner bracket'),
        extra('screws', items.screw, 4, 'Screws for the bracket'),
      ],
    ),
  )
  const steelLeg = await add(
    'Steel leg',
    'component',
    'Black steel tube leg, Ø50 mm, 720 mm tall, welded to a bracket under the top.',
    withObjects(
      [
        {
          ...base,
          id: 'leg',
          name: 'Leg',
          type: 'cylinder',
          position: [0, 360, 0],
          params: { radius: 25, height: 720, segments: 24 },
          color: steel,
          supplierItemId: items.steelTube,
        },
      ],
      [
        extra('bracket', items.bracket, 1, 'Bracket welded to the tube'),
        extra('screws', items.screw, 4, 'Screws for the bracket'),
        extra('work', items.labour, 0.5, 'Cutting, welding and coating'),
      ],
    ),
  )
  const shelfSide = await add(
    'Shelf side',
    'component',
    'Walnut side panel for shelving.',
    withObjects([box('side', 'Side', [0, 900, 0], [18, 1800, 300], walnut, items.walnutBoard)]),
  )
  const table = await add(
    'Dining table',
    'design',
    'A six-seat oak dining table: a 40 mm top on four leg components, and an extension leaf.',
    withObjects(
      [
        box('top', 'Top', [0, 740, 0], [1800, 40, 900], oak, items.oakBoard),
        box('leaf', 'Extension leaf', [1150, 740, 0], [500, 40, 900], oak, items.oakBoard),
        place('leg-1', 'Leg front left', leg, [-840, 0, 390]),
        place('leg-2', 'Leg front right', leg, [840, 0, 390]),
        place('leg-3', 'Leg back left', leg, [-840, 0, -390]),
        place('leg-4', 'Leg back right', leg, [840, 0, -390]),
      ],
      [
        extra('oil', items.oil, 0.4, 'Two coats of oil'),
        extra('assembly', items.labour, 3, 'Assembly and finishing'),
      ],
    ),
  )
  await add(
    'Bookshelf',
    'design',
    'Five shelves between two walnut sides.',
    withObjects(
      [
        place('left', 'Left side', shelfSide, [-491, 0, 0]),
        place('right', 'Right side', shelfSide, [491, 0, 0]),
        ...[0, 1, 2, 3, 4].map((i) =>
          box(
            `shelf-${i + 1}`,
            `Shelf ${i + 1}`,
            [0, 9 + i * 445, 0],
            [964, 18, 300],
            walnut,
            items.walnutBoard,
          ),
        ),
      ],
      [
        extra('screws', items.screw, 20, 'Two screws at each shelf end'),
        extra('oil', items.oil, 0.6, 'Oil for all faces'),
        extra('assembly', items.labour, 4, 'Cutting, assembly and finishing'),
      ],
    ),
  )
  await add(
    'Bar stool',
    'design',
    'Round seat on a steel column.',
    withObjects(
      [
        {
          ...base,
          id: 'seat',
          name: 'Seat',
          type: 'cylinder',
          position: [0, 740, 0],
          params: { radius: 190, height: 40, segments: 48 },
          color: oak,
          supplierItemId: items.oakBoard,
        },
        {
          ...base,
          id: 'column',
          name: 'Column',
          type: 'cylinder',
          position: [0, 370, 0],
          params: { radius: 25, height: 700, segments: 24 },
          color: steel,
          supplierItemId: items.steelTube,
        },
        {
          ...base,
          id: 'foot',
          name: 'Foot',
          type: 'cylinder',
          position: [0, 10, 0],
          params: { radius: 220, height: 20, segments: 48 },
          color: steel,
          supplierItemId: items.basePlate,
        },
        {
          ...base,
          id: 'ring',
          name: 'Foot ring',
          type: 'torus',
          position: [0, 300, 0],
          rotation: [Math.PI / 2, 0, 0],
          params: { radius: 160, tube: 10, segments: 48 },
          color: steel,
          supplierItemId: items.steelTube,
        },
      ],
      [
        extra('screws', items.screw, 4, 'Seat to column flange'),
        extra('oil', items.oil, 0.1, 'Oil for the seat'),
        extra('work', items.labour, 1.5, 'Welding, assembly and finishing'),
      ],
    ),
  )
  return { table, leg, steelLeg }
}
