/** The storefront's demo data: every demo site's products (the Chengdu site's are the Dongpo district's), and the DPQ-SHOP menu entry there. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { everyDemoSite } from '../demo.ts';
import { storefrontStore } from './store.ts';
import { demoProducts, MENU_NAME } from './texts.ts';

/** The site whose service menu opens the Dongpo district's storefront. */
const DONGPO_SITE = 'site510100';

export function seed(db: Database.Database, env: SeedEnv): void {
  const store = storefrontStore(db);
  for (const site of everyDemoSite(db)) {
    const rng = mulberry32(hashString(`storefront:${site.siteCode}`));
    demoProducts(site.siteCode).forEach(([category, name, shopName, priceCents, stock, summary], i) => {
      const pictures = rng.int(2, 4);
      store.insert({
        site_code: site.siteCode,
        category,
        name,
        shop_name: shopName,
        images: Array.from({ length: pictures }, (_, k) => `product-${site.siteCode}-${i + 1}-${k + 1}`).join(','),
        price_cents: priceCents,
        stock,
        sales: rng.int(12, 900),
        summary,
        sort: (i + 1) * 10,
      });
    });
  }
  env.addServiceMenu(DONGPO_SITE, [{ name: MENU_NAME, menuCode: 'DPQ-SHOP', icon: 'shopping-bag', sort: 1 }]);
}
