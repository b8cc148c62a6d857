import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { consoleSdlFilesOf, sdlFilesOf } from '../graphql/schema';
import { composeCommands, composeServices, defineModule } from './contract';
import { serverModules } from './index';

const MODULES = path.dirname(fileURLToPath(import.meta.url));

const CONSOLE_SDL = '.console.graphql';

function graphqlFilesOnDisk(forConsole: boolean): string[] {
  return fs
    .readdirSync(MODULES, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.graphql') && e.name.endsWith(CONSOLE_SDL) === forConsole)
    .map((e) => path.join(e.parentPath, e.name))
    .sort((a, b) => a.localeCompare(b));
}

describe('the module list', () => {
  it('names every module folder once, by its folder name', () => {
    const folders = fs
      .readdirSync(MODULES, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(serverModules.map((m) => m.name).sort()).toEqual(folders);
  });

  it('declares every SDL file codegen reads, so the server and the generated types agree', () => {
    expect(sdlFilesOf(serverModules)).toEqual(graphqlFilesOnDisk(false));
  });

  it('declares every console SDL file (`*.console.graphql`) in the console schema, and only there', () => {
    expect(consoleSdlFilesOf(serverModules)).toEqual(graphqlFilesOnDisk(true));
  });

  it('builds each service once, every module after the modules it needs', () => {
    const infra = {
      config: {
        jwtSecret: 'a-test-secret-of-at-least-32-chars!',
        dataDir: '/nonexistent',
        mediaDir: '/nonexistent',
      },
      db: {},
      dialect: 'sqlite',
      clock: () => new Date(0),
      log: {},
      background: {},
      mailer: {},
      provider: {},
      options: { throttleStore: {} },
      queue: {},
    };
    // Throws when a module needs what no earlier one built, or builds what another did.
    expect(() => composeServices(serverModules, infra as never)).not.toThrow();
  });
});

describe('composeServices', () => {
  it('refuses a module that needs a service no earlier module builds', () => {
    const early = defineModule({ name: 'early', needs: ['members'], services: () => ({}) });
    expect(() => composeServices([early], {})).toThrow(/early needs members/);
  });

  it('hands a module only the dependencies it names', () => {
    let seen: string[] = [];
    const m = defineModule({
      name: 'm',
      needs: ['clock'],
      services: (deps) => {
        seen = Object.keys(deps);
        return {};
      },
    });
    composeServices([m], { clock: () => new Date(0), db: {} as never });
    expect(seen).toEqual(['clock']);
  });
});

describe('composeCommands', () => {
  const run = async () => ({ ok: true as const });

  it("gathers the modules' operator commands in list order", () => {
    expect(Object.keys(composeCommands(serverModules))).toEqual([
      'create-brand',
      'update-brand',
      'invite-staff',
      'set-staff-role',
      'deactivate-staff',
      'create-member',
      'member-tags',
      'revoke-member-sessions',
      'resend-member-mail',
      'import-library',
      'create-row',
      'update-row',
      'pin-title',
      'unpin-title',
      'order-rows',
      'hide-row',
      'edit-title',
      'merge-titles',
      'hide-title',
      'create-plan',
      'update-plan',
      'set-plan-on-sale',
      'cancel-subscription',
      'restart-subscription',
      'extend-access',
      'refund-payment',
      'send-reset-link',
      'deactivate-member',
      'reactivate-member',
      'feedback-status',
      'add-vpn-server',
      'update-vpn-server',
      'set-vpn-server-enabled',
      'revoke-vpn-certificate',
      'create-giveaway',
      'update-giveaway',
      'record-postal-entry',
      'run-draw',
      'publish-draw',
      'monthly-entries',
      'adjust-coins',
      'order-status',
      'create-product',
      'update-product',
      'set-stock',
      'create-category',
      'create-crosssell-offer',
      'update-crosssell-offer',
      'set-crosssell-offer-active',
      'create-impact',
      'update-impact',
      'set-impact-active',
      'create-article',
      'update-article',
      'hide-article',
      'order-articles',
      'migrate-brand',
      'rollup-reports',
    ]);
  });

  it('refuses two modules that declare one command name', () => {
    const a = defineModule({ name: 'a', commands: { tidy: { usage: '', run } } });
    const b = defineModule({ name: 'b', commands: { tidy: { usage: '', run } } });
    expect(() => composeCommands([a, b])).toThrow(/module b declares the command tidy/);
  });
});
