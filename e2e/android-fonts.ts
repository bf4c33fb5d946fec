import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const fontsDir = fileURLToPath(new URL('./android-fonts/', import.meta.url));

/**
 * A font set like an Android phone's for a browser under test: Roboto as its sans and system-ui,
 * Noto Serif as its serif (the Latin files in e2e/android-fonts, SIL Open Font License 1.1), and
 * no Arial or Times New Roman twin (Debian's Liberation faces, which Chromium otherwise finds).
 * Chromium on Linux asks fontconfig for local() faces and system families, so a fontconfig file of
 * our own, given to the browser process as FONTCONFIG_FILE, is all it takes. The two files are
 * @fontsource/roboto and @fontsource/noto-serif 5.3.0's Latin 400 faces, unpacked from WOFF2 to
 * TrueType (woff2_decompress): Chromium draws nothing from a system font file in WOFF2.
 */
export function androidFontConfig(): { env: Record<string, string>; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'android-fonts-'));
  const file = join(dir, 'fonts.conf');
  const reject = [
    'Liberation Sans',
    'Liberation Serif',
    'Arimo',
    'Tinos',
    'Arial',
    'Times New Roman',
  ]
    .map((family) => `<pattern><patelt name="family"><string>${family}</string></patelt></pattern>`)
    .join('');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${fontsDir}</dir>
  <cachedir>${join(dir, 'cache')}</cachedir>
  <alias binding="strong"><family>sans-serif</family><prefer><family>Roboto</family></prefer></alias>
  <alias binding="strong"><family>system-ui</family><prefer><family>Roboto</family></prefer></alias>
  <alias binding="strong"><family>serif</family><prefer><family>Noto Serif</family></prefer></alias>
  <selectfont><rejectfont>${reject}</rejectfont></selectfont>
</fontconfig>
`,
  );
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  env.FONTCONFIG_FILE = file;
  return { env, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
