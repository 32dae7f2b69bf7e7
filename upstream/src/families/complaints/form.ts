/**
 * Reading a complaint from its form: the service checks what it must store (the wording of the
 * prompts is the gateway's). Each reader answers the complaint to file, or the refusal's text.
 */
import type Database from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import { formInput } from '../../context.ts';
import { findSiteResource } from '../../lookup.ts';
import { storedType } from '../../resources.ts';
import { chinaInstant, formatChinaTime } from '../../time.ts';
import type { UserRow } from '../accounts/index.ts';
import { uploadedRef } from '../uploads/index.ts';
import type { NewComplaint } from './store.ts';
import { COMPLAINT_TEXTS as T, MAX_IMAGES } from './texts.ts';

/** `yyyy-MM-dd HH:mm[:ss]` in China time → epoch ms; null when it is not one. */
function parseChinaTime(value: string): number | null {
  const m = value.trim().match(/^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/);
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '0'] = m;
  const ms = chinaInstant(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s));
  return formatChinaTime(ms).startsWith(`${y}-${mo}-${d}`) ? ms : null;
}

/** The stored references of a comma-separated list of uploads of a kind; null when one is not an upload. */
function uploadedList(db: Database.Database, raw: string, kind: 'IMAGE' | 'AUDIO'): string[] | null {
  const refs: string[] = [];
  for (const part of raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')) {
    const ref = uploadedRef(db, part, kind);
    if (!ref) return null;
    refs.push(ref);
  }
  return refs;
}

/** The location of a complaint: a place of the site (resourceType + resourceId) and/or a position. */
function locationOf(db: Database.Database, req: FastifyRequest, siteCode: string) {
  const type = storedType(formInput(req, 'resourceType'));
  const id = Number.parseInt(formInput(req, 'resourceId'), 10);
  const place = type && Number.isSafeInteger(id) ? findSiteResource(db, siteCode, type, id) : null;
  const lng = Number.parseFloat(formInput(req, 'longitude'));
  const lat = Number.parseFloat(formInput(req, 'latitude'));
  const hasPoint = Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lng) <= 180 && Math.abs(lat) <= 90;
  const name = formInput(req, 'address').trim();
  return {
    place,
    lng: hasPoint ? lng : null,
    lat: hasPoint ? lat : null,
    fields: {
      resourceType: place?.type ?? null,
      resourceId: place?.id ?? null,
      locationName: name || place?.name || '',
      lng: hasPoint ? lng : null,
      lat: hasPoint ? lat : null,
    },
  };
}

interface Filing {
  db: Database.Database;
  req: FastifyRequest;
  siteCode: string;
  user: UserRow;
  now: number;
  /** Whether the site has this complaint type. */
  typeExists(id: number): boolean;
}

/** The complaint form. */
export function formComplaint({ db, req, siteCode, user, now, typeExists }: Filing): NewComplaint | string {
  if (!user.phone) return T.noPhone;
  const name = formInput(req, 'name').trim();
  const phone = formInput(req, 'phone').trim();
  if (!name) return T.noName;
  if (!/^1\d{10}$/.test(phone)) return T.badPhone;
  const typeId = Number.parseInt(formInput(req, 'typeId'), 10);
  if (!typeExists(Number.isSafeInteger(typeId) ? typeId : -1)) return T.noSuchType;
  const respondent = formInput(req, 'respondent').trim();
  if (!respondent) return T.noRespondent;
  const location = locationOf(db, req, siteCode);
  if (!location.place && location.lng === null) return T.noPlace;
  const detailAddress = formInput(req, 'detailAddress').trim();
  if (!detailAddress) return T.noAddress;
  const occurredAt = parseChinaTime(formInput(req, 'happenTime'));
  if (occurredAt === null) return T.badTime;
  if (occurredAt > now + 60_000) return T.futureTime;
  const reason = formInput(req, 'reason').trim();
  if (!reason) return T.noReason;
  const images = uploadedList(db, formInput(req, 'images'), 'IMAGE');
  if (!images) return T.noSuchImage;
  if (images.length > MAX_IMAGES) return T.tooManyImages;
  const sex = Number.parseInt(formInput(req, 'sex'), 10);
  return {
    site: siteCode,
    at: now,
    user: user.id,
    channel: location.place && formInput(req, 'channel') === 'PLACE' ? 'PLACE' : 'FORM',
    name,
    phone,
    gender: sex === 1 || sex === 2 ? sex : 0,
    type: typeId,
    respondent,
    ...location.fields,
    detailAddress,
    occurredAt,
    reason,
    images: images.join(','),
    audio: null,
    audioSeconds: null,
  };
}

/** A voice complaint: the recording (an uploaded sound) and a phone to call back; position optional. */
export function voiceComplaint({ db, req, siteCode, user, now }: Filing): NewComplaint | string {
  if (!user.phone) return T.noPhone;
  const audio = uploadedRef(db, formInput(req, 'audio'), 'AUDIO');
  if (!audio) return T.noSuchAudio;
  const seconds = Number.parseInt(formInput(req, 'audioTime'), 10);
  if (!Number.isSafeInteger(seconds) || seconds < 1) return T.badAudioTime;
  const phone = formInput(req, 'phone').trim() || user.phone;
  if (!/^1\d{10}$/.test(phone)) return T.badPhone;
  const location = locationOf(db, req, siteCode);
  return {
    site: siteCode,
    at: now,
    user: user.id,
    channel: 'VOICE',
    name: formInput(req, 'name').trim() || user.nickname,
    phone,
    gender: 0,
    type: null,
    respondent: '',
    ...location.fields,
    detailAddress: '',
    occurredAt: null,
    reason: '',
    images: '',
    audio,
    audioSeconds: seconds,
  };
}
