import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlanCatalogue } from '@prato/core/domain/plans';
import type { AiProvider } from '../adapters/ai/ai-provider';
import type { EmailSender } from '../adapters/email/email-sender';
import type { PushSender } from '../adapters/push/web-push-sender';
import type { Database, Db } from '../db/client';
import type { Env } from '../env';
import type { Clock } from './clock';

/** The Fastify instance a module registers its routes on (already under /api). */
export type Api = FastifyInstance;

/** What the process shares with every module, built once by buildApp. */
export interface SharedDeps {
  env: Env;
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  now: Clock;
  email: EmailSender;
  ai: AiProvider;
  /** The plans with the operator's prices and labels: every path that prices or names a plan reads these. */
  plans: PlanCatalogue;
  /** The app's public address (links in e-mails, payment return pages). */
  publicUrl: string;
  /** Signs session cookies and the sandbox checkout. */
  authSecret: string;
  /** Whether background jobs (schedulers, reconciliation) run: the server entry point turns them on. */
  startJobs: boolean;
  /** Replaces the Web Push sender (tests). */
  pushSender?: PushSender;
  /** Replaces the avatar decoder (tests watch that an oversized picture never reaches it). */
  decodeAvatar?: (bytes: Buffer, type: 'image/jpeg' | 'image/png') => Promise<Buffer>;
}

/**
 * The services modules offer one another, by module name. Each module adds its own entry where it is
 * defined (`declare module '../../lib/app-module' { interface Services { meals: MealsService } }`), so
 * `use('meals')` is typed without this file importing any module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Services {}

export interface ModuleContext extends SharedDeps {
  /** A service offered by a module listed before this one in app.ts (a startup error otherwise). */
  use<Name extends keyof Services>(name: Name): Services[Name];
}

/** What a module hands back once built: the services it offers, its routes, the work beside requests. */
export interface ModuleParts {
  /** Services other modules may `use`, under the names the module declared in `Services`. */
  provides?: Partial<Services>;
  /** Registers the module's routes (the instance is already under /api). */
  routes?: (api: Api) => PromiseLike<unknown>;
  /** Decorates the root instance (request decorators; jobs that tests reach as `app.x`). */
  decorate?: (app: FastifyInstance) => void;
  /** Started when the server is ready; stopped when it closes. */
  onReady?: () => Promise<void> | void;
  onClose?: () => Promise<void> | void;
}

/** A feature of the API: app.ts lists modules; each builds its own repo and service from the context. */
export interface AppModule {
  name: string;
  setup(ctx: ModuleContext): Promise<ModuleParts> | ModuleParts;
}

/** The routes of a module that serves one service: a plugin registered with that service. */
export type ServiceRoutes<S> = FastifyPluginAsyncZod<{ service: S }>;

/**
 * The usual module: `build` makes its one service from the context, its routes are served with it, and
 * `provides` names it for the modules listed after it (when they use it).
 */
export function serviceModule<S>(spec: {
  name: string;
  build: (ctx: ModuleContext) => S;
  provides?: (service: S) => Partial<Services>;
  routes: ServiceRoutes<S>;
}): AppModule {
  return {
    name: spec.name,
    setup(ctx) {
      const service = spec.build(ctx);
      return {
        ...(spec.provides ? { provides: spec.provides(service) } : {}),
        routes: (api) => api.register(spec.routes, { service }),
      };
    },
  };
}

/** The built modules: their parts in the order listed, and the services they provide. */
export interface BuiltModules {
  parts: (ModuleParts & { name: string })[];
  use: ModuleContext['use'];
}

/**
 * Builds the modules in the order given: the services each one provides are offered to the ones after
 * it. A module asking for a service no module above it provides fails the start, naming both.
 */
export async function setupModules(modules: readonly AppModule[], shared: SharedDeps): Promise<BuiltModules> {
  const services: Partial<Services> = {};
  const useAs =
    (asker: string): ModuleContext['use'] =>
    (name) => {
      const service = services[name];
      if (service === undefined) {
        throw new Error(`"${asker}" uses "${String(name)}", which no module listed before it provides`);
      }
      return service as Services[typeof name];
    };
  const parts: (ModuleParts & { name: string })[] = [];
  for (const module of modules) {
    const built = await module.setup({ ...shared, use: useAs(module.name) });
    Object.assign(services, built.provides);
    parts.push({ ...built, name: module.name });
  }
  return { parts, use: useAs('app') };
}

export type { Clock } from './clock';
