import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3170';
const [, , ...specs] = process.argv; // path@width[@lang]
const login = await fetch(`${base}/api/v1/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@passdesk.local', password: 'Panel@12345' }) });
const token = (await login.json()).data.token;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const spec of specs) {
  const [path, width = '1440', lang] = spec.split('@');
  const context = await browser.newContext({ viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(`${base}/404`);
  await page.evaluate(([t, l]) => { localStorage.setItem('passdesk.accessToken', t); if (l) localStorage.setItem('passdesk.language', l); }, [token, lang]);
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(3000);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const file = `/tmp/panel/shot-${path.replace(/[^a-z0-9]+/gi, '_')}-${width}${lang ? '-' + lang : ''}.png`;
  await page.screenshot({ path: file, fullPage: false });
  console.log(file, 'overflow', overflow);
  await context.close();
}
await browser.close();
