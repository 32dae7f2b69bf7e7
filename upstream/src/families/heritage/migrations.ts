import type { FamilyMigration } from '../../family.ts';

export const HERITAGE_MIGRATIONS: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'heritage projects, inheritors, bases, food, news and media',
    sql: `
      CREATE TABLE heritage_projects (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        category INTEGER NOT NULL,
        level INTEGER NOT NULL,
        year INTEGER NOT NULL,
        region TEXT NOT NULL,
        region_name TEXT NOT NULL,
        unit TEXT NOT NULL,
        longitude REAL,
        latitude REAL,
        images TEXT NOT NULL,
        summary TEXT NOT NULL,
        content TEXT NOT NULL,
        sort INTEGER NOT NULL,
        show_num INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX heritage_projects_site ON heritage_projects (site_code, sort, id);
      CREATE TABLE heritage_inheritors (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        sex INTEGER NOT NULL,
        birth_year INTEGER NOT NULL,
        nation TEXT NOT NULL,
        level INTEGER NOT NULL,
        region TEXT NOT NULL,
        region_name TEXT NOT NULL,
        head_img TEXT NOT NULL,
        images TEXT NOT NULL,
        summary TEXT NOT NULL,
        content TEXT NOT NULL,
        sort INTEGER NOT NULL,
        fans_base INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX heritage_inheritors_site ON heritage_inheritors (site_code, sort, id);
      CREATE TABLE heritage_project_inheritors (
        project_id INTEGER NOT NULL REFERENCES heritage_projects (id),
        inheritor_id INTEGER NOT NULL REFERENCES heritage_inheritors (id),
        sort INTEGER NOT NULL,
        PRIMARY KEY (project_id, inheritor_id)
      );
      CREATE INDEX heritage_project_inheritors_inheritor ON heritage_project_inheritors (inheritor_id, sort);
      CREATE TABLE heritage_bases (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        base_type TEXT NOT NULL,
        name TEXT NOT NULL,
        region TEXT NOT NULL,
        region_name TEXT NOT NULL,
        address TEXT NOT NULL,
        longitude REAL,
        latitude REAL,
        phone TEXT NOT NULL,
        open_time TEXT NOT NULL,
        images TEXT NOT NULL,
        summary TEXT NOT NULL,
        content TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX heritage_bases_site ON heritage_bases (site_code, base_type, sort, id);
      CREATE TABLE heritage_base_projects (
        base_id INTEGER NOT NULL REFERENCES heritage_bases (id),
        project_id INTEGER NOT NULL REFERENCES heritage_projects (id),
        sort INTEGER NOT NULL,
        PRIMARY KEY (base_id, project_id)
      );
      CREATE TABLE heritage_foods (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        project_id INTEGER REFERENCES heritage_projects (id),
        shop_name TEXT NOT NULL,
        address TEXT NOT NULL,
        region_name TEXT NOT NULL,
        longitude REAL,
        latitude REAL,
        price INTEGER NOT NULL,
        images TEXT NOT NULL,
        summary TEXT NOT NULL,
        content TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX heritage_foods_site ON heritage_foods (site_code, sort, id);
      CREATE TABLE heritage_news (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        author TEXT,
        publish_time TEXT NOT NULL,
        images TEXT NOT NULL,
        content TEXT NOT NULL,
        project_id INTEGER REFERENCES heritage_projects (id),
        inheritor_id INTEGER REFERENCES heritage_inheritors (id),
        show_num INTEGER NOT NULL DEFAULT 0,
        top TEXT NOT NULL DEFAULT '0'
      );
      CREATE INDEX heritage_news_site ON heritage_news (site_code, top, publish_time, id);
      CREATE TABLE heritage_media (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        media_type TEXT NOT NULL,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        cover TEXT NOT NULL,
        url TEXT NOT NULL,
        duration INTEGER NOT NULL,
        project_id INTEGER REFERENCES heritage_projects (id),
        inheritor_id INTEGER REFERENCES heritage_inheritors (id),
        publish_time TEXT NOT NULL,
        play_num INTEGER NOT NULL DEFAULT 0,
        sort INTEGER NOT NULL
      );
      CREATE INDEX heritage_media_site ON heritage_media (site_code, media_type, publish_time, id);
    `,
  },
];
