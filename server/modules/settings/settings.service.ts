import type { SettingsRepository } from './settings.repository.ts';

/** Facts about the installation, kept in app_settings. */
export function createSettingsService(settings: SettingsRepository) {
  return {
    /** True exactly once per database: on its first start. */
    claimFirstStart: (): Promise<boolean> => settings.insertIfMissing('initialized_at', new Date().toISOString()),
    /** True exactly once per database: on its first start with locations and company details as content (issue 13). */
    claimEditableContent: (): Promise<boolean> => settings.insertIfMissing('editable_content_at', new Date().toISOString()),
  };
}
