import type { Company } from '@designer/contract'
import { COMPANY_ID } from './render'

/** A company as the API answers it, for the companies' component tests. */
export const companyFixture = (over: Partial<Company> = {}): Company => ({
  id: COMPANY_ID,
  name: 'Atelier Nord',
  logoUrl: null,
  currency: 'EUR',
  country: 'ES',
  addressLine1: null,
  addressLine2: null,
  city: null,
  postalCode: null,
  region: null,
  legalName: null,
  taxId: null,
  phone: null,
  email: null,
  website: null,
  paymentTerms: { en: '', es: '', fr: '' },
  quoteFooter: { en: '', es: '', fr: '' },
  role: 'owner',
  subscriptionStatus: 'trialing',
  trialEndsAt: '2026-12-01T00:00:00.000Z',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  usable: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
})
