// The npm mirror this project is developed behind lacks some of rollup's platform packages
// (android, darwin, win32…), so `npm install` leaves them out of package-lock.json and a later
// `npm ci` refuses the lock as out of sync. This adds the missing optional entries (os/cpu
// only: npm skips them on other platforms without fetching). Run after changing dependencies:
//   node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (packages[key] || packages[`node_modules/${name}`]) continue;
    const m = /(android|darwin|freebsd|linux|openbsd|openharmony|win32)-(arm64|arm|x64|ia32|loong64|ppc64|riscv64|s390x)(?:-(gnu|musl|gnueabihf|musleabihf|msvc|eabi))?$/.exec(name);
    if (!m) throw new Error(`cannot tell the platform of ${name}`);
    const [, os, cpu, abi] = m;
    const stub = { version, cpu: [cpu], ...(entry.dev ? { dev: true } : {}), license: 'MIT', optional: true, os: [os] };
    if (abi?.startsWith('gnu')) stub.libc = ['glibc'];
    if (abi?.startsWith('musl')) stub.libc = ['musl'];
    packages[`node_modules/${name}`] = stub;
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} missing platform entries added`);
