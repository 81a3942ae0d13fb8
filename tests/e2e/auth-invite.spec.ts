import { test, expect, uniqueEmail } from './auth-fixtures';
import { AuthPage } from './pages/AuthPage';
import type { StackProcess } from './stack-process';
import type { IdentityApi } from './pages/IdentityApi';

const OWNER = 'owner@demo.test';
const MANAGER = 'manager@demo.test';
const DEMO_PASSWORD = 'Demo!2345';
const BUSINESS = '0195f0a0-0000-7000-8000-000000000001';
const BANGSAR = '0195f0a0-0000-7000-8000-0000000000b1';

interface Invite {
  inviteLink: string;
  temporaryPassword: string;
}

/** The owner invites a team member through the API (as the team screen would). */
async function invite(stack: StackProcess, identity: IdentityApi, who: { email: string; firstName: string; lastName: string }): Promise<Invite> {
  const token = await identity.idToken(OWNER, DEMO_PASSWORD);
  const response = await fetch(`${stack.apiUrl}/b/${BUSINESS}/members/invite`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ ...who, branchIds: [BANGSAR], permissions: { customers: 1 } }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Invite;
}

test.describe.configure({ mode: 'serial' });

test('join from an invite link: greetings, fixed e-mail, then the temporary password and a new one', async ({ page, authStack, identity }) => {
  const auth = new AuthPage(page);
  const email = uniqueEmail('stylist');
  const { inviteLink, temporaryPassword } = await invite(authStack, identity, { email, firstName: 'Mei', lastName: 'Tan' });
  expect(inviteLink).toMatch(/^\/join\?data=/);

  await page.goto(inviteLink);
  await expect(auth.heading('Hi Mei Tan')).toBeVisible();
  await expect(page.getByText('You have been invited to Demo Salon')).toBeVisible();
  await expect(auth.field('Email')).toHaveValue(email);
  await expect(auth.field('Email')).toBeDisabled();
  await auth.field('Password').fill('Stylist!2345');
  await auth.field('Confirm password').fill('Stylist!2345');
  await auth.button('Join').click();

  // The invitation already made the identity user: sign in with the temporary password.
  await expect(auth.heading('Welcome back')).toBeVisible();
  await expect(page.getByText(/Your invitation already created your account/)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(temporaryPassword);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(auth.heading('Set your own password')).toBeVisible();
  await auth.expectView('sign-in-confirm-password-reset');
  await auth.field('New password').fill('Stylist!2345');
  await auth.field('Confirm password').fill('Stylist!2345');
  const joined = page.waitForResponse((r) => r.url().endsWith('/subscription/actions'));
  await auth.button('Set password and log in').click();
  expect((await joined).status()).toBe(200);
  await auth.expectShell();
  await expect(page.getByText('Demo Salon')).toBeVisible();
  await expect(identity.idToken(email, 'Stylist!2345')).resolves.toMatch(/^ey/);
});

test('a first sign-in after an invite goes through the new-password challenge', async ({ page, authStack, identity }) => {
  const auth = new AuthPage(page);
  const email = uniqueEmail('frontdesk');
  const { temporaryPassword } = await invite(authStack, identity, { email, firstName: 'Siti', lastName: 'Aminah' });
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(temporaryPassword);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(auth.heading('Set your own password')).toBeVisible();
  await auth.button('Set password and log in').click();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await auth.field('New password').fill('Front!2345');
  await auth.field('Confirm password').fill('Front!2345');
  await auth.button('Set password and log in').click();
  await auth.expectShell();
});

test('change password in account settings: wrong current password, then changed', async ({ page, identity }) => {
  const auth = new AuthPage(page);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(MANAGER);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await auth.expectShell();
  await page.goto('/settings/account/credentials');
  await expect(auth.heading('Password')).toBeVisible();

  await auth.field('Current password').fill('NotIt!2345');
  await auth.field('New password').fill('Manager!2345');
  await auth.field('Confirm new password').fill('Manager!2345');
  await auth.button('Change password').click();
  await expect(page.getByText('Current Password is incorrect')).toBeVisible();

  await auth.field('Current password').fill(DEMO_PASSWORD);
  await auth.button('Change password').click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(identity.idToken(MANAGER, 'Manager!2345')).resolves.toMatch(/^ey/);
});
