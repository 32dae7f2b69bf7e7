/**
 * The answers index.html's inline script asked for before the app's JavaScript arrived: kept on
 * `window` by request key (relay/request.ts `requestKey`), each taken at most once by the network
 * layer, and only while the first screen's loaders run: the router drops those left once they
 * have run (router.tsx), so a later request never gets an old answer.
 */
const SLOT = '__ctpEarlyAnswers';

type Answers = Record<string, Promise<Response>>;

const slots = (): Record<string, Answers | undefined> => window as unknown as Record<string, Answers | undefined>;

function answers(): Answers | undefined {
  return slots()[SLOT];
}

/** The inline script's side: leaves a request in flight for the app. */
export function leaveEarlyAnswer(key: string, answer: Promise<Response>): void {
  // a failed early request is not reported: the app asks again
  answer.catch(() => undefined);
  const all = answers() ?? {};
  all[key] = answer;
  slots()[SLOT] = all;
}

/** The network layer's side: the early answer to exactly this request, once; null when there is none. */
export function takeEarlyAnswer(key: string): Promise<Response> | null {
  const all = answers();
  const answer = all?.[key];
  if (!all || !answer) return null;
  delete all[key];
  return answer;
}

/** Forgets the early answers nobody took (the first screen's loaders have run). */
export function dropEarlyAnswers(): void {
  delete slots()[SLOT];
}
