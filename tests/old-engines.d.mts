export type OldEngine = { name: string; pkg: string; major: number; executable: string };
export declare const OLD_ENGINES: Omit<OldEngine, 'executable'>[];
export declare const OLD_ENGINES_DIR: string;
export declare function fetchOldEngines(): { engines: OldEngine[] } | { reason: string };
