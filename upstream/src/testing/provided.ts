/** What the suites' global setup hands every test file (vitest `provide` / `inject`). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the demo database image made once per run (global-setup.ts); '' when none was made. */
    ctpDemoDatabase: string;
    /** The run's clock as an offset from the wall clock (ms): the pinned instant minus the wall time the run began. */
    ctpClockOffset: number;
  }
}

export {};
