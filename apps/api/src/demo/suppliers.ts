import {
  type MaterialFinish,
  type MaterialType,
  type StockSize,
  type SupplyUnit,
  supplierInputSchema,
  supplierItemInputSchema,
} from '@designer/contract'
import { type DemoStudio, daysBefore } from './studio'
import { type Grain, woodGrain } from './textures'

/** A demo texture: the grain drawn, and the real-world size the picture shows. */
type DemoTexture = { grain: Grain; widthMm: number; heightMm: number }

/** Oak's open grain and strong rings; walnut's finer, darker figure; ash's straight, pale rings. */
const TEXTURES = {
  oak: {
    grain: { width: 1024, height: 512, rings: 9, figure: 0.5, contrast: 0.4, seed: 11 },
    widthMm: 1000,
    heightMm: 500,
  },
  walnut: {
    grain: { width: 1024, height: 512, rings: 7, figure: 0.8, contrast: 0.5, seed: 23 },
    widthMm: 1000,
    heightMm: 500,
  },
  ash: {
    grain: { width: 1024, height: 512, rings: 11, figure: 0.35, contrast: 0.35, seed: 37 },
    widthMm: 1000,
    heightMm: 500,
  },
} satisfies Record<string, DemoTexture>

/** The grain pictures, drawn once a process: oak's serves both oak items, and every demo made. */
const pictures = new Map<DemoTexture, Promise<Buffer>>()

/**
 * How the demo's materials look. The woods' colours are their grain's: their pictures are grey
 * and take the colour; oiled wood is satin, the steel a dark powder coat with a metallic sheen.
 */
const LOOKS = {
  oak: { color: '#d9b27a', roughness: 0.64, metalness: 0 },
  walnut: { color: '#7a5235', roughness: 0.62, metalness: 0 },
  ash: { color: '#e8d6ae', roughness: 0.66, metalness: 0 },
  birch: { color: '#e6d2a8', roughness: 0.66, metalness: 0 },
  steel: { color: '#34373c', roughness: 0.45, metalness: 0.4 },
  plate: { color: '#3d4046', roughness: 0.4, metalness: 0.45 },
} satisfies Record<string, MaterialFinish>

type DemoItem = {
  name: string
  code: string
  unit: SupplyUnit
  materialType: MaterialType
  /** Unit costs in cents, oldest first; the last is the current one. */
  costs: number[]
  stockSize?: StockSize
  densityKgM3?: number
  wastePercent?: number
  leadTimeDays?: number
  appearance?: MaterialFinish
  texture?: DemoTexture
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
        wastePercent: 12,
        appearance: LOOKS.oak,
        texture: TEXTURES.oak,
      },
      oakSquare: {
        name: 'Oak square 60 × 60 mm',
        code: 'MT-ROB-6060',
        unit: 'm',
        materialType: 'linear',
        costs: [1420],
        stockSize: { length: 2400, width: 60, thickness: 60 },
        wastePercent: 10,
        appearance: LOOKS.oak,
        texture: TEXTURES.oak,
      },
      walnutBoard: {
        name: 'American walnut board 20 mm',
        code: 'MT-NOG-20',
        unit: 'm2',
        materialType: 'solid_wood',
        costs: [11_800],
        stockSize: { length: 2500, width: 200, thickness: 20 },
        wastePercent: 12,
        leadTimeDays: 14,
        appearance: LOOKS.walnut,
        texture: TEXTURES.walnut,
      },
      walnutTop: {
        name: 'American walnut board 40 mm',
        code: 'MT-NOG-40',
        unit: 'm2',
        materialType: 'solid_wood',
        costs: [21_400],
        stockSize: { length: 2500, width: 200, thickness: 40 },
        wastePercent: 12,
        leadTimeDays: 14,
        appearance: LOOKS.walnut,
        texture: TEXTURES.walnut,
      },
      ashBoard: {
        name: 'Ash board 40 mm',
        code: 'MT-FRE-40',
        unit: 'm2',
        materialType: 'solid_wood',
        costs: [8200],
        stockSize: { length: 3000, width: 200, thickness: 40 },
        wastePercent: 12,
        appearance: LOOKS.ash,
        texture: TEXTURES.ash,
      },
      birchPlywood: {
        name: 'Birch plywood 18 mm',
        code: 'MT-ABE-18',
        unit: 'm2',
        materialType: 'sheet',
        costs: [3840],
        stockSize: { length: 2500, width: 1250, thickness: 18 },
        wastePercent: 8,
        appearance: LOOKS.birch,
      },
      oil: {
        name: 'Hardwax finishing oil',
        code: 'MT-ACE-1',
        unit: 'kg',
        materialType: 'finish',
        costs: [2450],
        densityKgM3: 900,
        wastePercent: 5,
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
        wastePercent: 5,
        appearance: LOOKS.steel,
      },
      basePlate: {
        name: 'Steel base plate Ø440 mm',
        code: 'HL-DIS-440',
        unit: 'piece',
        materialType: 'hardware',
        costs: [2190],
        appearance: LOOKS.plate,
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

/** The demo's supplier items by key (`oakBoard`, `screw`…): their ids. */
export type DemoItems = {
  [K in
    | keyof (typeof DEMO_SUPPLIERS)['timber']['items']
    | keyof (typeof DEMO_SUPPLIERS)['hardware']['items']]: string
}

/**
 * The demo's suppliers and their items, entered as a person would, the woods with a picture of
 * their grain. An item with two costs was
 * repriced: it was entered about fourteen months ago and given its current cost six weeks ago;
 * the others were entered six weeks ago (never old enough for their price to be flagged).
 */
export async function seedSuppliers({ services, clock, now, companyId, userId }: DemoStudio) {
  const { suppliers } = services
  const items = {} as DemoItems
  for (const { items: supplied, ...supplier } of Object.values(DEMO_SUPPLIERS)) {
    const made = await suppliers.createSupplier(
      companyId,
      userId,
      supplierInputSchema.parse({ ...supplier, currency: 'EUR' }),
    )
    for (const [key, { costs, texture, ...item }] of Object.entries(supplied) as [
      keyof DemoItems,
      DemoItem,
    ][]) {
      const input = (amount: number) =>
        supplierItemInputSchema.parse({
          ...item,
          supplierId: made.id,
          unitCost: { amount, currency: 'EUR' },
        })
      for (const [i, amount] of costs.entries()) {
        clock.set(daysBefore(now, i === costs.length - 1 ? 45 : 420))
        if (i === 0) items[key] = (await suppliers.createItem(companyId, userId, input(amount))).id
        else await suppliers.updateItem(companyId, userId, items[key], input(amount))
      }
      if (texture) {
        const picture = pictures.get(texture) ?? woodGrain(texture.grain)
        pictures.set(texture, picture)
        await suppliers.saveTexture(companyId, userId, items[key], await picture, texture)
      }
    }
  }
  clock.set(now)
  return items
}
