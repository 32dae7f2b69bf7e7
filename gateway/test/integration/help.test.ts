import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

const HELP = `mutation($input: AskForHelpInput!) { askForHelp(input: $input) { request { id sentAt point { longitude latitude } maskedPhone repeated } errors { code field message } } }`;

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  token = await h.signIn('13800000001');
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('one-key help', () => {
  it('shows the site’s emergency numbers in one call', async () => {
    const r = await h.gql('{ emergencyNumbers { id name phone kind } }');
    expect(r.data!.emergencyNumbers.slice(0, 3)).toEqual([
      expect.objectContaining({ name: '报警电话', phone: '110', kind: 'POLICE' }),
      expect.objectContaining({ phone: '120', kind: 'MEDICAL' }),
      expect.objectContaining({ phone: '119', kind: 'FIRE' }),
    ]);
    expect(r.upstreamCalls).toBe(1);
  });

  it('sends the position and the account’s phone; a second tap within a minute repeats the first', async () => {
    const r = await h.gql(
      HELP,
      { input: { point: { longitude: 104.0657, latitude: 30.6595 }, address: '天府广场' } },
      { 'x-token': token },
    );
    expect(r.data!.askForHelp.errors).toEqual([]);
    expect(r.data!.askForHelp.request).toMatchObject({
      point: { longitude: 104.0657, latitude: 30.6595 },
      maskedPhone: '138****0001',
      repeated: false,
    });
    const received = await h.dev.control<{ requests: Array<{ id: string; phone: string; longitude: string; address: string }> }>(
      'GET',
      'help/requests',
    );
    expect(received.requests[0]).toMatchObject({
      id: r.data!.askForHelp.request.id,
      phone: '13800000001',
      longitude: '104.0657',
      address: '天府广场',
    });
    const again = await h.gql(HELP, { input: { point: { longitude: 104.0657, latitude: 30.6595 } } }, { 'x-token': token });
    expect(again.data!.askForHelp.request).toMatchObject({ id: r.data!.askForHelp.request.id, repeated: true });
  });

  it('sends without a position when the device cannot tell; refuses a position off the globe, an account without a phone, and no session', async () => {
    await h.dev.advanceClock(61_000);
    const none = await h.gql(HELP, { input: {} }, { 'x-token': token });
    expect(none.data!.askForHelp.request).toMatchObject({ point: null, repeated: false });
    const bad = await h.gql(HELP, { input: { point: { longitude: 200, latitude: 30 } } }, { 'x-token': token, 'x-language': 'EN' });
    expect(bad.data!.askForHelp.errors).toEqual([
      { code: 'HELP_POSITION_INVALID', field: 'point', message: 'The position is not valid; please locate again.' },
    ]);
    const wechat = (await (
      await fetch(`${h.upstreamUrl}/user/wechatOpenAuth/getUserData?siteCode=site510100&token=&siteId=1001&wechatOpenId=help-no-phone`)
    ).json()) as { data: { userToken: string } };
    const unbound = await h.gql(HELP, { input: {} }, { 'x-token': wechat.data.userToken });
    expect(unbound.data!.askForHelp.errors.map((e: { code: string }) => e.code)).toEqual(['HELP_PHONE_NOT_BOUND']);
    const anonymous = await h.gql(HELP, { input: {} });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('common problems and service information', () => {
  it('lists problems (with a keyword), opens one with its sanitised answer, and lists the information sections', async () => {
    const all = await h.gql(
      '{ commonProblems(first: 3) { totalCount edges { node { id upstreamId title category } } pageInfo { hasNextPage } } }',
    );
    expect(all.data!.commonProblems.totalCount).toBe(6);
    expect(all.data!.commonProblems.pageInfo.hasNextPage).toBe(true);
    const found = await h.gql('{ commonProblems(keyword: "验证码") { edges { node { title } } } }');
    expect(found.data!.commonProblems.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual(['收不到短信验证码怎么办？']);
    const first = all.data!.commonProblems.edges[0].node;
    const one = await h.gql(
      'query($id: ID!) { nodeByUpstreamId(type: "CommonProblem", upstreamId: $id) { ... on CommonProblem { title answer updatedAt } } }',
      { id: first.upstreamId },
    );
    expect(one.data!.nodeByUpstreamId.answer).toContain('<strong>1个工作日内</strong>');
    expect(one.upstreamCalls).toBe(1);
    const tooLong = await h.gql('query($k: String) { commonProblems(keyword: $k) { totalCount } }', { k: '问'.repeat(51) });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const info = await h.gql('{ informationSections { title content phone } }', {}, { 'x-site-code': 'site530700' });
    expect(info.data!.informationSections[0]).toMatchObject({ title: 'Office de tourisme', phone: '0888-5123456' });
  });
});
