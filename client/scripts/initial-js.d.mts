export declare const CLIENT_DIST: string;
export interface InitialJsFile { file: string; raw: number; gzip: number; brotli: number }
export declare function initialJs(dist?: string): { files: InitialJsFile[]; gzip: number; brotli: number; raw: number } | null;
