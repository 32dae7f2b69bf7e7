import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, snap, useSystem } from './harness';

const { test, sys } = useSystem();

const cards = (page: Page) => page.getByTestId('address-card');
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByTestId('address-name').getByText(name, { exact: true }) });

/** Fills the address form that is showing and saves it. */
async function fillAddress(page: Page, a: { name: string; phone: string; region: string; detail: string }): Promise<void> {
  await page.getByTestId('address-form').waitFor();
  await page.getByLabel('收货人').fill(a.name);
  await page.getByLabel('手机号').fill(a.phone);
  await page.getByTestId('choose-region').click();
  await page.getByTestId('region-sheet').getByTestId(`region-${a.region}`).click();
  await page.getByTestId('region-sheet').waitFor({ state: 'detached' });
  await page.getByLabel('详细地址').fill(a.detail);
  await page.getByTestId('save-address').click();
}

describe('shipping addresses', () => {
  test('a new user adds addresses, moves the default, edits and deletes one; a bad phone is refused under its field', async ({
    page,
    open,
  }) => {
    await signIn(page, sys().upstreamUrl, '13912340041', { open, returnTo: '/user?siteCode=site510100' });
    await page.getByTestId('link-addresses').getByText('收货地址').click();
    await page.getByTestId('addresses-empty').waitFor();
    await snap(page, 'addresses-empty');

    // The first address becomes the default.
    await page.getByTestId('add-first-address').click();
    await fillAddress(page, { name: '李四', phone: '13711112222', region: '510104', detail: '春熙路1号' });
    await page.getByTestId('address-list').waitFor();
    await expect.poll(() => cards(page).count()).toBe(1);
    await card(page, '李四').getByTestId('default-badge').waitFor();
    expect(await card(page, '李四').getByTestId('address-line').innerText()).toContain('四川省 成都市 锦江区 春熙路1号');
    expect(await card(page, '李四').innerText()).toContain('137****2222');

    // A second one is not the default until it is made it: the badge moves.
    await page.getByTestId('add-address').click();
    await fillAddress(page, { name: '王五', phone: '13733334444', region: '510107', detail: '玉林北路9号' });
    await expect.poll(() => cards(page).count()).toBe(2);
    expect(await card(page, '王五').getByTestId('default-badge').count()).toBe(0);
    await card(page, '王五').getByTestId('set-default').click();
    await card(page, '王五').getByTestId('default-badge').waitFor();
    await expect.poll(() => card(page, '李四').getByTestId('default-badge').count()).toBe(0);
    expect(await cards(page).first().getByTestId('address-name').innerText()).toBe('王五');
    await snap(page, 'addresses-list');

    // Editing shows the change (the phone left empty keeps the stored one).
    await card(page, '王五').getByTestId('edit-address').click();
    await page.getByTestId('address-form').waitFor();
    expect(await page.getByLabel('详细地址').inputValue()).toBe('玉林北路9号');
    await page.getByLabel('详细地址').fill('玉林北路17号附3号');
    await page.getByTestId('save-address').click();
    await card(page, '王五').getByTestId('address-line').getByText('玉林北路17号附3号').waitFor();
    expect(await card(page, '王五').innerText()).toContain('137****4444');

    // Deleting asks first, then the address is gone.
    await card(page, '李四').getByTestId('delete-address').click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await card(page, '李四').count()).toBe(0);

    // A bad phone is refused under its field and adds nothing.
    await page.getByTestId('add-address').click();
    await fillAddress(page, { name: '赵六', phone: '23755556666', region: '510105', detail: '宽巷子28号' });
    await page.getByTestId('error-phone').getByText('请输入正确的11位手机号').waitFor();
    await snap(page, 'address-form-error');
    await page.getByTestId('page-back').click();
    await page.getByTestId('address-list').waitFor();
    await expect.poll(() => cards(page).count()).toBe(1);
  });

  test('the owner of a goods order not shipped yet picks its delivery address from their addresses', async ({ page, open }) => {
    await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: '/user' });
    // signed in and settled on the personal centre (the default site, 成都) before asking the graph
    await page.getByTestId('user-profile').waitFor();
    // the demo order waiting to be shipped (the graph, with this session's token)
    const orderId = await page.evaluate(async () => {
      const s = JSON.parse(localStorage.getItem('cloudUserInfo') ?? '{}') as { token: string };
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-token': s.token, 'x-site-code': 'site510100' },
        body: JSON.stringify({
          query: '{ viewer { user { shopOrders(type: MATERIAL, first: 30) { edges { node { upstreamId status } } } } } }',
        }),
      });
      const json = (await res.json()) as {
        data: { viewer: { user: { shopOrders: { edges: { node: { upstreamId: string; status: string } }[] } } } };
      };
      return json.data.viewer.user.shopOrders.edges.find((e) => e.node.status === 'TO_SHIP')!.node.upstreamId;
    });
    await open(`/order-detail/${orderId}?siteCode=site510100`);
    await page.getByTestId('order-detail').waitFor();
    expect(await page.getByTestId('delivery-address-value').innerText()).toBe('请选择收货地址');
    await page.getByTestId('delivery-address').click();
    const sheet = page.getByTestId('delivery-sheet');
    await sheet.getByTestId('delivery-add-address').waitFor();
    const choice = sheet.getByTestId('delivery-choice').filter({ hasText: '宽巷子28号' });
    await choice.click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByTestId('delivery-address-value').getByText('宽巷子28号', { exact: false }).waitFor();
    await page.getByTestId('order-address').getByText('四川省成都市青羊区少城街道宽巷子28号').waitFor();
    await snap(page, 'order-delivery-address');
  });
});
