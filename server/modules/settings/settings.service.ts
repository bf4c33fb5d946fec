import type { SettingsRepository } from './settings.repository.ts';

/** Facts about the installation, kept in app_settings. */
export function createSettingsService(settings: SettingsRepository) {
  return {
    /** True exactly once per database: on its first start. */
    claimFirstStart: (): Promise<boolean> => settings.insertIfMissing('initialized_at', new Date().toISOString()),
    /** The database has had its first start. */
    initialized: (): Promise<boolean> => settings.has('initialized_at'),
    /**
     * The demo content is owed and not complete: set before the first start's seeding begins,
     * cleared once it has finished, so a seed that stopped half-way is completed by a later start.
     */
    demoContentPending: (): Promise<boolean> => settings.has('demo_content_pending'),
    markDemoContentPending: async (): Promise<void> => {
      await settings.insertIfMissing('demo_content_pending', new Date().toISOString());
    },
    clearDemoContentPending: (): Promise<void> => settings.remove('demo_content_pending'),
    /** True exactly once per database: on its first start with locations and company details as content (issue 13). */
    claimEditableContent: (): Promise<boolean> => settings.insertIfMissing('editable_content_at', new Date().toISOString()),
  };
}
