/**
 * The programmatic contracts the harness relies on (upstream/API.md, gateway/src/index.ts).
 * tsconfig `paths` points the packages here so the client's type check does not compile the
 * other packages' sources (which change concurrently); at run time Vite loads the real ones.
 * `@ctp/upstream/dev-client` (the dev-channel client) is not declared here: it is one small file
 * with no run-time imports, and the check reads its source through upstream/package.json exports.
 */
declare module '@ctp/upstream' {
  export interface StartUpstreamOptions {
    port?: number;
    host?: string;
    dbPath?: string;
    /** A serialized demo database to start from in memory (the run's, from `@ctp/upstream/testing`). */
    image?: Uint8Array;
    publicUrl?: string;
    devControls?: boolean;
    log?: boolean;
    /** Base clock (epoch ms); the dev channel can offset it. The tests pass the run's (`testNow`). */
    now?: () => number;
  }
  export interface RunningUpstream {
    url: string;
    /** The clock the upstream answers by (base clock + the dev channel's offset), epoch ms. */
    now(): number;
    /** Points message pushes at the gateway's webhook (known once it listens). */
    setMessagePushUrl(url: string): void;
    close(): Promise<void>;
  }
  export function startUpstream(opts?: StartUpstreamOptions): Promise<RunningUpstream>;
}

declare module '@ctp/gateway' {
  export interface GatewayOptions {
    port?: number;
    host?: string;
    upstreamBaseUrl: string;
    defaultSiteCode?: string;
    clientDist?: string;
    retry?: { attempts: number; delayMs: number };
    timeoutMs?: number;
    graphiql?: boolean;
    mode?: 'development' | 'production';
    persistedDocumentsPath?: string | null;
    /** The gateway's clock (epoch ms); tests pass the upstream's so both move together. */
    now?: () => number;
    /** The largest picture, video and sound `uploadFile` takes, in bytes (UPLOAD_MAX_*_BYTES). */
    uploads?: Partial<{ maxImageBytes: number; maxVideoBytes: number; maxAudioBytes: number }>;
    /** Depth, alias, cost, token and directive limits of one operation. */
    limits?: Partial<{ maxDepth: number; maxAliases: number; maxCost: number; maxTokens: number; maxDirectives: number }>;
  }
  export function startGateway(opts: GatewayOptions): Promise<{ url: string; close(): Promise<void> }>;
  /** What a menu entry's path may depend on besides its code. */
  export interface MenuPathParams {
    resourceValue: string | null;
    region: string | null;
    isVolunteer: boolean;
  }
  /** The menu-code table: each code's in-app path (null: nowhere to go) and whether it needs a sign-in. */
  export const MENU_CODES: Readonly<Record<string, { path: string | ((params: MenuPathParams) => string | null); needLogin: boolean }>>;
}
