import { test, expect, FIXED_CODE, uniqueEmail } from './auth-fixtures';
import { AuthPage } from './pages/AuthPage';
import { SignInPage } from './pages/SignInPage';

const OWNER = 'owner@demo.test';

test.describe.configure({ mode: 'serial' });

test('a wrong password shows InvalidLoginCredentials at the password field', async ({ page }) => {
  await page.goto('/auth');
  await new SignInPage(page).signIn(OWNER, 'Wrong!2345');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
});

test('the view lives in ?view= (base64) and back and forward restore it', async ({ page }) => {
  const auth = new AuthPage(page);
  await page.goto('/auth');
  await expect(auth.heading('Welcome back')).toBeVisible();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(auth.heading('Reset your password')).toBeVisible();
  await auth.expectView('forget-password');
  await page.goBack();
  await expect(auth.heading('Welcome back')).toBeVisible();
  await page.goForward();
  await expect(auth.heading('Reset your password')).toBeVisible();
  // A plain view name is accepted too, and campaign parameters force sign-up.
  await page.goto('/auth?view=forget-password');
  await expect(auth.heading('Reset your password')).toBeVisible();
  await page.goto('/auth?utm_source=newsletter&utm_campaign=raya');
  await expect(auth.heading('Create your account')).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('bookit-campaign'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ utmParameters: { utm_source: 'newsletter', utm_campaign: 'raya' } });
});

test('sign-up: validation, the session, resend, confirm with the code, then signed in with no business yet', async ({ page }) => {
  const auth = new AuthPage(page);
  const email = uniqueEmail('owner');
  await page.goto('/signup?ref=partner7');
  await expect(auth.heading('Create your account')).toBeVisible();

  // Validation after the first submit, then again on each edit.
  await auth.button('Create account').click();
  await expect(page.getByText('Enter a first name.')).toBeVisible();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await auth.fillSignUp({ firstName: 'Aisyah', lastName: 'Rahman', email: `  ${email.toUpperCase()} `, password: 'weakpass', confirmPassword: 'weakpass' });
  await expect(page.getByText('Enter a first name.')).toBeHidden();
  // Every rule as a live checklist; the mismatch shows at the confirmation while a rule still fails.
  await expect(auth.passwordRule('Use at least 8 characters.')).toContainText('(done)');
  await expect(auth.passwordRule('Include a special character')).toContainText('(not yet)');
  await expect(auth.passwordRule('Include an uppercase letter.')).toContainText('(not yet)');
  await auth.field('Confirm password').fill('weakpas');
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await auth.field('Password').fill('Salon!2345');
  await expect(auth.passwordRule('Include a special character')).toContainText('(done)');
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await auth.field('Confirm password').fill('Salon!2345');

  const created = page.waitForResponse((r) => r.url().endsWith('/signup/sessions') && r.request().method() === 'POST');
  await auth.button('Create account').click();
  const session = await created;
  expect(session.status()).toBe(201);
  const sent = session.request().postDataJSON() as { result: { email: string }; metadata: { utmParameters: Record<string, string> } };
  expect(sent.result.email).toBe(email);
  expect(sent.metadata.utmParameters).toEqual({ ref: 'partner7' });

  await expect(auth.heading('Confirm your email')).toBeVisible();
  await expect(page.getByText(`Enter the 6-digit code we sent to ${email}.`)).toBeVisible();
  await auth.expectView('signup-confirm-email');

  await auth.button('Resend code').click();
  await expect(page.getByText('A new code is on its way.')).toBeVisible();

  await auth.enterCode('999999');
  await auth.button('Confirm').click();
  await expect(page.getByText('This code is not correct.')).toBeVisible();

  const initial = page.waitForResponse((r) => r.url().endsWith('/initial'));
  await auth.enterCode(FIXED_CODE);
  await auth.button('Confirm').click();
  await auth.expectShell();
  expect((await initial).status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Signed-in state survives a reload.
  await page.reload();
  await auth.expectShell();
  // No business yet (POST /initial says so): other pages show the shell's business-required state.
  await page.goto('/customers');
  await expect(page.getByRole('dialog', { name: 'A business is required' })).toBeVisible();
});

test('signing up with an existing e-mail says so and links to sign-in', async ({ page, identity }) => {
  const auth = new AuthPage(page);
  const email = uniqueEmail('taken');
  await identity.signUpConfirmed(email, 'Taken!2345', FIXED_CODE);
  await page.goto('/signup');
  await auth.fillSignUp({ firstName: 'Tan', lastName: 'Mei', email, password: 'Taken!2345' });
  await auth.button('Create account').click();
  await expect(page.getByText('An account with this email already exists.')).toBeVisible();
  await page.getByRole('button', { name: 'Log in with this email instead' }).click();
  await expect(auth.heading('Welcome back')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
});

test('forgot password: code, new password, signed in, then the sign-in view for next time', async ({ page, identity }) => {
  const auth = new AuthPage(page);
  const email = uniqueEmail('forgot');
  await identity.signUpConfirmed(email, 'Before!2345', FIXED_CODE);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(auth.heading('Reset your password')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await auth.button('Send code').click();
  await expect(auth.heading('Choose a new password')).toBeVisible();

  await auth.enterCode('12345');
  await auth.field('New password').fill('After!2345');
  await auth.field('Confirm password').fill('After!2345');
  await auth.button('Reset password').click();
  await expect(page.getByText('The code must be exactly 6 characters.')).toBeVisible();

  await auth.enterCode(FIXED_CODE);
  await auth.button('Reset password').click();
  // The toast lives 3 s from the reset; the shell may take longer to load on a busy machine.
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await auth.expectShell();
  await expect(identity.idToken(email, 'After!2345')).resolves.toMatch(/^ey/);
});

test('?language=zh-CN shows Chinese and is remembered', async ({ page }) => {
  const auth = new AuthPage(page);
  await page.goto('/auth?language=zh-CN');
  await expect(auth.heading('欢迎回来')).toBeVisible();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await page.goto('/auth');
  await expect(auth.heading('欢迎回来')).toBeVisible();
  await page.goto('/auth?language=ms-MY');
  await expect(page.getByRole('button', { name: 'Lupa kata laluan?' })).toBeVisible();
  await page.goto('/auth?language=en');
  await expect(auth.heading('Welcome back')).toBeVisible();
});
