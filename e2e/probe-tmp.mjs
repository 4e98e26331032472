import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage();
p.on('console', (m) => console.log(m.type(), m.text().slice(0, 300)));
p.on('pageerror', (e) => console.log('PAGEERROR', e.message));
await p.addInitScript(() => localStorage.setItem('meitheal.cookie-consent', 'false'));
for (const path of process.argv.slice(2)) {
  const t = Date.now();
  console.log('---', path);
  await p.goto('http://127.0.0.1:8095' + path);
  await p.waitForTimeout(3000);
  console.log('h1:', await p.locator('h1').allInnerTexts(), Date.now() - t);
}
await b.close();
