import { chromium } from 'playwright';
import { gzipSync } from 'node:zlib';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
const scripts = [];
page.on('response', async (r) => { if (r.request().resourceType() === 'script') { try { const b = await r.body(); scripts.push([r.url(), b.length, gzipSync(b, { level: 9 }).length]); } catch {} } });
await page.goto('http://127.0.0.1:3700' + process.argv[2], { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
let t = 0; for (const [u, raw, gz] of scripts.sort((a,b)=>b[2]-a[2])) { t += gz; console.log((gz/1024).toFixed(1).padStart(7), (raw/1024).toFixed(1).padStart(7), u.replace('http://127.0.0.1:3700','')); }
console.log('total gz KB', (t/1024).toFixed(1));
await browser.close();
