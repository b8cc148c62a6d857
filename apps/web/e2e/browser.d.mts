export declare const CHROMIUM_ARGS: readonly string[];
export declare const HEADLESS_SHELL: string;
export declare const FULL_CHROMIUM: string;
export declare function journeyBrowser(env?: NodeJS.ProcessEnv): string;
