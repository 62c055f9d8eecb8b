import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { ApiError } from '@/lib/api'
import { InviteForm } from './invite-form'

test('"already a member" is shown on the email field, with the address kept', async () => {
  const onSubmit = vi.fn().mockRejectedValue(
    new ApiError(409, 'already_member', 'This person is already a member of the company', [
      {
        path: 'email',
        code: 'validation.alreadyMember',
        message: 'This person is already a member of the company',
      },
    ]),
  )
  render(<InviteForm onSubmit={onSubmit} />)
  const user = userEvent.setup()
  const email = screen.getByLabelText(/Email address/)
  await user.type(email, 'grace@example.com')
  await user.click(screen.getByRole('button', { name: 'Send invitation' }))

  expect(onSubmit).toHaveBeenCalledWith({ email: 'grace@example.com', role: 'designer' })
  expect(email).toHaveAttribute('aria-invalid', 'true')
  expect(email).toHaveAccessibleDescription(/This person is already a member of the company/)
  expect(email).toHaveValue('grace@example.com')
  expect(screen.queryByText('Some fields are invalid')).not.toBeInTheDocument()
})

test('an invalid address is caught before sending', async () => {
  const onSubmit = vi.fn()
  render(<InviteForm onSubmit={onSubmit} />)
  const user = userEvent.setup()
  await user.type(screen.getByLabelText(/Email address/), 'not-an-email')
  await user.click(screen.getByRole('button', { name: 'Send invitation' }))
  expect(onSubmit).not.toHaveBeenCalled()
  expect(screen.getByLabelText(/Email address/)).toHaveAccessibleDescription(
    /Enter a valid email address/,
  )
})
