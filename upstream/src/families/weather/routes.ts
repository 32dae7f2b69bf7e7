/**
 * The weather family's calls: the city's weather for today and the coming days, its air quality
 * now with each pollutant, and today's weather at scenic areas (their detail's weather line).
 */
import type { FastifyInstance } from 'fastify';
import { input, requireSite, type AppContext } from '../../context.ts';
import { ok, plainList } from '../../envelope.ts';
import { iconRef } from '../../resources.ts';
import { formatChinaTime } from '../../time.ts';
import { hashString } from '../../db/seed/prng.ts';
import { dayString, siteLanguageOf, type SiteLanguage } from '../demo.ts';
import { readings } from './aqi.ts';
import { climateOf, dayWeather, hourlyAqi, type ConditionCode, type DayWeather } from './forecast.ts';
import { weatherStore } from './store.ts';
import { CONDITIONS, WIND } from './texts.ts';

export const WEATHER_LIST_PATH = 'res/api/weather/list';
export const AIR_QUALITY_PATH = 'res/api/weather/airQuality';
export const SCENIC_WEATHER_PATH = 'res/api/weather/scenic';

/** Days the list answers by default and at most (today first). */
const DEFAULT_DAYS = 7;
const MAX_DAYS = 15;

/** The condition's picture among the upstream's weather glyphs (files/icons/weather-N.svg). */
const PICTURE: Readonly<Record<ConditionCode, number>> = { 0: 0, 1: 1, 2: 2, 3: 4, 7: 4, 8: 3, 14: 2 };

/** Forecasts are issued at 08:00 and 20:00 China time: the latest issue at `nowMs`, "yyyy-MM-dd HH:mm". */
function issuedAt(nowMs: number): string {
  const hour = Number(formatChinaTime(nowMs).slice(11, 13));
  const dayStart = Date.parse(`${formatChinaTime(nowMs).slice(0, 10)}T00:00:00+08:00`);
  const issue = hour >= 20 ? dayStart + 20 * 3_600_000 : hour >= 8 ? dayStart + 8 * 3_600_000 : dayStart - 4 * 3_600_000;
  return formatChinaTime(issue).slice(0, 16);
}

function dayItem(day: DayWeather, language: SiteLanguage): Record<string, unknown> {
  return {
    date: dayString(day.dayStart),
    code: String(day.code),
    txt: CONDITIONS[language][day.code],
    pic: iconRef(`weather-${PICTURE[day.code]}`),
    max: String(day.high),
    min: String(day.low),
    wind: WIND[language](day.windDirection, day.windForce),
    aqi: String(day.aqi),
    primaryPollutant: day.primary,
  };
}

/** The days asked for: `days` 1 to 15, default 7 (anything else: the default). */
function daysAsked(value: string): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_DAYS) : DEFAULT_DAYS;
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  const store = weatherStore(ctx.db);
  /** list: days (1-15, default 7). The city, when the forecast was issued, and each day from today. */
  api.get(`/${WEATHER_LIST_PATH}`, async (req) => {
    const site = requireSite(req);
    const city = store.city(site.site_code);
    if (!city) return ok({ city: site.name, updateTime: '', list: [] });
    const climate = climateOf(city);
    const now = ctx.clock.now();
    const language = siteLanguageOf(site.site_language);
    const days = Array.from({ length: daysAsked(input(req, 'days')) }, (_, i) => dayWeather(site.site_code, climate, now, i));
    return ok({ city: city.city, updateTime: issuedAt(now), list: days.map((d) => dayItem(d, language)) });
  });

  /** airQuality: the city's index this hour, its main pollutant ("" at 50 or less) and every pollutant's reading. */
  api.get(`/${AIR_QUALITY_PATH}`, async (req) => {
    const site = requireSite(req);
    const city = store.city(site.site_code);
    if (!city) return ok(null);
    const now = ctx.clock.now();
    const today = dayWeather(site.site_code, climateOf(city), now, 0);
    const aqi = hourlyAqi(site.site_code, today, now);
    const primary = aqi > 50 ? today.primary || 'PM2.5' : '';
    const hour = formatChinaTime(now).slice(0, 13);
    return ok({
      city: city.city,
      aqi: String(aqi),
      primaryPollutant: primary,
      publishTime: `${hour}:00`,
      pollutants: readings(aqi, primary || today.primary || 'PM2.5', `${site.site_code}:${hour}`).map((r) => ({
        code: r.code,
        value: String(r.value),
        unit: r.unit,
      })),
    });
  });

  /**
   * scenic: ids (comma-separated scenic area ids). Today's weather at each, in the order asked:
   * the city's, a few degrees cooler on the higher ground some stand on.
   */
  api.get(`/${SCENIC_WEATHER_PATH}`, async (req) => {
    const site = requireSite(req);
    const city = store.city(site.site_code);
    const ids = input(req, 'ids')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => /^\d+$/.test(s));
    if (!city || ids.length === 0) return plainList([]);
    const today = dayWeather(site.site_code, climateOf(city), ctx.clock.now(), 0);
    const language = siteLanguageOf(site.site_language);
    return plainList(
      ids.map((id) => {
        const cooler = hashString(`scenic:${id}`) % 4;
        return {
          scenicId: id,
          code: String(today.code),
          txt: CONDITIONS[language][today.code],
          pic: iconRef(`weather-${PICTURE[today.code]}`),
          max: String(today.high - cooler),
          min: String(today.low - cooler),
        };
      }),
    );
  });
}
