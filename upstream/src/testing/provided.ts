/** What the suites' global setup hands every test file (vitest `provide` / `inject`). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the demo database image made once per run (global-setup.ts); '' when none was made. */
    ctpDemoDatabase: string;
  }
}

export {};
