import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { SetupError } from './errors.js';
import { jdkTool, type JavaInstallation } from './java.js';
import { run } from './run.js';

export interface JarSpec {
  /** Manifest lines, without the trailing newline. */
  manifest: string[];
  /** Extra files to put in the JAR, by path inside it. */
  files?: Record<string, string>;
  /** Java sources to compile into the JAR, by file name. */
  javaSources?: Record<string, string>;
}

/** javac and jar run for a moment: their JVM's optimising JIT tier only costs start-up time. */
const QUICK_JVM = '-J-XX:TieredStopAtLevel=1';

function fingerprint(spec: JarSpec): string {
  return createHash('sha256').update(JSON.stringify(spec)).digest('hex');
}

/**
 * Writes `jarPath` from `spec` with the JDK's javac and jar tools, unless a JAR built from the
 * same spec is already there (tracked by a `.sha256` stamp beside it). Returns whether it built.
 */
export function ensureJar(java: JavaInstallation, jarPath: string, spec: JarSpec): boolean {
  const stampPath = `${jarPath}.sha256`;
  const wanted = fingerprint(spec);
  if (existsSync(jarPath) && existsSync(stampPath) && readFileSync(stampPath, 'utf8') === wanted) {
    return false;
  }
  mkdirSync(path.dirname(jarPath), { recursive: true });
  const work = mkdtempSync(path.join(os.tmpdir(), 'queryhub-jar-'));
  try {
    const classes = path.join(work, 'classes');
    mkdirSync(classes);
    const sources = Object.entries(spec.javaSources ?? {}).map(([name, content]) => {
      const file = path.join(work, name);
      writeFileSync(file, content);
      return file;
    });
    if (sources.length > 0) {
      const compiled = run(jdkTool(java, 'javac'), [
        QUICK_JVM,
        '--release',
        '11',
        '-d',
        classes,
        ...sources,
      ]);
      if (compiled.error || compiled.status !== 0) {
        throw new SetupError(
          `javac could not compile the emulator launcher: ${(compiled.stderr || String(compiled.error)).trim()}`,
          'install a full JDK (not only a JRE), for example `apt-get install -y openjdk-17-jdk-headless`.',
        );
      }
    }
    for (const [name, content] of Object.entries(spec.files ?? {})) {
      writeFileSync(path.join(classes, name), content);
    }
    const manifestPath = path.join(work, 'MANIFEST.MF');
    writeFileSync(manifestPath, spec.manifest.join('\n') + '\n');
    const tmpJar = path.join(work, 'out.jar');
    const packed = run(jdkTool(java, 'jar'), [
      QUICK_JVM,
      '--create',
      '--file',
      tmpJar,
      '--manifest',
      manifestPath,
      '-C',
      classes,
      '.',
    ]);
    if (packed.error || packed.status !== 0) {
      throw new SetupError(
        `The JDK's jar tool failed: ${(packed.stderr || String(packed.error)).trim()}`,
        'install a full JDK (not only a JRE), for example `apt-get install -y openjdk-17-jdk-headless`.',
      );
    }
    writeFileSync(jarPath, readFileSync(tmpJar));
    writeFileSync(stampPath, wanted);
    return true;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
