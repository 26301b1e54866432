#!/usr/bin/env node
// Some registries answer only for the binaries of the platform that asks, so `npm install`
// leaves other platforms' optional packages (biome's CLI, Tailwind's oxide, …) out of
// package-lock.json, and `npm ci` then refuses the lock as out of sync. This adds an entry for
// each missing optional package, with the os/cpu/libc its name declares, so every platform's
// `npm ci` accepts the lock and skips the binaries that are not its own.
// Run after any `npm install`: `npm run lock:complete`.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'sunos', 'aix'];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  gnueabihf: 'arm',
  wasm32: 'wasm32',
  riscv64: 'riscv64',
  ppc64: 'ppc64',
  s390x: 's390x',
  loong64: 'loong64',
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpuPart = parts.find((part) => part in CPU);
  const libc = parts.includes('musl')
    ? 'musl'
    : parts.includes('gnu') || parts.includes('gnueabihf')
      ? 'glibc'
      : undefined;
  return { os, cpu: cpuPart ? CPU[cpuPart] : undefined, libc };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[base] || packages[`node_modules/${name}`]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue; // not a platform binary: leave it to npm
    packages[`node_modules/${name}`] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `package-lock.json: added ${added} optional platform package entr${added === 1 ? 'y' : 'ies'}`,
);
