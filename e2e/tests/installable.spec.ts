import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { expect, test } from '../support/fixtures';

// Chrome's own installability check (what decides whether it offers 'Install app'), through the DevTools protocol:
// Page.getInstallabilityErrors lists what stops the page from being installed, nothing when it can be.
// Chrome never installs from an incognito profile and answers 'in-incognito' there, and every context of
// browser.newContext() is one: the check runs in a persistent (ordinary) profile of its own, with the site's service
// worker allowed (the suite's config blocks it elsewhere).

interface InstallabilityError {
  errorId: string;
  errorArguments: { name: string; value: string }[];
}

for (const path of ['/', '/en']) {
  test(`Chrome finds ${path} installable: no installability error`, async ({ baseURL, playwright }) => {
    const context = await playwright.chromium.launchPersistentContext('', {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL,
      serviceWorkers: 'allow',
      viewport: { width: 412, height: 823 },
    });
    try {
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      // The manifest is read once the page has loaded; the check waits for it (and for its icons) itself.
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: InstallabilityError[];
      };
      expect(
        installabilityErrors.map(
          (error) =>
            `${error.errorId}${error.errorArguments.map((arg) => ` ${arg.name}=${arg.value}`).join('')}`,
        ),
      ).toEqual([]);
      const { url } = (await cdp.send('Page.getAppManifest')) as { url: string };
      expect(new URL(url).pathname).toBe(
        path === '/en' ? '/manifest.en.webmanifest' : '/manifest.webmanifest',
      );
    } finally {
      await context.close();
    }
  });
}
