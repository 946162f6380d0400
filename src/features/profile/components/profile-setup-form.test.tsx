import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../../../domain/api-contract.ts';
import { renderRoutes, stubApi } from '../../../test/render-routes.tsx';
import { ProfileSetupForm } from './ProfileSetupForm.tsx';
import { newUserProfile } from '../../../test/profiles.ts';

const empty: UserProfile = newUserProfile();

function renderForm() {
  return renderRoutes([{ path: '/profile-setup', element: <ProfileSetupForm /> }], { initialEntry: '/profile-setup', stubPaths: ['/'] });
}

async function fillIn(u: ReturnType<typeof userEvent.setup>) {
  await u.type(await screen.findByLabelText('Full name'), '  Aminata Kamara ');
  await u.type(screen.getByLabelText('Street address'), '12 Siaka Stevens Street');
  await u.type(screen.getByLabelText('City/Town'), 'Freetown');
  await u.selectOptions(screen.getByLabelText('District'), 'Western Area');
}

describe('ProfileSetupForm (/profile-setup)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the 15 districts and caps the field lengths', async () => {
    stubApi({ 'GET /auth/profile': { body: { data: empty } } });
    renderForm();
    const district = await screen.findByLabelText('District');
    expect(Array.from((district as HTMLSelectElement).options).slice(1).map((o) => o.value)).toHaveLength(15);
    expect(screen.getByLabelText('Full name')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Street address')).toHaveAttribute('maxlength', '200');
    expect(screen.getByLabelText('City/Town')).toHaveAttribute('maxlength', '100');
  });

  it('requires all four fields (blank after trimming counts as empty)', async () => {
    const u = userEvent.setup();
    const calls = stubApi({ 'GET /auth/profile': { body: { data: empty } } });
    renderForm();
    await u.type(await screen.findByLabelText('Full name'), '   ');
    await u.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Full name is required');
    expect(screen.getByLabelText('District')).toHaveAccessibleDescription('District is required');
    // Focus moves from the button to the first field to fix.
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('saves the trimmed profile and goes to /', async () => {
    const u = userEvent.setup();
    const calls = stubApi({
      'GET /auth/profile': { body: { data: empty } },
      'PUT /profile': { body: { data: { ...empty, fullName: 'Aminata Kamara', profileCompleted: true } } },
    });
    renderForm();
    await fillIn(u);
    await u.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      fullName: 'Aminata Kamara',
      streetAddress: '12 Siaka Stevens Street',
      city: 'Freetown',
      district: 'Western Area',
    });
  });

  it('a failed save shows the SPEC title and text', async () => {
    const u = userEvent.setup();
    stubApi({
      'GET /auth/profile': { body: { data: empty } },
      'PUT /profile': { status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong' } } },
    });
    renderForm();
    await fillIn(u);
    await u.click(screen.getByRole('button', { name: 'Save and continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Profile Setup Error');
    expect(alert).toHaveTextContent('Failed to save profile. Please try again.');
  });

  it('per-field errors from the server are joined with commas and shown on their fields', async () => {
    const u = userEvent.setup();
    stubApi({
      'GET /auth/profile': { body: { data: empty } },
      'PUT /profile': {
        status: 400,
        body: {
          error: {
            code: 'invalid_input',
            message: 'Invalid profile',
            details: [
              { field: 'fullName', message: 'Full name must be at most 100 characters' },
              { field: 'city', message: 'City/Town is required' },
            ],
          },
        },
      },
    });
    renderForm();
    await fillIn(u);
    await u.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Full name must be at most 100 characters, City/Town is required')).toBeVisible();
    expect(screen.getByLabelText('City/Town')).toHaveAccessibleDescription('City/Town is required');
  });

  it('fills in what the profile already holds', async () => {
    stubApi({ 'GET /auth/profile': { body: { data: { ...empty, fullName: 'Musa Sesay', city: 'Bo', district: 'Bo' } } } });
    renderForm();
    expect(await screen.findByLabelText('Full name')).toHaveValue('Musa Sesay');
    expect(screen.getByLabelText('District')).toHaveValue('Bo');
  });
});

describe('ProfileSetupForm in edit mode (/profile/edit)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const saved: UserProfile = { ...empty, fullName: 'Aminata Kamara', streetAddress: '12 Siaka Stevens Street', city: 'Freetown', district: 'Western Area', profileCompleted: true };

  function renderEdit() {
    return renderRoutes([{ path: '/profile/edit', element: <ProfileSetupForm mode="edit" /> }], { initialEntry: '/profile/edit', stubPaths: ['/', '/profile'] });
  }

  it('Cancel leaves for /profile and saves nothing, whatever was typed', async () => {
    const u = userEvent.setup();
    const calls = stubApi({ 'GET /auth/profile': { body: { data: saved } } });
    renderEdit();
    const name = await screen.findByLabelText('Full name');
    expect(name).toHaveValue('Aminata Kamara');
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
    await u.clear(name);
    await u.type(name, 'Somebody Else');
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('Save changes saves and goes back to /profile, not to onboarding', async () => {
    const u = userEvent.setup();
    const calls = stubApi({
      'GET /auth/profile': { body: { data: saved } },
      'PUT /profile': { body: { data: { ...saved, city: 'Bo' } } },
    });
    renderEdit();
    const city = await screen.findByLabelText('City/Town');
    await u.clear(city);
    await u.type(city, 'Bo');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ fullName: 'Aminata Kamara', streetAddress: '12 Siaka Stevens Street', city: 'Bo', district: 'Western Area' });
  });
});
