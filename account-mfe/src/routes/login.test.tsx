// The login form validates before it calls the auth service, with messages next to the fields.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'shared-router';
import route from './login';

function renderLogin(url = '/login') {
  const router = createMemoryRouter([{ path: '/login', Component: route.Component }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

describe('the login page', () => {
  it('asks for the e-mail and password before signing in', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('That e-mail address is not valid. Check it for typos.')).toBeInTheDocument();
  });

  it('keeps the redirect target on the links to register and reset', () => {
    renderLogin('/login?redirect=%2Faccount%3Ftab%3Dorders');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register?redirect=%2Faccount%3Ftab%3Dorders');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password?redirect=%2Faccount%3Ftab%3Dorders');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });
});
