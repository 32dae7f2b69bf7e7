import type { FamilyMigration } from '../../family.ts';

/**
 * The volunteer family's tables (API.md "Volunteers"). Times are epoch ms (answers print them
 * as China time), days `yyyy-MM-dd`, statuses the vendor's one-character codes.
 */
export const VOLUNTEER_MIGRATIONS: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'volunteers, teams, recruitment, shifts, sign-ins, points and honours',
    sql: `
      CREATE TABLE volunteer_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

      -- one row per user: the application, and once approved the volunteer (status 1)
      CREATE TABLE volunteers (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        user_id INTEGER NOT NULL UNIQUE,
        real_name TEXT NOT NULL,
        phone TEXT NOT NULL,
        gender TEXT NOT NULL,
        birth_date TEXT NOT NULL,
        skills TEXT NOT NULL,
        service_areas TEXT NOT NULL,
        availability TEXT NOT NULL,
        photo TEXT NOT NULL,
        intro TEXT NOT NULL DEFAULT '',
        status TEXT NOT NULL,
        reject_reason TEXT NOT NULL DEFAULT '',
        service_minutes INTEGER NOT NULL DEFAULT 0,
        points INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        audited_at INTEGER
      );
      CREATE INDEX volunteers_site ON volunteers (site_code, status, service_minutes);

      CREATE TABLE volunteer_banners (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        title TEXT NOT NULL,
        image TEXT NOT NULL,
        jump_url TEXT NOT NULL,
        sort INTEGER NOT NULL
      );

      -- teams (kind 1) and community groups (kind 2)
      CREATE TABLE volunteer_teams (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        kind TEXT NOT NULL,
        name TEXT NOT NULL,
        logo TEXT NOT NULL,
        region TEXT NOT NULL,
        region_name TEXT NOT NULL,
        service_type TEXT NOT NULL,
        intro TEXT NOT NULL,
        address TEXT NOT NULL DEFAULT '',
        longitude REAL,
        latitude REAL,
        status TEXT NOT NULL,
        reject_reason TEXT NOT NULL DEFAULT '',
        member_limit INTEGER NOT NULL,
        invite_code TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL,
        sort INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX volunteer_teams_site ON volunteer_teams (site_code, kind, status);
      CREATE UNIQUE INDEX volunteer_teams_name ON volunteer_teams (site_code, name) WHERE status <> '2';

      CREATE TABLE volunteer_team_members (
        id INTEGER PRIMARY KEY,
        team_id INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        role TEXT NOT NULL,
        status TEXT NOT NULL,
        apply_reason TEXT NOT NULL DEFAULT '',
        reject_reason TEXT NOT NULL DEFAULT '',
        intro TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL,
        joined_at INTEGER,
        UNIQUE (team_id, user_id)
      );
      CREATE INDEX volunteer_team_members_user ON volunteer_team_members (user_id, status);

      CREATE TABLE volunteer_projects (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        team_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        images TEXT NOT NULL,
        summary TEXT NOT NULL,
        content TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );

      -- recruitment activities; published 0 = a draft (step = the last step saved)
      CREATE TABLE volunteer_activities (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        team_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        images TEXT NOT NULL DEFAULT '',
        service_type TEXT NOT NULL DEFAULT '',
        summary TEXT NOT NULL DEFAULT '',
        start_date TEXT NOT NULL DEFAULT '',
        end_date TEXT NOT NULL DEFAULT '',
        daily_start TEXT NOT NULL DEFAULT '',
        daily_end TEXT NOT NULL DEFAULT '',
        recruit_end TEXT NOT NULL DEFAULT '',
        address TEXT NOT NULL DEFAULT '',
        longitude REAL,
        latitude REAL,
        radius INTEGER NOT NULL DEFAULT 0,
        quota INTEGER NOT NULL DEFAULT 0,
        requirements TEXT NOT NULL DEFAULT '',
        integral INTEGER NOT NULL DEFAULT 0,
        step INTEGER NOT NULL DEFAULT 1,
        published INTEGER NOT NULL DEFAULT 0,
        created_by INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        published_at INTEGER
      );
      CREATE INDEX volunteer_activities_site ON volunteer_activities (site_code, published, start_date);
      CREATE INDEX volunteer_activities_team ON volunteer_activities (team_id, published);

      CREATE TABLE volunteer_activity_applications (
        id INTEGER PRIMARY KEY,
        activity_id INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        status TEXT NOT NULL,
        remark TEXT NOT NULL DEFAULT '',
        reject_reason TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL,
        audited_by INTEGER,
        audited_at INTEGER,
        UNIQUE (activity_id, user_id)
      );

      -- shifts: a team's schedule (activity_id null) and the daily sessions of an activity
      CREATE TABLE volunteer_shifts (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        team_id INTEGER NOT NULL,
        activity_id INTEGER,
        title TEXT NOT NULL,
        day TEXT NOT NULL,
        start_at INTEGER NOT NULL,
        end_at INTEGER NOT NULL,
        quota INTEGER NOT NULL,
        address TEXT NOT NULL,
        longitude REAL NOT NULL,
        latitude REAL NOT NULL,
        radius INTEGER NOT NULL,
        created_by INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX volunteer_shifts_team_day ON volunteer_shifts (team_id, day);
      CREATE INDEX volunteer_shifts_activity ON volunteer_shifts (activity_id);

      -- who is on a shift: picks of team shifts (0 pending, 1 approved, 2 rejected, 3 cancelled)
      -- and the approved applicants of an activity (source ACTIVITY, approved)
      CREATE TABLE volunteer_shift_members (
        id INTEGER PRIMARY KEY,
        shift_id INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        status TEXT NOT NULL,
        source TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        audited_by INTEGER,
        audited_at INTEGER,
        UNIQUE (shift_id, user_id)
      );
      CREATE INDEX volunteer_shift_members_user ON volunteer_shift_members (user_id, status);

      -- one sign-in per shift and user
      CREATE TABLE volunteer_sign_ins (
        id INTEGER PRIMARY KEY,
        shift_id INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        sign_in_at INTEGER NOT NULL,
        sign_out_at INTEGER,
        sign_in_type TEXT NOT NULL,
        sign_out_type TEXT NOT NULL DEFAULT '',
        distance INTEGER,
        minutes INTEGER NOT NULL DEFAULT 0,
        operator_id INTEGER,
        created_at INTEGER NOT NULL,
        UNIQUE (shift_id, user_id)
      );
      CREATE INDEX volunteer_sign_ins_user ON volunteer_sign_ins (user_id, sign_in_at);

      CREATE TABLE volunteer_make_ups (
        id INTEGER PRIMARY KEY,
        shift_id INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        reason TEXT NOT NULL,
        sign_in_at INTEGER NOT NULL,
        sign_out_at INTEGER NOT NULL,
        status TEXT NOT NULL,
        reject_reason TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL,
        audited_by INTEGER,
        audited_at INTEGER
      );
      CREATE INDEX volunteer_make_ups_shift ON volunteer_make_ups (shift_id, user_id);

      CREATE TABLE volunteer_points (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        points INTEGER NOT NULL,
        kind TEXT NOT NULL,
        title TEXT NOT NULL,
        team_id INTEGER,
        shift_id INTEGER,
        activity_id INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX volunteer_points_user ON volunteer_points (user_id, created_at);
      CREATE INDEX volunteer_points_month ON volunteer_points (site_code, created_at);

      CREATE TABLE volunteer_honours (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        icon TEXT NOT NULL,
        rule TEXT NOT NULL,
        kind TEXT NOT NULL,
        threshold INTEGER NOT NULL,
        points INTEGER NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE TABLE volunteer_honour_awards (
        honour_id INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        awarded_at INTEGER NOT NULL,
        PRIMARY KEY (honour_id, user_id)
      );

      CREATE TABLE volunteer_messages (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        team_id INTEGER,
        read INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX volunteer_messages_user ON volunteer_messages (user_id, created_at);

      CREATE TABLE user_daily_signs (
        user_id INTEGER NOT NULL,
        day TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, day)
      );
    `,
  },
  {
    version: 2,
    name: 'a member removed by a manager is marked (such a person cannot rejoin by invitation code)',
    sql: 'ALTER TABLE volunteer_team_members ADD COLUMN removed INTEGER NOT NULL DEFAULT 0;',
  },
];
