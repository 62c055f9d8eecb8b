import type { Company } from '@designer/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { companyFixture } from '@/test/companies'
import { json, renderAt, stubApi } from '@/test/render'
import { DeleteCompany } from './delete-company'

afterEach(() => vi.unstubAllGlobals())

const company = (subscriptionStatus: Company['subscriptionStatus']): Company =>
  companyFixture({ subscriptionStatus })

async function openDialog(status: Company['subscriptionStatus']) {
  renderAt(<DeleteCompany company={company(status)} />, {
    path: '/admin/company/profile',
    url: '/admin/company/profile',
  })
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Delete company' }))
  return { user, dialog: await screen.findByRole('dialog') }
}

test('with a paid subscription, the confirmation says it is cancelled at once', async () => {
  stubApi(() => undefined)
  const { dialog } = await openDialog('active')
  expect(within(dialog).getByTestId('delete-company-subscription')).toHaveTextContent(
    'Its subscription is cancelled at once',
  )
})

test('on trial, there is no subscription to mention', async () => {
  stubApi(() => undefined)
  const { dialog } = await openDialog('trialing')
  expect(within(dialog).queryByTestId('delete-company-subscription')).not.toBeInTheDocument()
})

test('when the subscription cannot be cancelled, the dialog stays open and says nothing was deleted', async () => {
  stubApi(({ method }) =>
    method === 'DELETE'
      ? json(502, {
          message: 'The subscription could not be cancelled',
          code: 'subscription_not_cancelled',
        })
      : undefined,
  )
  const { user, dialog } = await openDialog('past_due')
  await user.type(within(dialog).getByTestId('delete-company-name'), 'Atelier Nord')
  await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }))
  expect(
    await within(dialog).findByText(/could not be cancelled, so nothing was deleted/),
  ).toBeInTheDocument()
})
