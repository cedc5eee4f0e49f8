// Types of crawler-files.js (plain JavaScript; see there why).
export declare const LOCAL_SITE_ORIGIN: string;
export declare function renderRobots(origin: string): string;
