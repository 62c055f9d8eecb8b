import type { CountryCode } from '@designer/contract'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { companies, companyLogos, customers } from '../../db/schema/index'
import { notFound } from '../../lib/errors'
import { billingAddress, type DocumentCustomer, type Studio } from './document'

/** The studio's profile as its quotes print it, with its logo's bytes when one was uploaded. */
export async function loadStudio(
  db: Database,
  companyId: string,
  publicUrl: string,
  { withLogo = true } = {},
): Promise<Studio> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId))
  if (!row) throw notFound('Company')
  const [logo] = withLogo
    ? await db
        .select({ data: companyLogos.data })
        .from(companyLogos)
        .where(eq(companyLogos.companyId, companyId))
    : []
  return {
    name: row.name,
    legalName: row.legalName,
    address: {
      line1: row.addressLine1 ?? '',
      line2: row.addressLine2 ?? '',
      city: row.city ?? '',
      region: row.region ?? '',
      postalCode: row.postalCode ?? '',
      country: row.country as CountryCode,
    },
    taxId: row.taxId,
    phone: row.phone,
    email: row.email,
    website: row.website,
    paymentTerms: row.paymentTerms,
    quoteFooter: row.quoteFooter,
    logo: logo?.data ?? null,
    // An uploaded logo's address is the server's own path; a typed one is already absolute.
    logoUrl: row.logoUrl?.startsWith('/') ? `${publicUrl}${row.logoUrl}` : row.logoUrl,
  }
}

/** The quote's customer as it is addressed: name, e-mail, tax id and billing address. */
export async function loadCustomer(
  db: Database,
  companyId: string,
  customerId: string,
): Promise<DocumentCustomer | null> {
  const [row] = await db
    .select({
      name: customers.name,
      email: customers.email,
      taxId: customers.taxId,
      addresses: customers.addresses,
    })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.companyId, companyId)))
  if (!row) return null
  return {
    name: row.name,
    email: row.email,
    taxId: row.taxId,
    address: billingAddress(row.addresses),
  }
}
