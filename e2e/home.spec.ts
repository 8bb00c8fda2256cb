import { home } from '../content/home';
import { innerCircleFacts } from '../content/inner-circle';
import { notFoundPage } from '../content/not-found';
import { site } from '../content/site';
import { contrast } from './support/layout';
import { brandLink, header, main, region } from './support/locators';
import { brightest, changedShare } from './support/pixels';
import { expect, test } from './support/test';

test('the home page presents the illuminated order and its two invitations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: site.brand })).toBeVisible();

  const teaser = region(page, home.innerCircleTeaser.title);
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

test('in the short window of a 1366×657 laptop, the opening’s two calls are on the first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 657 });
  await page.goto('/');
  for (const cta of [home.primaryCta, home.secondaryCta]) {
    await expect(page.getByRole('link', { name: cta.label })).toBeInViewport({ ratio: 1 });
  }
});

test('the home page’s offers each lead to their page from anywhere in their entry', async ({
  page,
}) => {
  const entries = region(page, home.offers.title).getByRole('listitem');
  for (let index = 0; index < 4; index++) {
    await page.goto('/');
    await expect(entries).toHaveCount(4);
    const entry = entries.nth(index);
    const href = await entry
      .getByRole('heading', { level: 3 })
      .getByRole('link')
      .getAttribute('href');
    // Where a thumb lands on the entry's words, not on its name.
    const lead = entry.locator('p').last();
    await lead.scrollIntoViewIfNeeded();
    const words = (await lead.boundingBox())!;
    await page.mouse.click(words.x + words.width / 2, words.y + words.height / 2);
    await expect(page).toHaveURL(href!);
  }
});

test('the background photograph is requested from the image host', async ({ page }) => {
  const image = page.waitForResponse((response) => response.url().startsWith(site.heroImage.host));
  await page.goto('/');
  await image;
  const background = await region(page, site.brand).evaluate(
    (el) => getComputedStyle(el).backgroundImage,
  );
  expect(background).toContain(site.heroImage.host);
});

// A phone's photograph is drawn about twice the screen's width (app/globals.css): one with two or
// three pixels to a CSS pixel takes the next width up; either way the preload asks for what the
// stylesheet draws, so the photograph comes once.
for (const [scale, width] of [
  [1, site.heroImage.variants[0].width],
  [3, site.heroImage.variants[1].width],
] as const) {
  test.describe(`on a 390 px phone with ${scale}× pixels`, () => {
    test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: scale });
    test(`the photograph is fetched once, ${width} px wide`, async ({ page }) => {
      const widths: (string | null)[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(site.heroImage.host))
          widths.push(new URL(request.url()).searchParams.get('w'));
      });
      await page.goto('/', { waitUntil: 'networkidle' });
      expect(widths).toEqual([String(width)]);
    });
  });
}

test.describe('when the image host is down', () => {
  test('the home page paints its own gradient in the photograph’s place, under readable text', async ({
    page,
    context,
  }) => {
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(site.heroImage.host)) failed.push(request.url());
    });
    await context.route(`${site.heroImage.host}/**`, (route) => route.abort('connectionfailed'));
    await page.goto('/');
    const hero = region(page, site.brand);
    await expect(hero.getByRole('heading', { level: 1, name: site.brand })).toBeVisible();
    await expect(hero.getByText(home.lead)).toBeVisible();
    await expect
      .poll(() => failed.length, 'the photograph was asked for, and failed')
      .toBeGreaterThan(0);
    const textColour = await hero.getByText(home.lead).evaluate((el) => getComputedStyle(el).color);

    // What the hero paints behind its text (the fixed header set aside), then the same with no
    // background of its own.
    await header(page).evaluate((el: HTMLElement) => {
      el.style.visibility = 'hidden';
    });
    await hero.evaluate((el) => {
      for (const child of el.querySelectorAll<HTMLElement>('*')) child.style.visibility = 'hidden';
    });
    const painted = await hero.screenshot({ animations: 'disabled' });
    await hero.evaluate((el: HTMLElement) => {
      el.style.backgroundImage = 'none';
    });
    const bare = await hero.screenshot({ animations: 'disabled' });

    expect(changedShare(painted, bare, 3), 'share of the hero the gradient paints').toBeGreaterThan(
      0.25,
    );
    expect(contrast(textColour, brightest(painted)), 'contrast of the lead').toBeGreaterThanOrEqual(
      4.5,
    );
  });
});

test('the branded 404 page keeps the header’s way home, and leads home itself', async ({
  page,
}) => {
  await page.goto('/no-such-page/');
  await expect(brandLink(page)).toBeVisible();
  await main(page).getByRole('link', { name: notFoundPage.homeLink }).click();
  await expect(page).toHaveURL('/');
});
