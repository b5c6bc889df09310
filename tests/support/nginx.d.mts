export declare function findNginx(): string | null
/** The fenced blocks of one language in the guide, in order. */
export declare function guideBlocks(language: string, guide?: string): string[]
/** The instance's settings from the guide's environment block (KEY=value lines). */
export declare function guideEnvironment(): Record<string, string>
/** The guide's site with the test's instance ports and listening address. */
export declare function siteFromGuide(instancePorts: number[], listenPort: number): string
export declare function freePort(): Promise<number>
export type Nginx = { url: string; accessLog: string; errors: () => string; stop: () => Promise<void> }
/** Runs nginx in the foreground with `site` in its http block, listening on `port`; resolves once it answers. */
export declare function startNginx(binary: string, site: string, port: number, options?: { accessLogFormat?: string }): Promise<Nginx>
