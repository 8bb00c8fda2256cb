import { home } from '../content/home';
import { innerCircleFacts } from '../content/inner-circle';
import { site } from '../content/site';
import { expect, test } from './support/test';

test('the home page presents the illuminated order and its two invitations', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(site.brand);
  await expect(
    page.getByRole('heading', { level: 1, name: 'the illuminated order' }),
  ).toBeVisible();

  const teaser = page.getByRole('region', { name: home.innerCircleTeaser.title });
  for (const figure of Object.values(innerCircleFacts).filter(
    (f) => f !== innerCircleFacts.seatsMaximum,
  )) {
    await expect(teaser).toContainText(figure);
  }
  await teaser.getByRole('link', { name: home.innerCircleTeaser.cta.label }).click();
  await expect(page).toHaveURL('/inner-circle/');

  await page.goBack();
  await page.getByRole('link', { name: home.secondaryCta.label }).click();
  await expect(page).toHaveURL('/frequency-controller/');
});

test('the background photograph is requested from the image host', async ({
  page,
  outsideRequests,
}) => {
  const image = page.waitForResponse((response) => response.url().startsWith(site.heroImage.host));
  await page.goto('/');
  expect((await image).status()).toBe(200);
  expect(outsideRequests.every((url) => url.startsWith(`${site.heroImage.host}/`))).toBe(true);
  const background = await page
    .getByRole('region', { name: site.brand })
    .evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(background).toContain(site.heroImage.host);
});

test.describe('when the image host is down', () => {
  test('the home page is still readable over its gradient', async ({ page, context }) => {
    await context.route(`${site.heroImage.host}/**`, (route) => route.abort('connectionfailed'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: site.brand })).toBeVisible();
    await expect(page.getByText(home.lead)).toBeVisible();
    const background = await page
      .getByRole('region', { name: site.brand })
      .evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(background).toContain('radial-gradient');
  });
});

test('an unknown address shows the branded 404 page, which leads home', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This path is not on the map' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: site.brand })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Return to the home page' }).click();
  await expect(page).toHaveURL('/');
});
