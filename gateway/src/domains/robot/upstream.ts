import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';
import type { RobotGreetingsRow, RobotInfoRow } from './types.ts';

/** The site robot's calls (API.md "Site robot"). */
export function robotInfo(upstream: UpstreamClient): Promise<RobotInfoRow | null> {
  return upstream.getData<RobotInfoRow>('res/api/robot/info');
}

export function robotGreetings(upstream: UpstreamClient): Promise<RobotGreetingsRow | null> {
  return upstream.getData<RobotGreetingsRow>('res/api/robot/greetings');
}

export function robotAnswer(upstream: UpstreamClient, question: string): Promise<Envelope> {
  return upstream.post('res/api/robot/answer', { question });
}
