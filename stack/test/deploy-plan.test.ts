import { describe, expect, it } from 'vitest';
import { deployPlan } from '../src/deploy-plan.js';

const rc = { projects: { default: 'demo-queryhub', prod: 'queryhub-prod' } };

describe('deployPlan', () => {
  it('deploys everything: migrates the search database, leaves the web build to ssr', () => {
    expect(deployPlan(['--project', 'queryhub-prod'], rc)).toEqual({
      project: 'queryhub-prod',
      firebaseArgs: ['--project', 'queryhub-prod'],
      buildWeb: false,
      migrateSearch: true,
    });
  });

  it('passes --only through, building the web app for hosting alone', () => {
    const plan = deployPlan(['--only', 'hosting,firestore:rules', '-P', 'prod'], rc);
    expect(plan).toMatchObject({ project: 'queryhub-prod', buildWeb: true, migrateSearch: false });
    expect(plan.firebaseArgs).toEqual(['--only', 'hosting,firestore:rules', '-P', 'prod']);
  });

  it('migrates before a functions deploy, and leaves the web build to the ssr codebase', () => {
    expect(deployPlan(['--only=functions:default', '--project=p'], rc)).toMatchObject({
      buildWeb: false,
      migrateSearch: true,
    });
    expect(deployPlan(['--only', 'hosting,functions:ssr', '--project', 'p'], rc)).toMatchObject({
      buildWeb: false,
      migrateSearch: true,
    });
    expect(deployPlan(['--only', 'hosting,functions:default', '--project', 'p'], rc)).toMatchObject(
      { buildWeb: true, migrateSearch: true },
    );
  });

  it('names the default project of .firebaserc explicitly', () => {
    expect(deployPlan([], { projects: { default: 'mine' } }).firebaseArgs).toEqual([
      '--project',
      'mine',
    ]);
  });

  it('refuses the demo project and no project at all', () => {
    expect(() => deployPlan([], rc)).toThrow(/needs a real project/);
    expect(() => deployPlan([], {})).toThrow(/needs a real project/);
  });
});
