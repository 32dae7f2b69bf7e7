import { randomUUID } from 'node:crypto';

/** Where log lines go (one JSON object per line). */
export type LogSink = (line: string) => void;

export const stdoutSink: LogSink = (line) => {
  process.stdout.write(`${line}\n`);
};

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request id of an incoming request: a well-formed `x-request-id`, else a fresh UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

const SECRET_PATTERNS: Array<[RegExp, string]> = [
  // token / userToken / session-id query parameters and JSON fields
  [/((?:user)?token|session-id|authorization|x-token)(["']?\s*[:=]\s*["']?)([^"'&\s,}]+)/gi, '$1$2[redacted]'],
  // the messaging app's open id (JSON fields and query parameters) and its authorization code in an address
  [/((?:wechat)?open_?id(?:New)?)(["']?\s*[:=]\s*["']?)([^"'&\s,}]+)/gi, '$1$2[redacted]'],
  [/([?&]code=)[^"'&#\s]+/g, '$1[redacted]'],
  // bearer credentials
  [/\b(Bearer)\s+[A-Za-z0-9._~+/=-]+/g, '$1 [redacted]'],
  // 32-hex session tokens of the upstream
  [/\b[0-9a-f]{32}\b/gi, '[redacted]'],
];

/** Removes anything that looks like a credential from a log text. */
export function redact(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SECRET_PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

/** A structured logger: JSON lines, every line redacted; `known` secrets are removed verbatim too. */
export class JsonLogger {
  constructor(private readonly sink: LogSink | null) {}

  get enabled(): boolean {
    return this.sink !== null;
  }

  log(
    level: 'debug' | 'info' | 'warn' | 'error',
    msg: string,
    fields: Record<string, unknown> = {},
    secrets: Array<string | null | undefined> = [],
  ): void {
    if (!this.sink) return;
    let line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
    for (const secret of secrets) if (secret && secret.length >= 4) line = line.split(secret).join('[redacted]');
    this.sink(redact(line));
  }

  /** A yoga-compatible logger (yoga logs unexpected errors through it). */
  yogaLogger(level: 'debug' | 'info' | 'warn' | 'error' = 'warn') {
    const rank = { debug: 0, info: 1, warn: 2, error: 3 } as const;
    const at =
      (l: keyof typeof rank) =>
      (...args: unknown[]) => {
        if (rank[l] < rank[level]) return;
        const text = args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : typeof a === 'string' ? a : safeJson(a))).join(' ');
        this.log(l, 'yoga', { detail: text.slice(0, 2000) });
      };
    return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  }
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
