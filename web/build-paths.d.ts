// Types of build-paths.js (plain JavaScript; see there why).
export declare const WEB_SRC_DIR: string;
export declare const WEB_DIST_DIR: string;
export declare const aliases: { find: RegExp; replacement: string }[];
export declare const APP_SHELL_FILE: string;
