import { describe, expect, it } from 'vitest';
import { parseAdminArgs, UsageError } from '../../scripts/admin/args';

describe('parseAdminArgs', () => {
  it('parses grant and revoke with the e-mail', () => {
    expect(parseAdminArgs(['grant', 'alice@queryhub.test']).command).toEqual({
      kind: 'claim',
      action: 'grant',
      role: 'admin',
      email: 'alice@queryhub.test',
    });
    expect(parseAdminArgs(['revoke', 'bob@example.org']).command).toEqual({
      kind: 'claim',
      action: 'revoke',
      role: 'admin',
      email: 'bob@example.org',
    });
  });

  it('parses grant-moderator and revoke-moderator with the e-mail', () => {
    expect(parseAdminArgs(['grant-moderator', 'mo@queryhub.test']).command).toEqual({
      kind: 'claim',
      action: 'grant',
      role: 'moderator',
      email: 'mo@queryhub.test',
    });
    expect(parseAdminArgs(['revoke-moderator', 'mo@queryhub.test']).command).toEqual({
      kind: 'claim',
      action: 'revoke',
      role: 'moderator',
      email: 'mo@queryhub.test',
    });
    expect(() => parseAdminArgs(['grant-moderator'])).toThrow(/needs the account's e-mail/);
  });

  it('parses preset with a known preset name only', () => {
    expect(parseAdminArgs(['preset', 'stackOverflow']).command).toEqual({
      kind: 'preset',
      preset: 'stackOverflow',
    });
    expect(parseAdminArgs(['preset', 'young']).command).toEqual({
      kind: 'preset',
      preset: 'young',
    });
    expect(() => parseAdminArgs(['preset'])).toThrow(/young, stackOverflow/);
    expect(() => parseAdminArgs(['preset', 'toString'])).toThrow(UsageError);
    expect(() => parseAdminArgs(['preset', 'young', 'extra'])).toThrow(/Unexpected argument/);
  });

  it('maps maintenance commands to their callables', () => {
    expect(parseAdminArgs(['recount']).command).toEqual({
      kind: 'callable',
      command: 'recount',
      callable: 'recountUserCounters',
    });
    expect(parseAdminArgs(['rebuild-keywords']).command).toMatchObject({
      callable: 'rebuildSearchKeywords',
    });
    expect(parseAdminArgs(['purge-orphans']).command).toMatchObject({
      callable: 'purgeOrphanedFiles',
    });
    expect(parseAdminArgs(['migrate-legacy']).command).toMatchObject({
      callable: 'migrateLegacyData',
    });
    expect(parseAdminArgs(['recompute-reputation']).command).toMatchObject({
      callable: 'recomputeReputation',
    });
  });

  it('defaults to the emulators and us-central1', () => {
    expect(parseAdminArgs(['recount']).options).toEqual({ region: 'us-central1' });
  });

  it('reads options in both --name value and --name=value forms, before or after the command', () => {
    const { options } = parseAdminArgs([
      '--project',
      'my-project',
      'recount',
      '--region=europe-west1',
      '--api-key',
      'key-123',
      '--as',
      'ops@example.org',
    ]);
    expect(options).toEqual({
      project: 'my-project',
      region: 'europe-west1',
      apiKey: 'key-123',
      as: 'ops@example.org',
    });
  });

  it('takes the API key from QUERYHUB_WEB_API_KEY unless --api-key is given', () => {
    expect(parseAdminArgs(['recount'], { QUERYHUB_WEB_API_KEY: 'from-env' }).options.apiKey).toBe(
      'from-env',
    );
    expect(
      parseAdminArgs(['recount', '--api-key', 'flag'], { QUERYHUB_WEB_API_KEY: 'from-env' }).options
        .apiKey,
    ).toBe('flag');
  });

  it('shows help for no command, help, --help and -h', () => {
    for (const argv of [[], ['help'], ['--help'], ['recount', '-h']]) {
      expect(parseAdminArgs(argv).command).toEqual({ kind: 'help' });
    }
  });

  it.each([
    [['grant'], /needs the account's e-mail/],
    [['grant', 'not-an-email'], /not an e-mail/],
    [['revoke', 'a@b.co', 'extra'], /Unexpected argument: extra/],
    [['recount', 'now'], /Unexpected argument: now/],
    [['deploy'], /Unknown command "deploy"/],
    [['recount', '--force'], /Unknown option --force/],
    [['recount', '--project'], /--project needs a value/],
    [['recount', '--project', '--region', 'x'], /--project needs a value/],
    [['recount', '--as', 'root'], /--as "root" is not an e-mail/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseAdminArgs(argv)).toThrow(UsageError);
    expect(() => parseAdminArgs(argv)).toThrow(message);
  });
});

describe('webhooks commands', () => {
  it('parses add with a URL and events, separate or comma-separated', () => {
    expect(
      parseAdminArgs([
        'webhooks',
        'add',
        'https://example.com/hook',
        'question.created,answer.created',
        'comment.created',
      ]).command,
    ).toEqual({
      kind: 'webhooks',
      action: {
        action: 'add',
        url: 'https://example.com/hook',
        events: ['question.created', 'answer.created', 'comment.created'],
      },
    });
  });

  it('parses list and remove', () => {
    expect(parseAdminArgs(['webhooks', 'list']).command).toEqual({
      kind: 'webhooks',
      action: { action: 'list' },
    });
    expect(parseAdminArgs(['webhooks', 'remove', 'abc']).command).toEqual({
      kind: 'webhooks',
      action: { action: 'remove', id: 'abc' },
    });
  });

  it.each([
    [['webhooks'], 'add, list or remove'],
    [['webhooks', 'add', 'https://example.com/hook'], 'one or more events'],
    [['webhooks', 'add', 'https://example.com/hook', 'user.deleted'], 'Unknown event user.deleted'],
    [['webhooks', 'remove'], 'needs the endpoint id'],
    [['webhooks', 'list', 'extra'], 'Unexpected argument'],
  ])('rejects %j', (argv, message) => {
    expect(() => parseAdminArgs(argv)).toThrow(UsageError);
    expect(() => parseAdminArgs(argv)).toThrow(message);
  });
});
