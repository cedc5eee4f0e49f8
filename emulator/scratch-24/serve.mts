import { startPostgres, throwawayDataDir } from '../src/setup/postgres-service.ts';
const s = await startPostgres(throwawayDataDir(), { throwaway: true, port: 5441 });
console.log('ready', s.url, process.pid);
process.on('SIGTERM', () => void s.stop().then(() => process.exit(0)));
setInterval(() => undefined, 1000);
