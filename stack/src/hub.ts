import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningEmulator {
  name: string;
  host: string;
  port: number;
}

/** Asks the emulator hub which emulators are running; undefined while it is not up. */
async function runningEmulators(hubUrl: string): Promise<RunningEmulator[] | undefined> {
  try {
    const response = await fetch(`${hubUrl}/emulators`);
    if (!response.ok) return undefined;
    const body = (await response.json()) as Record<string, { host: string; port: number }>;
    return Object.entries(body).map(([name, info]) => ({ name, host: info.host, port: info.port }));
  } catch {
    return undefined;
  }
}

/** Waits until every named emulator is listed by the hub and answers HTTP. */
export async function waitForEmulators(
  hubUrl: string,
  names: string[],
  shouldStop: () => boolean,
): Promise<RunningEmulator[] | undefined> {
  while (!shouldStop()) {
    const running = await runningEmulators(hubUrl);
    const wanted = running?.filter((e) => names.includes(e.name));
    if (wanted && wanted.length === names.length) {
      const answers = await Promise.all(
        wanted.map((e) =>
          fetch(`http://${e.host}:${e.port}/`).then(
            () => true,
            () => false,
          ),
        ),
      );
      if (answers.every(Boolean)) return wanted;
    }
    await sleep(250);
  }
  return undefined;
}
