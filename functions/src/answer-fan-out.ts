// A new answer's fan-out to its question's followers, and the e-mail alert tasks it queues: the
// entry point for code that runs it outside the functions, such as the mail fan-out benchmark
// (bench/mail-fanout.ts).
export { notifyOnAnswer } from './notifications/question-notifiers';
export { alertTasks, type AlertScheduler } from './mail/unread-alerts';
