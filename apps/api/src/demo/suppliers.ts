import {
  type MaterialType,
  type StockSize,
  type SupplyUnit,
  supplierInputSchema,
  supplierItemInputSchema,
} from '@designer/contract'
import { type DemoStudio, daysBefore } from './studio'

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
      },
      oakSquare: {
        name: 'Oak square 60 × 60 mm',
        code: 'MT-ROB-6060',
        unit: 'm',
        materialType: 'linear',
        costs: [1420],
        stockSize: { length: 2400, width: 60, thickness: 60 },
        wastePercent: 10,
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
      },
      ashBoard: {
        name: 'Ash board 40 mm',
        code: 'MT-FRE-40',
        unit: 'm2',
        materialType: 'solid_wood',
        costs: [8200],
        stockSize: { length: 3000, width: 200, thickness: 40 },
        wastePercent: 12,
      },
      birchPlywood: {
        name: 'Birch plywood 18 mm',
        code: 'MT-ABE-18',
        unit: 'm2',
        materialType: 'sheet',
        costs: [3840],
        stockSize: { length: 2500, width: 1250, thickness: 18 },
        wastePercent: 8,
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

/** The demo's supplier items by key (`oakBoard`, `screw`…): their ids. */
export type DemoItems = {
  [K in
    | keyof (typeof DEMO_SUPPLIERS)['timber']['items']
    | keyof (typeof DEMO_SUPPLIERS)['hardware']['items']]: string
}

/**
 * The demo's suppliers and their items, entered as a person would. An item with two costs was
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
    for (const [key, { costs, ...item }] of Object.entries(supplied) as [
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
    }
  }
  clock.set(now)
  return items
}
