import {
  type Address,
  type CustomerKind,
  type CustomerStage,
  DEFAULT_SCENE,
  type ExtraCostLine,
  type Locale,
  type MaterialType,
  type PhoneLabel,
  type Scene,
  type SceneObject,
  type StockSize,
  type SupplyUnit,
  type TagColor,
} from '@designer/contract'
import { count, eq } from 'drizzle-orm'
import { hashPassword, verifyPassword } from '../lib/passwords'
import { normalisePhone, searchTextOf } from '../modules/customers/columns'
import type { Database } from './client'
import {
  companies,
  customerNotes,
  customers,
  customerTags,
  designs,
  memberships,
  supplierItemCosts,
  supplierItems,
  suppliers,
  users,
} from './schema/index'

export const DEMO_EMAIL = 'demo@designer.local'

const oak = '#c8a165'
const walnut = '#6e4329'
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

/** `days` before `now`, as a moment. */
const timeBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000)

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

type TagDef = { name: string; color: TagColor }
const DEMO_TAGS = {
  vip: { name: 'VIP', color: 'amber' },
  trade: { name: 'Trade', color: 'blue' },
  architect: { name: 'Architect', color: 'violet' },
} satisfies Record<string, TagDef>

const address = (
  type: Address['type'],
  line1: string,
  postalCode: string,
  city: string,
  region: string,
  country: Address['country'],
  line2 = '',
): Address => ({ type, line1, line2, city, region, postalCode, country })

type DemoCustomer = {
  kind: CustomerKind
  name: string
  email: string
  /** As typed: a national number is read in the country of the first address, as the API does. */
  phones: { label: PhoneLabel; number: string }[]
  language: Locale
  addresses: Address[]
  taxId?: string
  tags: (keyof typeof DEMO_TAGS)[]
  stage: CustomerStage
  source?: 'manual' | 'import'
  /** The company customer (a key of this list, seeded earlier) the person works for. */
  worksAt?: string
  /** Created this many days before the seed's clock; consent, when given, came with it. */
  createdDaysAgo: number
  marketingConsent?: boolean
  notes?: string
  /** Timeline notes by the demo user, each this many days after the customer was created. */
  timeline?: { afterDays: number; body: string }[]
}

/** Clients of a furniture studio in Valencia: companies first, so their people can point at them. */
const DEMO_CUSTOMERS: Record<string, DemoCustomer> = {
  albufera: {
    kind: 'company',
    name: 'Casa Albufera Interiorismo',
    email: 'estudio@casaalbufera.example',
    phones: [{ label: 'work', number: '963 512 480' }],
    language: 'es',
    addresses: [
      address('billing', 'Carrer de Cirilo Amorós 42, 3º', '46004', 'València', 'Valencia', 'ES'),
      address('delivery', 'Avinguda del Port 118, nave 4', '46023', 'València', 'Valencia', 'ES'),
    ],
    taxId: 'B98765432',
    tags: ['trade'],
    stage: 'customer',
    createdDaysAgo: 300,
    marketingConsent: true,
    notes: 'Interior design studio: furnishes hotel rooms and restaurants around Valencia.',
  },
  lumiere: {
    kind: 'company',
    name: 'Atelier Lumière Architectes',
    email: 'contact@atelier-lumiere.example',
    phones: [{ label: 'work', number: '04 78 42 16 90' }],
    language: 'fr',
    addresses: [address('billing', '14 rue Mercière', '69002', 'Lyon', 'Rhône', 'FR')],
    taxId: 'FR40812345678',
    tags: ['architect', 'trade'],
    stage: 'prospect',
    createdDaysAgo: 60,
  },
  harrow: {
    kind: 'company',
    name: 'Harrow & Finch Ltd',
    email: 'orders@harrowfinch.example',
    phones: [{ label: 'work', number: '020 7946 0321' }],
    language: 'en',
    addresses: [
      address('billing', '27 Redchurch Street', 'E2 7DJ', 'London', '', 'GB'),
      address('delivery', 'Unit 9, Hackney Wick Yard', 'E9 5EN', 'London', '', 'GB'),
    ],
    taxId: 'GB284716593',
    tags: ['trade'],
    stage: 'inactive',
    createdDaysAgo: 540,
  },
  marta: {
    kind: 'person',
    name: 'Marta Soler',
    email: 'marta.soler@casaalbufera.example',
    phones: [{ label: 'mobile', number: '612 345 678' }],
    language: 'es',
    addresses: [],
    tags: ['trade'],
    stage: 'customer',
    worksAt: 'albufera',
    createdDaysAgo: 298,
    marketingConsent: true,
  },
  camille: {
    kind: 'person',
    name: 'Camille Durand',
    email: 'camille.durand@atelier-lumiere.example',
    phones: [{ label: 'mobile', number: '+33 6 71 28 45 93' }],
    language: 'fr',
    addresses: [],
    tags: ['architect'],
    stage: 'prospect',
    worksAt: 'lumiere',
    createdDaysAgo: 58,
    timeline: [
      {
        afterDays: 0,
        body: 'Met at Maison&Objet: fitting out a private library in Lyon, wants walnut shelving.',
      },
      { afterDays: 21, body: 'Sent the bookshelf drawings; she will reply after the site visit.' },
    ],
  },
  javier: {
    kind: 'person',
    name: 'Javier Morales',
    email: 'javier.morales@correo.example',
    phones: [
      { label: 'mobile', number: '+34 655 123 987' },
      { label: 'home', number: '+34 915 550 142' },
    ],
    language: 'es',
    addresses: [
      address('billing', 'Calle de Velázquez 61, 4º B', '28001', 'Madrid', 'Madrid', 'ES'),
      address('delivery', 'Camí de la Mar 7', '03730', 'Xàbia', 'Alicante', 'ES'),
    ],
    tags: ['vip'],
    stage: 'customer',
    createdDaysAgo: 120,
    marketingConsent: true,
    timeline: [
      { afterDays: 2, body: 'Asked for a walnut finish sample for the dining table.' },
      { afterDays: 9, body: 'Sample sent; he prefers the darker hardwax oil.' },
      {
        afterDays: 30,
        body: 'Confirmed the six-seat dining table and a bar stool, delivered to the house in Xàbia.',
      },
    ],
  },
  oliver: {
    kind: 'person',
    name: 'Oliver Bennett',
    email: 'oliver.bennett@mailbox.example',
    phones: [{ label: 'mobile', number: '07700 900123' }],
    language: 'en',
    addresses: [address('delivery', '12 Albert Road', 'BS6 5HN', 'Bristol', '', 'GB')],
    tags: [],
    stage: 'lead',
    source: 'import',
    createdDaysAgo: 14,
  },
}

/**
 * A new embedded database gets a demo company with a few designs, so a first visitor sees the
 * product alive: a dining table built from a top and four leg components, a bookshelf and a
 * stool, each made of items from two suppliers, so that every design has a complete cost,
 * and a few customers (people and companies in Spain, France and the UK) with tags and notes.
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

    // Customers: tags, then companies before the people who work there, a few notes on two.
    const tagIds = {} as Record<keyof typeof DEMO_TAGS, string>
    for (const [key, tag] of Object.entries(DEMO_TAGS) as [keyof typeof DEMO_TAGS, TagDef][]) {
      const [row] = await tx
        .insert(customerTags)
        .values({ ...tag, companyId })
        .returning({ id: customerTags.id })
      tagIds[key] = row!.id
    }
    const customerIds: Record<string, string> = {}
    for (const [key, c] of Object.entries(DEMO_CUSTOMERS)) {
      const country = c.addresses.find((a) => a.country)?.country || company!.country
      const phones = c.phones.map((p) => {
        const number = normalisePhone(p.number, country)
        if (!number) throw new Error(`Demo customer ${c.name} has an impossible phone`)
        return { label: p.label, number }
      })
      const createdAt = timeBefore(options.now, c.createdDaysAgo)
      // A few hours into each note's day, an hour apart; a note touches the customer, as in the API.
      const notes = (c.timeline ?? []).map((n, i) => ({
        body: n.body,
        at: new Date(createdAt.getTime() + (n.afterDays * 24 + 5 + i) * 3_600_000),
      }))
      const [row] = await tx
        .insert(customers)
        .values({
          companyId,
          kind: c.kind,
          name: c.name,
          email: c.email,
          companyContactId: c.worksAt ? customerIds[c.worksAt]! : null,
          phones,
          language: c.language,
          addresses: c.addresses,
          taxId: c.taxId ?? '',
          tagIds: c.tags.map((t) => tagIds[t]),
          source: c.source ?? 'manual',
          stage: c.stage,
          ownerId: user!.id,
          marketingConsentAt: c.marketingConsent ? createdAt : null,
          notes: c.notes ?? '',
          searchText: searchTextOf({ name: c.name, email: c.email, phones }),
          createdBy: user!.id,
          createdAt,
          updatedAt: notes.at(-1)?.at ?? createdAt,
        })
        .returning({ id: customers.id })
      customerIds[key] = row!.id
      if (notes.length) {
        await tx.insert(customerNotes).values(
          notes.map((n) => ({
            companyId,
            customerId: row!.id,
            body: n.body,
            createdBy: user!.id,
            createdAt: n.at,
            updatedAt: n.at,
          })),
        )
      }
    }

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
    const top = await add(
      'Table top',
      'component',
      'Oak top with a 40 mm edge.',
      withObjects([box('top', 'Top', [0, 20, 0], [1800, 40, 900], oak, items.oakBoard)]),
    )
    const shelfSide = await add(
      'Shelf side',
      'component',
      'Walnut side panel for shelving.',
      withObjects([box('side', 'Side', [0, 900, 0], [18, 1800, 300], walnut, items.walnutBoard)]),
    )
    await add(
      'Dining table',
      'design',
      'A six-seat dining table made of one top and four leg components.',
      withObjects(
        [
          place('top', 'Top', top, [0, 720, 0]),
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
