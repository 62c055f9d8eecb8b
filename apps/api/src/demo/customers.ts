import {
  type Address,
  type Customer,
  type CustomerKind,
  type CustomerStage,
  customerInputSchema,
  customerNoteInputSchema,
  customerTagInputSchema,
  type Locale,
  type PhoneLabel,
  type TagColor,
} from '@designer/contract'
import { type DemoStudio, daysBefore } from './studio'

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
  /** Created this many days before the demo is made; consent, when given, came with it. */
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

/** The demo customers by their key in the list (`javier`, `albufera`…), as the service made them. */
export type DemoCustomers = Record<string, Customer>

const HOUR_MS = 3_600_000

/**
 * The demo company's customers, entered as a person would: its tags, then companies before the
 * people who work there, each on the day it was created (days or months ago), owned by the demo
 * user, with notes on two of them written on the days after.
 */
export async function seedCustomers({
  services,
  clock,
  now,
  companyId,
  userId,
}: DemoStudio): Promise<DemoCustomers> {
  const { customers } = services
  const tagIds = {} as Record<keyof typeof DEMO_TAGS, string>
  for (const [key, tag] of Object.entries(DEMO_TAGS) as [keyof typeof DEMO_TAGS, TagDef][]) {
    tagIds[key] = (await customers.createTag(companyId, customerTagInputSchema.parse(tag))).id
  }
  const made: DemoCustomers = {}
  for (const [key, c] of Object.entries(DEMO_CUSTOMERS)) {
    const createdAt = daysBefore(now, c.createdDaysAgo)
    clock.set(createdAt)
    const input = customerInputSchema.parse({
      kind: c.kind,
      name: c.name,
      email: c.email,
      companyContactId: c.worksAt ? made[c.worksAt]!.id : null,
      phones: c.phones,
      language: c.language,
      addresses: c.addresses,
      taxId: c.taxId ?? '',
      tagIds: c.tags.map((t) => tagIds[t]),
      stage: c.stage,
      ownerId: userId,
      marketingConsent: c.marketingConsent ?? false,
      notes: c.notes ?? '',
    })
    const customer = await customers.create(companyId, userId, input, c.source ?? 'manual')
    // A few hours into each note's day, an hour apart.
    for (const [i, note] of (c.timeline ?? []).entries()) {
      clock.set(new Date(createdAt.getTime() + (note.afterDays * 24 + 5 + i) * HOUR_MS))
      const { body } = customerNoteInputSchema.parse({ body: note.body })
      await customers.addNote(companyId, userId, customer.id, body)
    }
    made[key] = customer
  }
  clock.set(now)
  return made
}
