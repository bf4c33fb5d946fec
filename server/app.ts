import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { newObjectId } from './db/object-id.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/error-handler.ts';
import { AccessLogController } from './http/access-log.ts';
import { closeAfterEarlyAnswer } from './http/early-answer.ts';
import { formLimits } from './http/form.ts';
import { registerCompression } from './http/compression.ts';
import { registerHostCheck } from './http/host-check.ts';
import { registerNulGuard } from './http/nul-guard.ts';
import { dataHeaders, registerSecurityHeaders, type CspSources } from './http/security-headers.ts';
import { createCacheHits } from './http/cache-hits.ts';
import { registerFormParsers } from './http/form-parsers.ts';
import { registerPublicCache } from './http/public-cache.ts';
import { registerRequestContext } from './http/request-context.ts';
import { registerBodyIdleTimeout, serverTimeoutOptions } from './http/request-timeouts.ts';
import type { SharedInvalidation } from './http/shared-invalidation.ts';
import { registerOrphanSweep } from './maintenance/orphan-sweep.ts';
import { createImageFiles } from './media/image-files.ts';
import { createImageStore } from './media/image-processor.ts';
import { sweepUploadLeftovers } from './media/upload-file.ts';
import { registerMediaRoutes } from './media/media.routes.ts';
import type { Storage } from './media/storage/storage.ts';
import { registerActivityRecord } from './modules/activity/activity-record.ts';
import { createActivityRepository } from './modules/activity/activity.repository.ts';
import { activityRoutes, createActivityService } from './modules/activity/activity.routes.ts';
import { createAboutUsRepository } from './modules/about-us/about-us.repository.ts';
import { aboutUsRoutes, createAboutUsService } from './modules/about-us/about-us.routes.ts';
import { registerAuthGuard } from './modules/auth/auth-guard.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createDatabaseThrottleStore } from './modules/auth/database-throttle-store.ts';
import { createDeviceTokens } from './modules/auth/device-cookie.ts';
import { createHashQueue } from './modules/auth/hash-queue.ts';
import { createLoginThrottle, type ThrottleStore } from './modules/auth/login-throttle.ts';
import { createRevokedTokensRepository } from './modules/auth/revoked-tokens.repository.ts';
import { createTokens } from './modules/auth/tokens.ts';
import { createUsersRepository } from './modules/auth/users.repository.ts';
import { createCategoriesRepository } from './modules/categories/categories.repository.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { createCategoriesService } from './modules/categories/categories.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createLocationsRepository } from './modules/locations/locations.repository.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { createLocationsService } from './modules/locations/locations.service.ts';
import { createSettingsRepository } from './modules/settings/settings.repository.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createSiteSettingsRepository } from './modules/settings/site-settings.repository.ts';
import { siteSettingsRoutes } from './modules/settings/site-settings.routes.ts';
import { createSiteSettingsService } from './modules/settings/site-settings.service.ts';
import { createPartnersRepository } from './modules/partners/partners.repository.ts';
import { createPartnersService } from './modules/partners/partners.service.ts';
import { partnersRoutes } from './modules/partners/partners.routes.ts';
import { createPhotosRepository } from './modules/photos/photos.repository.ts';
import { photosRoutes } from './modules/photos/photos.routes.ts';
import { createPhotosService } from './modules/photos/photos.service.ts';
import { createSitemapRepository } from './modules/sitemap/sitemap.repository.ts';
import { createSitemapService } from './modules/sitemap/sitemap.service.ts';
import { createSlidesRepository } from './modules/slides/slides.repository.ts';
import { slidesRoutes } from './modules/slides/slides.routes.ts';
import { createSlidesService } from './modules/slides/slides.service.ts';
import { createTeamRepository } from './modules/team/team.repository.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { createTeamService } from './modules/team/team.service.ts';
import { createTrashRepository } from './modules/trash/trash.repository.ts';
import { trashRoutes } from './modules/trash/trash.routes.ts';
import { createTrashService } from './modules/trash/trash.service.ts';
import { createVideosRepository } from './modules/videos/videos.repository.ts';
import { videosRoutes } from './modules/videos/videos.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createVideosService } from './modules/videos/videos.service.ts';
import { createVimeoClient, type VimeoClient } from './modules/videos/vimeo-client.ts';
import { registerSite } from './site.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  storage: Storage;
  /** Tests pass a client pointed at a fake; by default Vimeo's oEmbed at config.vimeoOembedUrl. */
  vimeo?: VimeoClient;
  /** Sign-in counts: Redis when REDIS_URL is set; by default the database's login_attempts table. */
  throttleStore?: ThrottleStore;
  /** Checks a password against its hash (argon2id by default); tests count and hold the calls. */
  verifyPassword?: (hashed: string, password: string) => Promise<boolean>;
  /** Cross-instance invalidation of the public read cache (Redis when REDIS_URL is set). */
  invalidation?: SharedInvalidation;
  /** Folder of the React Router build; the site is served only when it exists. null: no site (the seed process). */
  webBuildDir?: string | null;
  /** Images the pipeline processes at once (the seed process: 2; the server: one, see image-processor.ts). */
  concurrentImages?: number;
  /**
   * Where log lines go: the server passes buffered stdout (http/log-destination.ts); tests a
   * stream they read to check what a failure logs. Default: stdout, a write per line.
   */
  logStream?: { write(line: string): void };
}

/** The origin stored images are served from when it is not this server (an S3 bucket or CDN). */
function mediaOriginOf(storage: Storage): string | null {
  const url = new URL(storage.url('csp/probe.webp'), 'http://same-origin.invalid');
  return url.origin === 'http://same-origin.invalid' ? null : url.origin;
}

/** Builds the whole application: every plugin and route in one explicit list. */
export async function buildApp(deps: AppDeps) {
  const { config, db, storage } = deps;
  const cspSources: CspSources = {
    mapTiles: [config.mapTilesLight, config.mapTilesDark],
    mediaOrigin: mediaOriginOf(storage),
    https: config.publicUrl.startsWith('https:'),
  };
  const timeouts = serverTimeoutOptions({ requestTimeoutMs: config.requestTimeoutMs, idleMs: config.requestIdleTimeoutMs });
  // A cached public read is answered before Fastify sees it (server/http/cache-hits.ts).
  const cacheHits = createCacheHits({
    headers: dataHeaders(cspSources),
    trustProxy: config.trustProxy,
    cors: config.corsOrigins.length > 0,
    timeouts,
  });
  const app = Fastify({
    logger:
      config.logLevel === 'silent' && !deps.logStream
        ? false
        : {
            level: config.logLevel === 'silent' ? 'info' : config.logLevel,
            // Tokens and passwords never reach a log line (access lines carry no headers at all).
            redact: ['req.headers["x-access-token"]', 'req.headers.authorization', 'req.headers.cookie'],
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    // pino's two lines per request are replaced by one access line (server/http/access-log.ts).
    logController: new AccessLogController(),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    // How long a client may take to send its request (server/http/request-timeouts.ts): set on
    // the server by the factory, as Fastify sets them on the server it makes.
    serverFactory: cacheHits.serverFactory,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Before every other hook: they and the handler run inside the request's context (currentActor).
  registerRequestContext(app);
  // First of the refusing onRequest hooks: it must watch the body even of a request refused early.
  registerBodyIdleTimeout(app, config.requestIdleTimeoutMs);
  registerFormParsers(app);
  // Before every route: it attaches to each route as the route is declared.
  await registerCompression(app);

  registerSecurityHeaders(app, cspSources);
  registerHostCheck(app);
  registerNulGuard(app);
  closeAfterEarlyAnswer(app);
  if (config.corsOrigins.length > 0) await app.register(cors, { origin: config.corsOrigins });
  await app.register(multipart, { limits: formLimits });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Film company site API', version: '1.0.0' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Every write calls onChange, which drops the cached public answers.
  const publicCache = registerPublicCache(app, deps.invalidation);
  cacheHits.attach(publicCache.storedFor, app.log);
  app.addHook('preClose', (done) => {
    cacheHits.close();
    done();
  });
  const onChange = publicCache.invalidate;

  const images = createImageStore(storage, {
    newId: newObjectId,
    log: app.log,
    ...(deps.concurrentImages ? { concurrentImages: deps.concurrentImages } : {}),
  });
  // Uploads arrive into temporary files; what a crash left there goes before any new one arrives.
  const uploadDir = join(config.dataDir, 'tmp', 'uploads');
  sweepUploadLeftovers(uploadDir);
  app.decorate('uploads', { dir: uploadDir, admit: images.admit });
  const urlOf = images.urlOf;
  // Services store and give up files through one helper that logs a file it could not delete.
  const files = createImageFiles(images, app.log);
  const tokens = createTokens(config.jwtSecret, config.tokenTtlHours);
  const throttle = createLoginThrottle(deps.throttleStore ?? createDatabaseThrottleStore(db));
  const usersRepository = createUsersRepository(db);
  const auth = createAuthService({
    users: usersRepository,
    tokens,
    throttle,
    revokedTokens: createRevokedTokensRepository(db),
    devices: createDeviceTokens(config.jwtSecret),
    hashQueue: createHashQueue(),
    ...(deps.verifyPassword ? { verify: deps.verifyPassword } : {}),
  });
  // Every removal moves its item here; restoring and purging are the trash's own routes.
  const trash = createTrashService({ trash: createTrashRepository(db), images: files, onChange });
  const categories = createCategoriesService({ categories: createCategoriesRepository(db), trash, onChange });
  const videosRepository = createVideosRepository(db, urlOf);
  const videos = createVideosService({
    videos: videosRepository,
    categories,
    images: files,
    trash,
    vimeo: deps.vimeo ?? createVimeoClient(config.vimeoOembedUrl),
    onChange,
  });
  const slides = createSlidesService({
    slides: createSlidesRepository(db, urlOf),
    images: files,
    trash,
    videoExists: async (id) => (await videosRepository.get(id)) !== undefined,
    onChange,
  });
  const photosRepository = createPhotosRepository(db, urlOf);
  const photos = createPhotosService({ photos: photosRepository, categories, images: files, trash, onChange });
  const team = createTeamService({ team: createTeamRepository(db, urlOf), images: files, trash, onChange });
  const partners = createPartnersService({ partners: createPartnersRepository(db), images: files, trash, onChange });
  const aboutUs = createAboutUsService(createAboutUsRepository(db), onChange);
  const locationsRepository = createLocationsRepository(db, urlOf);
  const locations = createLocationsService({ locations: locationsRepository, categories, images: files, trash, onChange });
  const settings = createSettingsService(createSettingsRepository(db));
  const users = createUsersService({ users: usersRepository, hashPassword: auth.hashNewPassword });
  const siteSettings = createSiteSettingsService({ settings: createSiteSettingsRepository(db, urlOf), images: files, onChange });
  const sitemap = createSitemapService({
    sitemap: createSitemapRepository(db),
    videos: videosRepository,
    photos: photosRepository,
    locations: locationsRepository,
  });
  const services = { auth, categories, videos, slides, photos, team, partners, aboutUs, images, settings, siteSettings, users, locations, trash, sitemap };

  registerAuthGuard(app, auth);
  // Every API write that succeeded, every sign-in and refused sign-in: recorded after the answer.
  const activityRepository = createActivityRepository(db);
  const activity = registerActivityRecord(app, { activity: activityRepository });
  // Files a crash left without a row: swept in the background once listening, then every 6 hours,
  // after the trash's items older than 30 days are purged.
  registerOrphanSweep(app, { db, storage, purgeTrash: () => trash.purgeExpired() });
  await app.register(healthRoutes);
  await app.register(authRoutes, { auth, secureCookies: config.publicUrl.startsWith('https:') });
  await app.register(usersRoutes, { users });
  await app.register(activityRoutes, { activity: createActivityService(activityRepository) });
  await app.register(slidesRoutes, { slides });
  await app.register(videosRoutes, { videos });
  await app.register(categoriesRoutes, { categories });
  await app.register(photosRoutes, { photos });
  await app.register(teamRoutes, { team });
  await app.register(partnersRoutes, { partners });
  await app.register(aboutUsRoutes, { aboutUs });
  await app.register(siteSettingsRoutes, { siteSettings });
  await app.register(locationsRoutes, { locations });
  await app.register(trashRoutes, { trash });
  await registerMediaRoutes(app, { storage, mediaDir: config.mediaDir });

  const webBuildDir = deps.webBuildDir === undefined ? join(process.cwd(), 'build') : deps.webBuildDir;
  await registerSite(app, {
    config,
    services,
    buildDir: webBuildDir !== null && existsSync(join(webBuildDir, 'server', 'index.js')) ? webBuildDir : null,
  });

  return Object.assign(app, { services, publicCache: { stats: publicCache.stats, shortPathHits: cacheHits.served }, activity });
}
export type App = Awaited<ReturnType<typeof buildApp>>;
export type Services = App['services'];
