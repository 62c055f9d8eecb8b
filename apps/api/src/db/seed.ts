import {
  DEFAULT_SCENE,
  type ExtraCostLine,
  type MaterialType,
  type Scene,
  type SceneObject,
  type StockSize,
  type SupplyUnit,
} from '@designer/contract'
import { count, eq } from 'drizzle-orm'
import { hashPassword, verifyPassword } from '../lib/passwords'
import type { Database } from './client'
import {
  companies,
  designs,
  memberships,
  supplierItemCosts,
  supplierItems,
  suppliers,
  users,
} from './schema/index'
import { seedCalendar } from './seed-calendar'
import { seedConfigurators } from './seed-configurators'
import { seedCustomers } from './seed-customers'

export const DEMO_EMAIL = 'demo@designer.local'
/** The demo company is in Valencia: its configurator prices include Spain's standard VAT. */
const SPAIN_VAT_PERCENT = 21

const oak = '#c8a165'
const walnut = '#6e4329'
const ash = '#d9c9a3'
const steel = '#8a9099'
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

/** `days` before `now`, as a calendar day. */
const daysBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10)

type DemoItem = {
  name: string
  code: string
  unit: SupplyUnit
  materialType: MaterialType
  /** Unit costs in cents, oldest first; the last is the current one. */
  costs: number[]
  stockSize?: StockSize
  density?: number
  wasteBasisPoints?: number
  leadTimeDays?: number
}

/** Two suppliers in Valencia, with what the demo designs are made of (prices in euro cents). */
const DEMO_SUPPLIERS = {
  timber: {
    name: 'Maderas del Turia',
    contactName: 'Lucía Ferrer',
    email: 'pedidos@maderasdelturia.example',
    phone: '+34 961 234 567',
    address: 'Polígono Industrial Fuente del Jarro, 46988 Paterna, Valencia',
    leadTimeDays: 7,
    paymentTerms: '30 days from invoice',
    items: {
      oakBoard: {
        name: 'Oak board 40 mm',
        code: 'MT-ROB-40',
        unit: 'm2',
        materialType: 'solid_wood',
        costs: [8850, 9600],
        stockSize: { length: 3000, width: 200, thickness: 40 },
        wasteBasisPoints: 1200,
      },
      oakSquare: {
        name: 'Oak square 60 × 60 mm',
        code: 'MT-ROB-6060',
        unit: 'm',
        materialType: 'linear',
        costs: [1420],
        stockSize: { length: 2400, width: 60, thickness: 60 },
        wasteBasisPoints: 1000,
      },
      walnutBoard: {
        name: 'American walnut board 20 mm',
        code: 'MT-NOG-20',
        unit: 'm2',
        materialType: 'solid_wood',
        costs: [11_800],
        stockSize: { length: 2500, width: 200, thickness: 20 },
        wasteBasisPoints: 1200,
        leadTimeDays: 14,
      },
      walnutTop: {
        name: 'American walnut board 40 mm',
        code: 'MT-NOG-40',
        unit: 'm2',
        materialType: 'solid_wood',
        costs: [21_400],
        stockSize: { length: 2500, width: 200, thickness: 40 },
        wasteBasisPoints: 1200,
        leadTimeDays: 14,
      },
      ashBoard: {
        name: 'Ash board 40 mm',
        code: 'MT-FRE-40',
        unit: 'm2',
        materialType: 'solid_wood',
        costs: [8200],
        stockSize: { length: 3000, width: 200, thickness: 40 },
        wasteBasisPoints: 1200,
      },
      birchPlywood: {
        name: 'Birch plywood 18 mm',
        code: 'MT-ABE-18',
        unit: 'm2',
        materialType: 'sheet',
        costs: [3840],
        stockSize: { length: 2500, width: 1250, thickness: 18 },
        wasteBasisPoints: 800,
      },
      oil: {
        name: 'Hardwax finishing oil',
        code: 'MT-ACE-1',
        unit: 'kg',
        materialType: 'finish',
        costs: [2450],
        density: 900,
        wasteBasisPoints: 500,
      },
      labour: {
        name: 'Workshop hour',
        code: 'MT-HORA',
        unit: 'hour',
        materialType: 'labour',
        costs: [3500],
      },
    },
  },
  hardware: {
    name: 'Herrajes Levante',
    contactName: 'Jordi Climent',
    email: 'ventas@herrajeslevante.example',
    phone: '+34 963 765 432',
    address: 'Carrer de Sant Vicent Màrtir 212, 46007 València',
    leadTimeDays: 3,
    paymentTerms: 'Paid on order',
    items: {
      steelTube: {
        name: 'Black steel tube Ø50 mm',
        code: 'HL-TUB-50',
        unit: 'm',
        materialType: 'linear',
        costs: [1090, 1180],
        stockSize: { length: 6000, width: 50, thickness: 50 },
        wasteBasisPoints: 500,
      },
      basePlate: {
        name: 'Steel base plate Ø440 mm',
        code: 'HL-DIS-440',
        unit: 'piece',
        materialType: 'hardware',
        costs: [2190],
      },
      screw: {
        name: 'Wood screw 4 × 40 mm',
        code: 'HL-TOR-440',
        unit: 'piece',
        materialType: 'hardware',
        costs: [9],
      },
      bracket: {
        name: 'Corner bracket',
        code: 'HL-ESC-60',
        unit: 'piece',
        materialType: 'hardware',
        costs: [135],
      },
      hinge: {
        name: 'Concealed hinge 35 mm',
        code: 'HL-BIS-35',
        unit: 'piece',
        materialType: 'hardware',
        costs: [210],
      },
    },
  },
} satisfies Record<
  string,
  {
    name: string
    contactName: string
    email: string
    phone: string
    address: string
    leadTimeDays: number
    paymentTerms: string
    items: Record<string, DemoItem>
  }
>
type Items = {
  [K in
    | keyof (typeof DEMO_SUPPLIERS)['timber']['items']
    | keyof (typeof DEMO_SUPPLIERS)['hardware']['items']]: string
}

/**
 * A new embedded database gets a demo company with a few designs, so a first visitor sees the
 * product alive: a dining table (a top on four leg components, and a leaf), a bookshelf and a
 * stool, each made of items from two suppliers, so that every design has a complete cost; the
 * table published as a configurator (size, wood, legs, leaf) priced from that cost; and a few
 * customers (people and companies in Spain, France and the UK) with tags and notes; and a week
 * of events in its calendar around `now`, linked to those customers and the table.
 * Answers true when it seeded.
 */
export async function seedDemo(
  db: Database,
  options: { password: string; now: Date; trialDays: number },
) {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(users)
  if (n > 0) return false
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        name: 'Demo Designer',
        email: DEMO_EMAIL,
        passwordHash: await hashPassword(options.password),
        emailVerified: true,
      })
      .returning()
    const [company] = await tx
      .insert(companies)
      .values({
        name: 'Demo Studio',
        currency: 'EUR',
        country: 'ES',
        city: 'Valencia',
        trialEndsAt: new Date(options.now.getTime() + options.trialDays * 86_400_000),
      })
      .returning()
    const companyId = company!.id
    await tx.insert(memberships).values({ companyId, userId: user!.id, role: 'owner' })

    // Suppliers and their items. An item with two costs was repriced: the old cost took effect
    // about fourteen months ago, the current one six weeks ago (never old enough to be flagged).
    const items = {} as Items
    for (const { items: supplied, ...supplier } of Object.values(DEMO_SUPPLIERS)) {
      const [row] = await tx
        .insert(suppliers)
        .values({ ...supplier, companyId, currency: 'EUR' })
        .returning({ id: suppliers.id })
      for (const [key, item] of Object.entries(supplied) as [keyof Items, DemoItem][]) {
        const history = item.costs.map((amount, i) => ({
          amount,
          effectiveFrom: daysBefore(options.now, i === item.costs.length - 1 ? 45 : 420),
        }))
        const current = history.at(-1)!
        const [created] = await tx
          .insert(supplierItems)
          .values({
            companyId,
            supplierId: row!.id,
            name: item.name,
            code: item.code,
            unit: item.unit,
            materialType: item.materialType,
            costAmount: current.amount,
            costCurrency: 'EUR',
            costSince: current.effectiveFrom,
            stockSize: item.stockSize ?? null,
            density: item.density ?? null,
            wasteBasisPoints: item.wasteBasisPoints ?? 0,
            leadTimeDays: item.leadTimeDays ?? null,
          })
          .returning({ id: supplierItems.id })
        items[key] = created!.id
        await tx.insert(supplierItemCosts).values(
          history.map((h) => ({
            companyId,
            itemId: created!.id,
            amount: h.amount,
            currency: 'EUR',
            effectiveFrom: h.effectiveFrom,
            createdBy: user!.id,
          })),
        )
      }
    }

    const demoCustomers = await seedCustomers(tx, {
      companyId,
      userId: user!.id,
      country: company!.country,
      now: options.now,
    })

    const add = async (
      name: string,
      type: 'design' | 'component',
      description: string,
      scene: Scene,
    ) => {
      const componentIds = [
        ...new Set(
          scene.objects.flatMap((o) => (o.type === 'component' ? [o.params.designId] : [])),
        ),
      ]
      const supplierItemIds = [
        ...new Set([
          ...scene.objects.flatMap((o) => (o.supplierItemId ? [o.supplierItemId] : [])),
          ...(scene.costLines ?? []).map((l) => l.supplierItemId),
        ]),
      ]
      const [row] = await tx
        .insert(designs)
        .values({
          companyId,
          name,
          type,
          description,
          scene,
          componentIds,
          supplierItemIds,
          objectCount: scene.objects.length,
          createdBy: user!.id,
          updatedBy: user!.id,
        })
        .returning({ id: designs.id })
      return row!.id
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

    const configuratorId = await seedConfigurators(tx, {
      companyId,
      userId: user!.id,
      now: options.now,
      table: {
        designId: table,
        woods: [
          { id: 'oak', name: 'Oak', color: oak, supplierItemId: items.oakBoard },
          { id: 'walnut', name: 'Walnut', color: walnut, supplierItemId: items.walnutTop },
          { id: 'ash', name: 'Ash', color: ash, supplierItemId: items.ashBoard },
        ],
        legs: [
          { id: 'oak', name: 'Oak', designId: leg },
          { id: 'steel', name: 'Black steel', designId: steelLeg },
        ],
        taxPercent: SPAIN_VAT_PERCENT,
      },
    })

    await seedCalendar(tx, {
      companyId,
      userId: user!.id,
      country: company!.country,
      now: options.now,
      customers: demoCustomers,
      table: { designId: table, configuratorId },
    })
  })
  return true
}

/** Whether the demo account still signs in with the generated password (so the log may print it). */
export async function demoPasswordWorks(db: Database, password: string) {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, DEMO_EMAIL))
  return row?.hash ? verifyPassword(row.hash, password) : false
}
