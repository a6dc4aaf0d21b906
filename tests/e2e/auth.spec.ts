import { Buffer } from 'node:buffer';
import { expect, test } from './fixtures';
import { createVerifiedAccount, signInByApi, text, uniqueEmail, useOwnAddress } from './auth-helpers';
import { waitForMail } from './mailbox';
import { PASSWORD as ADMIN_PASSWORD } from './admin-helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

for (const lang of ['ar', 'en'] as const) {
  test(`a newcomer registers, verifies, edits the profile and changes the password (${lang})`, async ({
    page,
    useLanguage,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(`journey-${lang}`);
    const password = 'sahara2024';
    const newPassword = 'oasis20255';
    await useLanguage(lang);

    // Register.
    await page.goto('/auth?tab=register');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const form = page.getByTestId('register-form');
    // Empty fields: messages from both namespaces, translated (never a raw key).
    await form.getByRole('button', { name: text(lang, 'register.submit') }).click();
    await expect(form.getByText(text(lang, 'common:validation.required'))).toHaveCount(3);
    await expect(form.getByText(text(lang, 'validation.termsRequired'))).toBeVisible();
    await form.getByLabel(text(lang, 'register.name')).fill(lang === 'ar' ? 'نورة' : 'Noura');
    await form.getByLabel(text(lang, 'register.email')).fill(email);
    await form.getByLabel(text(lang, 'register.password'), { exact: true }).fill(password);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: text(lang, 'register.submit') }).click();
    await expect(page.getByTestId('register-done')).toContainText(email);

    // Logging in before confirming the address is refused, with the translated message.
    await page.getByRole('tab', { name: text(lang, 'tabs.login') }).click();
    const login = page.getByTestId('login-form');
    await login.getByLabel(text(lang, 'login.email')).fill(email);
    await login.getByLabel(text(lang, 'login.password'), { exact: true }).fill(password);
    await login.getByRole('button', { name: text(lang, 'login.submit') }).click();
    await expect(page.getByTestId('login-error')).toContainText(text(lang, 'errors.emailNotVerified'));

    // Follow the link in the mail: success, a visible countdown, then the categories.
    const { mail, link } = await waitForMail(email, lang === 'ar' ? /أكّد بريدك/ : /Confirm your email/);
    expect(mail.html).toContain(`dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
    await page.goto(link);
    await expect(page.getByTestId('verify-success')).toBeVisible();
    await expect(page.getByTestId('verify-countdown')).toBeVisible();
    await expect(page).toHaveURL(/\/categories$/, { timeout: 10_000 });

    // Log in.
    await page.getByTestId('nav-login').click();
    await login.getByLabel(text(lang, 'login.email')).fill(email);
    await login.getByLabel(text(lang, 'login.password'), { exact: true }).fill(password);
    await login.getByRole('button', { name: text(lang, 'login.submit') }).click();
    await expect(page.getByTestId('nav-profile')).toBeVisible();

    // Edit the profile, with an avatar.
    await page.getByTestId('nav-profile').click();
    await expect(page).toHaveURL(/\/profile$/);
    const profile = page.getByTestId('profile-form');
    const displayName = lang === 'ar' ? 'نورة الكعبي' : 'Noura K';
    await profile.getByLabel(text(lang, 'profile.displayName')).fill(displayName);
    await profile.getByLabel(text(lang, 'profile.username')).fill(`noura_${lang}_${Date.now() % 100000}`);
    await profile.getByLabel(text(lang, 'profile.phone')).fill('+971 50 123 4567');
    await profile.getByRole('button', { name: text(lang, 'profile.save') }).click();
    await expect(page.getByTestId('profile-saved')).toBeVisible();
    await expect(page.getByTestId('nav-profile')).toContainText(displayName);
    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('avatar-saved')).toBeVisible();
    await expect(page.getByTestId('nav-profile').getByTestId('avatar-image')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('profile-form').getByLabel(text(lang, 'profile.displayName'))).toHaveValue(
      displayName,
    );

    // Change the password: every session ends and the person logs in again.
    await page.getByRole('link', { name: text(lang, 'profile.changePassword') }).click();
    const change = page.getByTestId('change-password-form');
    await change.getByLabel(text(lang, 'changePassword.current'), { exact: true }).fill('not-my-password1');
    await change.getByLabel(text(lang, 'changePassword.new'), { exact: true }).fill(newPassword);
    await change.getByLabel(text(lang, 'changePassword.confirm'), { exact: true }).fill(newPassword);
    await change.getByRole('button', { name: text(lang, 'changePassword.submit') }).click();
    await expect(change.getByText(text(lang, 'errors.currentPasswordIncorrect'))).toBeVisible();
    await change.getByLabel(text(lang, 'changePassword.current'), { exact: true }).fill(password);
    await change.getByRole('button', { name: text(lang, 'changePassword.submit') }).click();
    await expect(page).toHaveURL(/\/auth\?notice=password-changed$/);
    await expect(page.getByTestId('auth-notice')).toHaveText(text(lang, 'login.passwordChanged'));
    await expect(page.getByTestId('nav-login')).toBeVisible();
    await waitForMail(email, lang === 'ar' ? /تم تغيير كلمة مرور/ : /password was changed/);

    // The old password no longer works; the new one does.
    await login.getByLabel(text(lang, 'login.email')).fill(email);
    await login.getByLabel(text(lang, 'login.password'), { exact: true }).fill(password);
    await login.getByRole('button', { name: text(lang, 'login.submit') }).click();
    await expect(page.getByTestId('login-error')).toHaveText(text(lang, 'errors.invalidCredentials'));
    await login.getByLabel(text(lang, 'login.password'), { exact: true }).fill(newPassword);
    await login.getByRole('button', { name: text(lang, 'login.submit') }).click();
    await expect(page.getByTestId('nav-profile')).toContainText(displayName);

    // The browser logs the refused requests (403, 401, 400) by design; nothing else went wrong.
    expect(consoleErrors.filter((e) => !/status of 40[013]/.test(e))).toEqual([]);
  });
}

test('a forgotten password is reset from the mailed link, which then stops working (ar)', async ({
  page,
  useLanguage,
}) => {
  const lang = 'ar';
  const email = uniqueEmail('reset');
  await useLanguage(lang);
  await page.goto('/auth');
  await createVerifiedAccount(page, email, 'forgot2024', lang);

  await page
    .getByRole('link', { name: text(lang, 'login.forgot') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/auth\/reset$/);
  const request = page.getByTestId('reset-request-form');
  await request.getByLabel(text(lang, 'reset.email')).fill('nobody-here@example.com');
  await request.getByRole('button', { name: text(lang, 'reset.submit') }).click();
  await expect(request.getByText(text(lang, 'errors.emailNotRegistered'))).toBeVisible();
  await request.getByLabel(text(lang, 'reset.email')).fill(email);
  await request.getByRole('button', { name: text(lang, 'reset.submit') }).click();
  await expect(page.getByTestId('reset-sent')).toBeVisible();

  const { link } = await waitForMail(email, /إعادة تعيين/);
  await page.goto(link);
  const reset = page.getByTestId('reset-password-form');
  await reset.getByLabel(text(lang, 'reset.newPassword'), { exact: true }).fill('short1');
  await reset.getByLabel(text(lang, 'reset.confirmPassword'), { exact: true }).fill('short1');
  await reset.getByRole('button', { name: text(lang, 'reset.save') }).click();
  await expect(reset.getByText(text(lang, 'validation.passwordTooShort8'))).toBeVisible();
  await reset.getByLabel(text(lang, 'reset.newPassword'), { exact: true }).fill('remembered2025');
  await reset.getByLabel(text(lang, 'reset.confirmPassword'), { exact: true }).fill('remembered2025');
  await reset.getByRole('button', { name: text(lang, 'reset.save') }).click();
  await expect(page.getByTestId('reset-done')).toBeVisible();

  await page.goto(link);
  await page.getByLabel(text(lang, 'reset.newPassword'), { exact: true }).fill('again2025x');
  await page.getByLabel(text(lang, 'reset.confirmPassword'), { exact: true }).fill('again2025x');
  await page.getByRole('button', { name: text(lang, 'reset.save') }).click();
  await expect(page.getByTestId('reset-error')).toContainText(text(lang, 'errors.resetLinkInvalid'));

  await page.goto('/auth');
  const login = page.getByTestId('login-form');
  await login.getByLabel(text(lang, 'login.email')).fill(email);
  await login.getByLabel(text(lang, 'login.password'), { exact: true }).fill('remembered2025');
  await login.getByRole('button', { name: text(lang, 'login.submit') }).click();
  await expect(page.getByTestId('nav-profile')).toBeVisible();
});

test('repeated failed logins lock the account, and the owner sees it on /security (en)', async ({
  page,
  browser,
  useLanguage,
}) => {
  // Seven password checks (scrypt) and two sign-ups: on two busy cores this outlasts the default 30 s.
  test.setTimeout(90_000);
  const lang = 'en';
  const email = uniqueEmail('locked');
  const password = 'castle2024';
  await useLanguage(lang);
  await page.goto('/');
  await createVerifiedAccount(page, email, password, lang);
  await signInByApi(page, email, password);

  const attacker = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { 'x-forwarded-for': '10.66.66.66' },
  });
  await attacker.addInitScript(() => localStorage.setItem('preferred-language', 'en'));
  const other = await attacker.newPage();
  await other.goto('/auth');
  const login = other.getByTestId('login-form');
  await login.getByLabel(text(lang, 'login.email')).fill(email);
  for (let attempt = 1; attempt <= 5; attempt++) {
    await login.getByLabel(text(lang, 'login.password'), { exact: true }).fill(`guess${attempt}xyz`);
    await login.getByRole('button', { name: text(lang, 'login.submit') }).click();
    const expected =
      attempt < 5
        ? text(lang, 'errors.invalidCredentials')
        : text(lang, 'errors.accountLocked', { minutes: 15 });
    await expect(other.getByTestId('login-error')).toContainText(expected);
  }
  // The right password is refused while the lock lasts.
  await login.getByLabel(text(lang, 'login.password'), { exact: true }).fill(password);
  await login.getByRole('button', { name: text(lang, 'login.submit') }).click();
  await expect(other.getByTestId('login-error')).toContainText(
    text(lang, 'errors.accountLocked', { minutes: 15 }),
  );
  await attacker.close();

  await page.goto('/security');
  const table = page.getByTestId('security-events');
  await expect(table.locator('tr[data-type="account_locked"]')).toContainText(
    text(lang, 'security.types.account_locked'),
  );
  await expect(table.locator('tr[data-type="account_locked"]')).toContainText(
    text(lang, 'security.severities.high'),
  );
  await expect(table.locator('tr[data-type="login_failure"]').first()).toContainText('10.66.66.66');
});

test('a plain user is sent from /admin to /403; an address on ADMIN_EMAILS reaches the admin pages', async ({
  page,
  useLanguage,
}) => {
  await useLanguage('ar');
  await page.goto('/');
  const email = uniqueEmail('plain');
  await createVerifiedAccount(page, email, 'player2024', 'ar');
  await signInByApi(page, email, 'player2024');
  for (const url of ['/admin', '/admin/profile', '/admin/users']) {
    await page.goto(url);
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByTestId('forbidden')).toBeVisible();
  }

  await page.getByTestId('nav-logout').click();
  await expect(page.getByTestId('nav-login')).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin$/);

  // Other specs sign this allow-listed address in too; whichever creates it first, the password is the same.
  await createVerifiedAccount(page, 'e2e-admin@example.com', ADMIN_PASSWORD, 'ar');
  const login = page.getByTestId('login-form');
  await login.getByLabel(text('ar', 'login.email')).fill('e2e-admin@example.com');
  await login.getByLabel(text('ar', 'login.password'), { exact: true }).fill(ADMIN_PASSWORD);
  await login.getByRole('button', { name: text('ar', 'login.submit') }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('admin-dashboard')).toContainText(text('ar', 'admin.users'));
  await page.getByRole('link', { name: text('ar', 'admin.profile') }).click();
  await expect(page.getByTestId('admin-profile')).toBeVisible();
});
