/**
 * The robot family's demo data: every demo site's robot (its name and welcome in the site's
 * language), its common problems, the questions it suggests (two common problems, its best-known
 * scenic area, a third problem) and the menu entry.
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { demoScenics, everyDemoSite } from '../demo.ts';
import { robotStore } from './store.ts';
import { ROBOT_WORDS } from './texts.ts';

export function seed(db: Database.Database, env: SeedEnv): void {
  const store = robotStore(db);
  for (const site of everyDemoSite(db)) {
    const words = ROBOT_WORDS[site.language];
    store.insertProfile(site.siteCode, words.name(site.name), words.welcome(site.name));
    words.faqs.forEach((faq, i) => store.insertFaq(site.siteCode, faq, (i + 1) * 10));
    const [first] = demoScenics(db, site).filter((s) => s.id > 0);
    const suggested = [
      words.faqs[0]!.question,
      words.faqs[1]!.question,
      ...(first ? [words.aboutPlace(first.name)] : []),
      words.faqs[4]!.question,
    ];
    suggested.forEach((q, i) => store.insertSuggestion(site.siteCode, q, (i + 1) * 10));
    env.addServiceMenu(site.siteCode, [{ name: words.menu, menuCode: 'ROBOT', icon: 'bot', sort: 1 }]);
  }
}
