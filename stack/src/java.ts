import { existsSync } from 'node:fs';
import path from 'node:path';
import { SetupError } from './errors.js';
import { run } from './run.js';

export interface JavaInstallation {
  /** The java executable. */
  java: string;
  /** The folder holding java, javac and jar, put first on PATH for firebase-tools. */
  binDir: string | undefined;
  majorVersion: number;
}

/** The minimum Java the Firestore emulator (Java 11 bytecode) runs on. */
const MIN_JAVA_MAJOR = 11;

export function parseJavaMajorVersion(versionOutput: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return undefined;
  const first = Number(match[1]);
  // Java 8 and older report "1.8.0_…".
  return first === 1 && match[2] ? Number(match[2]) : first;
}

export function findJava(env: NodeJS.ProcessEnv = process.env): JavaInstallation {
  const fromHome = env.JAVA_HOME ? path.join(env.JAVA_HOME, 'bin', 'java') : undefined;
  const java = fromHome && existsSync(fromHome) ? fromHome : 'java';
  const probe = run(java, ['-version'], env);
  if (probe.error || probe.status !== 0) {
    throw new SetupError(
      'Java was not found (the Firestore and Storage emulators need it).',
      'install a JDK 17 or newer, for example `apt-get install -y openjdk-17-jdk-headless`, or set JAVA_HOME.',
    );
  }
  const majorVersion = parseJavaMajorVersion(probe.stderr + probe.stdout);
  if (majorVersion === undefined || majorVersion < MIN_JAVA_MAJOR) {
    throw new SetupError(
      `Java ${majorVersion ?? '(unknown version)'} is too old for the Firestore emulator.`,
      `install a JDK ${MIN_JAVA_MAJOR} or newer (17 is tested), for example \`apt-get install -y openjdk-17-jdk-headless\`.`,
    );
  }
  return { java, binDir: fromHome ? path.dirname(fromHome) : undefined, majorVersion };
}

/** The JDK tool (javac, jar) beside the java that was found. */
export function jdkTool(installation: JavaInstallation, tool: 'javac' | 'jar'): string {
  return installation.binDir ? path.join(installation.binDir, tool) : tool;
}
