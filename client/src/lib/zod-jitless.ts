/**
 * zod's jitless mode, set before zod first loads (it reads this object when it starts): the
 * app's Content-Security-Policy forbids eval, and zod's probe for it (`new Function`) would be
 * reported as a policy violation on every page that parses.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
