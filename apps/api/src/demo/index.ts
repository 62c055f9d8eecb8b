import { companyInputSchema, registerSchema } from '@designer/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { manualClock } from '../lib/clock'
import { inProcessEvents } from '../lib/events'
import { noMail } from '../lib/mail/mailer'
import { createServicesBeforeApp, type Services } from '../services'
import { seedCalendar } from './calendar'
import { seedConfigurator } from './configurators'
import { seedCustomers } from './customers'
import { seedDesigns } from './designs'
import { demoLogo } from './logo'
import type { DemoStudio } from './studio'
import { seedSuppliers } from './suppliers'

export const DEMO_EMAIL = 'demo@designer.local'

/** Where the demo account is registered from: this machine, which makes the demo. */
const DEMO_ADDRESS = '127.0.0.1'

/**
 * A new embedded database gets a demo company with a few designs, so a first visitor sees the
 * product alive: a dining table (a top on four leg components, and a leaf), a bookshelf and a
 * stool, each made of items from two suppliers, so that every design has a complete cost; the
 * table published as a configurator (size, wood, legs, leaf) priced from that cost; a few
 * customers (people and companies in Spain, France and the UK) with tags and notes; and a week
 * of events in its calendar around `now`, linked to those customers and the table.
 *
 * Everything is made through the services' public functions, with the validation, defaults and
 * events a person's requests get; their clock is the demo's own, set to the day each row belongs
 * to (a price of last year, a customer of last spring), and their mails go nowhere. It all runs
 * in one transaction: a demo that fails half-way leaves the database new. Answers true when it
 * seeded, false on a database that already has an account.
 */
export async function seedDemo(
  deps: { db: Database; config: Config; log: FastifyBaseLogger },
  options: { password: string; now: Date },
) {
  const { now } = options
  return deps.db.transaction(async (tx) => {
    const clock = manualClock(now)
    const services = createServicesBeforeApp({
      ...deps,
      db: tx,
      clock,
      // The server renders what needs a picture once it listens (the configurator's poster).
      config: { ...deps.config, render: { ...deps.config.render, chromiumPath: null } },
      mailer: noMail,
      // Nobody listens yet: the app has not started.
      events: inProcessEvents(),
    })
    if (await services.auth.hasAccounts()) return false
    const studio = { services, clock, now, ...(await openStudio(services, options.password)) }
    const items = await seedSuppliers(studio)
    const customers = await seedCustomers(studio)
    const designs = await seedDesigns(studio, items)
    const configuratorId = await seedConfigurator(studio, designs, items)
    await seedCalendar(studio, { customers, table: { designId: designs.table, configuratorId } })
    return true
  })
}

/**
 * The demo account, registered as a person registers (its address taken as proven: no mail
 * reaches it, and it was always made so), and its company in Valencia, on trial from now.
 */
async function openStudio(
  { auth, companies }: Services,
  password: string,
): Promise<Pick<DemoStudio, 'companyId' | 'userId'>> {
  const session = await auth.register(
    registerSchema.parse({ name: 'Demo Designer', email: DEMO_EMAIL, password }),
    DEMO_ADDRESS,
  )
  // Nobody holds the session registering starts.
  await auth.logout({ refreshToken: session.refresh_token })
  const userId = session.user.id
  await auth.markEmailProven(userId)
  const company = await companies.create(
    userId,
    companyInputSchema.parse({
      name: 'Demo Studio',
      currency: 'EUR',
      country: 'ES',
      city: 'Valencia',
      addressLine1: 'Carrer de Colón 12',
      postalCode: '46004',
      // What its quotes print (decision 045).
      legalName: 'Demo Studio S.L.',
      taxId: 'B98765432',
      phone: '+34 960 123 456',
      email: 'hola@demo-studio.example',
      website: 'demo-studio.example',
      paymentTerms: {
        en: 'Half on order, the rest on delivery, by bank transfer to ES12 3456 7890 1234 5678 9012.',
        es: 'La mitad al hacer el pedido y el resto a la entrega, por transferencia a ES12 3456 7890 1234 5678 9012.',
        fr: 'La moitié à la commande, le solde à la livraison, par virement sur ES12 3456 7890 1234 5678 9012.',
      },
      quoteFooter: {
        en: 'Demo Studio S.L. · Registered in Valencia, volume 1234, sheet 56 · Prices include VAT.',
        es: 'Demo Studio S.L. · Inscrita en el Registro Mercantil de Valencia, tomo 1234, folio 56 · Precios con IVA incluido.',
        fr: 'Demo Studio S.L. · Immatriculée à Valence, volume 1234, feuille 56 · Prix TTC.',
      },
    }),
  )
  await companies.saveLogo(userId, company.id, await demoLogo())
  return { companyId: company.id, userId }
}
