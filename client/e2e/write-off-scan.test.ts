import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create as createQr } from 'qrcode';
import type { Browser } from 'playwright-core';
import { devClient } from '@ctp/upstream/dev-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, launchChromium, newMobileContext, signIn, startServers, type Servers } from './harness';
import { graphCall, tokenOf as tokenOfPhone } from './graph';
import { expectAccessible } from './axe';
import { inspect, report } from './layoutCheck';

/**
 * Scanning a voucher at the gate with the phone's camera, in the browser against the real upstream
 * and gateway: a visitor books the small library; the fake camera of Chromium shows a video (made
 * here, frame by frame) of that voucher's QR code; on the day the Chengdu gate staff (English,
 * 320 px) taps the scan button, the code is read on the device and the order opens, and they write
 * it off. A phone whose camera is refused says so and keeps the typed field.
 */

const STAFF = '13700000101';
const VISITOR = '13800000062';
const SITE = 'site510100';

/** Frame size of the fake camera's video (I420: a luma plane and two quarter chroma planes). */
const W = 640;
const H = 480;

/**
 * A y4m video of a few identical frames showing `text` as a QR code (black on white, centred,
 * 8 px a module) for Chromium's fake camera (`--use-file-for-fake-video-capture`, played in a loop).
 */
function qrVideo(text: string): Buffer {
  const qr = createQr(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const scale = 8;
  const x0 = Math.floor((W - n * scale) / 2);
  const y0 = Math.floor((H - n * scale) / 2);
  const luma = Buffer.alloc(W * H, 235);
  for (let y = 0; y < n * scale; y++) {
    for (let x = 0; x < n * scale; x++) {
      if (qr.modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(y0 + y) * W + x0 + x] = 16;
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: 5 }, () => frame)]);
}

let servers: Servers | null = null;
let browser: Browser | null = null;
let videoDir = '';
let booked: { orderCode: string; verificationCode: string; startsAt: string } | null = null;
let libraryGate = '';

const sys = () => {
  if (!servers) throw new Error('system not started');
  return { ...servers, dev: devClient(servers.upstreamUrl) };
};

const gql = <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> =>
  graphCall<T>(sys().gatewayUrl, query, variables, { token, site: SITE });

/** The visitor books one place of a day ahead at the small library (its voucher and gate path). */
async function bookLibrary(token: string) {
  const list = await fetch(`${sys().upstreamUrl}/res/api/venue/list?siteCode=${SITE}&pageSize=50`);
  const lib = ((await list.json()) as { datas: { id: string; name: string }[] }).datas.find((v) => v.name === '成都图书馆')!.id;
  const r = await gql<{
    node: { id: string; reservation: { days: { date: string; bookable: boolean; timeSlots: { id: string; bookable: boolean }[] }[] } };
  }>(
    `query($id: ID!) { node: nodeByUpstreamId(type: "Venue", upstreamId: $id) { id ... on Venue { reservation {
      days { date bookable timeSlots { id bookable } } } } } }`,
    { id: lib },
  );
  const day = r.node.reservation.days.find((d, i) => i > 0 && d.bookable && d.timeSlots.some((s) => s.bookable))!;
  const slot = day.timeSlots.find((s) => s.bookable)!;
  const made = await gql<{ reserveDay: { order: { orderCode: string; verificationCode: string; startsAt: string } } }>(
    `mutation($input: ReserveDayInput!) { reserveDay(input: $input) { order { orderCode verificationCode startsAt } errors { code } } }`,
    { input: { resourceId: r.node.id, date: day.date, timeSlotId: slot.id, seats: 1, contactName: '孙七', contactPhone: VISITOR } },
    token,
  );
  return { order: made.reserveDay.order, gate: `/write-off/CONTENT_TYPE_VENUE/${lib}` };
}

beforeAll(async () => {
  servers = await startServers();
  const made = await bookLibrary(await tokenOfPhone(sys(), VISITOR, SITE));
  booked = made.order;
  libraryGate = made.gate;
  // The camera shows the voucher's real code (known only now, so this file's browser starts here).
  videoDir = mkdtempSync(join(tmpdir(), 'ctp-scan-'));
  const video = join(videoDir, 'voucher.y4m');
  writeFileSync(video, qrVideo(booked.verificationCode));
  browser = await launchChromium([`--use-file-for-fake-video-capture=${video}`]);
  // The day comes: half an hour before the slot (also more than a minute after the visitor's sign-in).
  await sys().dev.advanceClock(Date.parse(booked.startsAt) - 30 * 60_000 - sys().now());
});

afterAll(async () => {
  await browser?.close().catch(() => undefined);
  await servers?.close();
  if (videoDir) rmSync(videoDir, { recursive: true, force: true });
});

/** A 320 px phone of the staff, signed in on the Chengdu site in English, showing the library's gate. */
async function staffAtGate(options: { refuseCamera?: boolean } = {}) {
  if (!browser || !booked) throw new Error('system not started');
  const context = await newMobileContext({ browser, now: sys().now });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.addInitScript((refuse) => {
    if (refuse) {
      // the person refuses the camera when the phone asks
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
      return;
    }
    // the camera tracks the page gets, to see them stopped
    const tracks: MediaStreamTrack[] = [];
    (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks = tracks;
    const ask = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await ask(constraints);
      tracks.push(...stream.getTracks());
      return stream;
    };
  }, options.refuseCamera === true);
  await page.setViewportSize({ width: 320, height: 640 });
  const open = (path: string) => page.goto(`${sys().gatewayUrl}/#${path}`).then(() => undefined);
  await open(`/user?siteCode=${SITE}&lang=EN`);
  await page.getByTestId('link-cancellation').waitFor();
  await signIn(page, sys().upstreamUrl, STAFF, { open, returnTo: libraryGate });
  await expect.poll(() => page.url()).toContain(`#${libraryGate}`);
  await page.getByRole('heading', { name: '成都图书馆' }).waitFor();
  return { context, page };
}

describe('scanning a voucher at the gate', () => {
  it('the camera reads the voucher, the order opens and is written off', async () => {
    const { context, page } = await staffAtGate();
    try {
      await page.getByTestId('write-off-scan').click();
      await page.getByTestId('write-off-scan-sheet').waitFor();
      await animationsDone(page);
      const problems: string[] = [];
      report(await inspect(page), 'scan sheet (EN, 320 px)', problems);
      expect(problems).toEqual([]);
      // the code is read from the camera: the order at the gate opens with it
      await expect.poll(() => page.url(), { timeout: 20_000 }).toContain('#/write-off-detail/');
      await page.getByTestId('write-off-detail').waitFor();
      expect(await page.getByTestId('write-off-who').innerText()).toContain('孙七');
      // the camera stopped with the read: its track has ended
      const tracks = () =>
        page.evaluate(() =>
          (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks.map((t) => `${t.kind}:${t.readyState}`),
        );
      await expect.poll(tracks).toEqual(['video:ended']);
      await page.getByTestId('write-off-submit').click();
      await page.getByTestId('write-off-done').waitFor();
      await expect.poll(() => page.getByTestId('write-off-state').getAttribute('data-status')).toBe('COMPLETED');
      await expectAccessible(page, 'order written off after a scan');
    } finally {
      await context.close();
    }
  });

  it('a refused camera says so and the typed field stays', async () => {
    await sys().dev.advanceClock(61_000);
    const { context, page } = await staffAtGate({ refuseCamera: true });
    try {
      await page.getByTestId('write-off-scan').click();
      const failure = page.getByTestId('write-off-scan-failure');
      await failure.waitFor();
      expect(await failure.getAttribute('data-failure')).toBe('denied');
      expect(await failure.innerText()).toContain('The camera is not allowed');
      await page.getByTestId('write-off-scan-close').click();
      await page.getByTestId('write-off-scan-sheet').waitFor({ state: 'detached' });
      // the typed field still finds the (now used) voucher's order
      await page.getByTestId('write-off-code').fill(booked?.verificationCode ?? '');
      await page.getByTestId('write-off-find').click();
      await expect.poll(() => page.url()).toContain('#/write-off-detail/');
      await page.getByTestId('write-off-detail').waitFor();
      expect(await page.getByTestId('write-off-state').getAttribute('data-status')).toBe('COMPLETED');
    } finally {
      await context.close();
    }
  });
});
