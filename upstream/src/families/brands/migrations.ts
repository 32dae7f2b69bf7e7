/** The brands family's tables: brands, the places of each, and news linked to a resource. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'brands, their places, news linked to resources',
    sql: `
      CREATE TABLE brands (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        slogan TEXT NOT NULL,
        images TEXT NOT NULL,
        banner TEXT NOT NULL,
        logo TEXT NOT NULL,
        main_color TEXT NOT NULL,
        introduce TEXT NOT NULL,
        site_count INTEGER NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX brands_site ON brands (site_code, sort, id);
      CREATE TABLE brand_resources (
        brand_id INTEGER NOT NULL REFERENCES brands (id),
        resource_type TEXT NOT NULL,
        resource_id INTEGER NOT NULL,
        sort INTEGER NOT NULL,
        PRIMARY KEY (brand_id, resource_type, resource_id)
      );
      CREATE INDEX brand_resources_resource ON brand_resources (resource_type, resource_id);
      CREATE TABLE content_links (
        news_id INTEGER NOT NULL,
        resource_type TEXT NOT NULL,
        resource_id INTEGER NOT NULL,
        PRIMARY KEY (resource_type, resource_id, news_id)
      );
    `,
  },
];
