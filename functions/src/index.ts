// Cloud Functions entry point: every trigger and callable is exported from here.
export {};
