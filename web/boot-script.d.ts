// Types of boot-script.js (plain JavaScript; see there why).
export declare const DEFERRED_MODULE_TYPE: string;
export declare const DEFERRED_PRELOAD_REL: string;
export declare const THEME_STORAGE_KEY: string;
export declare const THEME_SELECT_SELECTOR: string;
export declare const EARLY_EVENTS_GLOBAL: 'queryhubEarlyEvents';
export declare const BOOT_SCRIPT: string;
