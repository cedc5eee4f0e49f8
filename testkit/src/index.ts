// @queryhub/testkit: what every suite (tests/, functions/test, e2e/, bench/) and the seed need
// to act on the emulators as real users do. Names, paths and document shapes come from
// @queryhub/model; this package only drives the SDKs (docs/decisions.md, "Test kit").
export * from './emulators.js';
export * from './admin.js';
export * from './clients.js';
export * from './admin-session.js';
export * from './users.js';
export * from './posts.js';
export * from './votes.js';
export * from './privileges.js';
export * from './uploads.js';
export * from './wait.js';
export * from './images.js';
export * from './png.js';
export * from './random.js';
export * from './ids.js';
export * from './errors.js';
export * from './oob-codes.js';
export * from './flip-burst.js';
