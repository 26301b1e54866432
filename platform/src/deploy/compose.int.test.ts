/**
 * The distributed shape as docker compose resolves it (`docker compose config` needs no Docker
 * engine, only the compose plugin; compose v1's `docker-compose config` stands in where the
 * plugin is missing, and the file read as YAML, its anchors merged, where neither is), and the
 * nginx routing it relies on. Catches a service left without a healthcheck or a restart
 * policy, one that cannot scale, a dependency that only waits for "started", a missing
 * variable, or a route sent to the wrong service, before anyone runs `docker compose up`.
 * (nginx.int.test.ts runs the template itself on this machine's nginx.)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import {
  NGINX_TEMPLATE,
  type NginxTemplateValues,
  renderNginxConfig,
  UPSTREAM_SERVER_PARAMETERS,
} from './nginx-config';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

const INFRA = ['eventstoredb', 'postgres', 'redis', 'minio'] as const;
const NODE_SERVICES = ['command-service', 'query-service', 'projection-service'] as const;
const LONG_RUNNING = [...INFRA, ...NODE_SERVICES, 'nginx'] as const;

const EXPECTED_ENV = {
  DATABASE_URL: 'postgres://postgres:postgres@postgres:5432/foodshare',
  REDIS_URL: 'redis://redis:6379',
  EVENTSTORE_URL: 'esdb://eventstoredb:2113?tls=false',
  S3_ENDPOINT: 'http://minio:9000',
  S3_BUCKET: 'foodshare',
  PUBLIC_URL: 'http://localhost:8080',
};
const REQUIRED_SECRETS = ['S3_ACCESS_KEY', 'S3_SECRET_KEY', 'SESSION_SECRET'];

// Compose prints the long syntax; the short forms are accepted too so a reader can trust
// that the checks, not the spelling, decide.
const scalar = z.union([z.string(), z.number(), z.boolean()]);
const ServiceSchema = z.object({
  image: z.string().optional(),
  build: z
    .object({
      context: z.string(),
      dockerfile: z.string().optional(),
      target: z.string().optional(),
    })
    .optional(),
  command: z.union([z.array(z.string()), z.string()]).nullish(),
  container_name: z.string().optional(),
  restart: z.string().optional(),
  environment: z.union([z.record(z.string(), scalar.nullable()), z.array(z.string())]).optional(),
  depends_on: z
    .union([z.record(z.string(), z.object({ condition: z.string() })), z.array(z.string())])
    .optional(),
  healthcheck: z
    .object({
      test: z.union([z.array(z.string()), z.string()]).optional(),
      disable: z.boolean().optional(),
    })
    .optional(),
  ports: z
    .array(z.union([z.string(), z.object({ target: scalar, published: scalar.optional() })]))
    .optional(),
});
type Service = z.infer<typeof ServiceSchema>;
const ComposeSchema = z.object({ services: z.record(z.string(), ServiceSchema) });

function environment(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry) => [entry.split('=')[0], entry.split('=').slice(1).join('=')]),
    );
  }
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, String(value ?? '')]));
}

function dependencies(service: Service): Record<string, string> {
  const dependsOn = service.depends_on ?? {};
  if (Array.isArray(dependsOn))
    return Object.fromEntries(dependsOn.map((name) => [name, 'service_started']));
  return Object.fromEntries(
    Object.entries(dependsOn).map(([name, { condition }]) => [name, condition]),
  );
}

function publishedPorts(service: Service): { published: string; target: string }[] {
  return (service.ports ?? []).map((port) => {
    if (typeof port !== 'string')
      return { published: String(port.published ?? ''), target: String(port.target) };
    const [published = '', target = ''] = port.split(':').slice(-2);
    return { published, target };
  });
}

function healthTest(service: Service): string {
  const test = service.healthcheck?.test ?? [];
  return Array.isArray(test) ? test.join(' ') : test;
}

function commandLine(service: Service): string {
  const command = service.command ?? [];
  return Array.isArray(command) ? command.join(' ') : command;
}

/** nginx `location` blocks (ours have no nested braces) and where each proxies to. */
function nginxLocations(conf: string): Map<string, string | undefined> {
  const locations = new Map<string, string | undefined>();
  for (const match of conf.matchAll(/location\s+(=\s*)?(\S+)\s*\{([^}]*)\}/g)) {
    const [, exact, path = '', body = ''] = match;
    locations.set(`${exact ? '= ' : ''}${path}`, /proxy_pass\s+([^;]+);/.exec(body)?.[1]);
  }
  return locations;
}

/** A way this machine can resolve docker-compose.yml, and the resolved file it answers. */
interface ComposeTool {
  readonly name: string;
  resolve(): unknown;
}

function answers(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore', timeout: 15_000 });
    return true;
  } catch {
    return false;
  }
}

const composeFile = ['-f', 'docker-compose.yml'];
const run = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: root, encoding: 'utf8', timeout: 30_000 });

/**
 * The compose v2 plugin when there is one, else compose v1 (Debian's docker-compose), else the
 * file as YAML: anchors and merge keys resolved as compose resolves them, `${…}` left as written.
 */
function findCompose(): ComposeTool {
  if (answers('docker', ['compose', 'version'])) {
    return {
      name: 'docker compose',
      resolve: () =>
        JSON.parse(run('docker', ['compose', ...composeFile, 'config', '--format', 'json'])),
    };
  }
  if (answers('docker-compose', ['version'])) {
    return {
      name: 'docker-compose (v1)',
      // v1 prints YAML only.
      resolve: () => parseYaml(run('docker-compose', [...composeFile, 'config'])),
    };
  }
  console.log(
    '[compose] neither `docker compose` nor `docker-compose` answers here:',
    'docker-compose.yml is checked as YAML, its variables uninterpolated',
  );
  return {
    name: 'the YAML parser',
    resolve: () => parseYaml(read('docker-compose.yml'), { merge: true }),
  };
}

const compose = findCompose();

describe(`docker-compose.yml as ${compose.name} resolves it`, () => {
  const services = ComposeSchema.parse(compose.resolve()).services;
  const service = (name: string): Service => {
    const found = services[name];
    if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
    return found;
  };

  it('declares the infrastructure, the three Node services and nginx', () => {
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining([...INFRA, ...NODE_SERVICES, 'nginx']),
    );
  });

  it.each(LONG_RUNNING)('gives %s a healthcheck', (name) => {
    const { healthcheck } = service(name);
    expect(healthcheck?.disable ?? false).toBe(false);
    expect(healthTest(service(name))).not.toMatch(/^(NONE)?$/);
  });

  it.each(NODE_SERVICES)('starts %s only once the infrastructure is healthy', (name) => {
    const dependsOn = dependencies(service(name));
    for (const infra of INFRA) expect(dependsOn[infra], infra).toBe('service_healthy');
  });

  it.each(NODE_SERVICES)('runs %s from its built main on node and checks its /health', (name) => {
    expect(commandLine(service(name))).toMatch(new RegExp(`^node .*${name}/dist/main\\.js$`));
    expect(healthTest(service(name))).toContain('/health');
  });

  it.each(NODE_SERVICES)('hands %s the connection settings and secrets', (name) => {
    const env = environment(service(name));
    expect(env).toMatchObject(EXPECTED_ENV);
    for (const secret of REQUIRED_SECRETS) expect(env[secret], secret).toMatch(/\S/);
    expect(env.PORT).toMatch(/^\d+$/);
  });

  it('has query-service send the pages nginx passes on, from the client built into the image', () => {
    expect(environment(service('query-service')).CLIENT_DIST).toBe('/app/client/dist');
  });

  it('gives each Node service its own port', () => {
    const ports = NODE_SERVICES.map((name) => environment(service(name)).PORT);
    expect(new Set(ports).size).toBe(NODE_SERVICES.length);
  });

  it.each(LONG_RUNNING)('restarts %s unless it was stopped by hand', (name) => {
    expect(service(name).restart).toBe('unless-stopped');
  });

  it.each(NODE_SERVICES)('lets %s scale: no fixed container name, no host port', (name) => {
    expect(service(name).container_name).toBeUndefined();
    expect(publishedPorts(service(name))).toEqual([]);
  });

  it('runs EventStoreDB insecure, without projections, with AtomPub', () => {
    expect(environment(service('eventstoredb'))).toMatchObject({
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_RUN_PROJECTIONS: 'None',
      EVENTSTORE_ENABLE_ATOM_PUB_OVER_HTTP: 'true',
    });
    expect(service('postgres').image).toMatch(/^postgres:16/);
  });

  it('runs PostgreSQL deleting the WAL segments it no longer needs (an erasure then leaves none)', () => {
    expect(service('postgres').command).toEqual(['postgres', '-c', 'wal_recycle=off']);
  });

  it('publishes nginx on 8080, built with the client, after the services it routes to', () => {
    const nginx = service('nginx');
    expect(publishedPorts(nginx)).toContainEqual({ published: '8080', target: '80' });
    expect(nginx.build).toMatchObject({ dockerfile: 'deploy/Dockerfile', target: 'web' });
    expect(dependencies(nginx)).toMatchObject({
      'command-service': 'service_healthy',
      'query-service': 'service_healthy',
    });
  });

  it('points nginx at the ports the services listen on, following every instance by name', () => {
    const env = environment(service('nginx'));
    for (const [name, variable] of [
      ['command-service', 'FOODSHARE_COMMAND_SERVERS'],
      ['query-service', 'FOODSHARE_QUERY_SERVERS'],
    ] as const) {
      const line = /^server\s+([\w-]+):(\d+)\s+resolve\s+(.*);$/.exec(env[variable] ?? '');
      expect(line?.[1], variable).toBe(name);
      expect(line?.[2], variable).toBe(environment(service(name)).PORT);
      // The same parameters as the lines the tests render for this machine's nginx.
      expect(line?.[3], variable).toBe(UPSTREAM_SERVER_PARAMETERS);
    }
  });

  it("renders nginx's template from the image's and compose's values, leaving none out", () => {
    const image = dockerfileEnv(webStage(read('deploy/Dockerfile')));
    const values = { ...image, ...environment(service('nginx')) } as unknown as NginxTemplateValues;
    const conf = renderNginxConfig(read('deploy/nginx.conf.template'), values);
    expect(conf).toContain('listen 80;');
    expect(conf).toContain(`server command-service:3001 resolve ${UPSTREAM_SERVER_PARAMETERS};`);
    expect(conf).not.toMatch(/\$\{/);
  });
});

describe('nginx routing and the image it serves', () => {
  const conf = readFileSync(NGINX_TEMPLATE, 'utf8');
  const locations = nginxLocations(conf);

  it('sends GET and HEAD under /api/ to query-service and other methods to command-service', () => {
    const map = /map\s+\$request_method\s+\$(\w+)\s*\{([^}]*)\}/.exec(conf);
    expect(map, 'a map on $request_method').not.toBeNull();
    const entries = Object.fromEntries(
      [...(map?.[2] ?? '').matchAll(/(\S+)\s+(\S+);/g)].map(([, key, value]) => [key, value]),
    );
    expect(entries).toEqual({
      GET: 'query_service',
      HEAD: 'query_service',
      default: 'command_service',
    });
    expect(locations.get('/api/')).toBe(`http://$${map?.[1]}`);
  });

  it.each(['= /api/logout', '= /api/docs', '/api/docs/', '/uploads/', '/blobs/'])(
    'sends %s to command-service whatever the method',
    (location) => {
      expect(locations.get(location)).toBe('http://command_service');
    },
  );

  it('streams notification events from query-service unbuffered, without a short timeout', () => {
    expect(locations.get('= /api/notifications/stream')).toBe('http://query_service');
    const block = /location\s+=\s*\/api\/notifications\/stream\s*\{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(block).toMatch(/proxy_buffering\s+off;/);
    expect(block).toMatch(/proxy_http_version\s+1\.1;/);
    // Longer than the 25 s heartbeat with room to spare; a block of its own must not reset headers.
    expect(block).toMatch(/proxy_read_timeout\s+(\d+[mh]|\d{3,}s?);/);
    expect(block).not.toMatch(/proxy_set_header/);
  });

  it('sends writes to one food item to one command-service instance, by a consistent hash', () => {
    // Up to the brace that closes it on a line of its own (a ${…} inside holds one too).
    const upstream = /upstream\s+command_service\s*\{([\s\S]*?)\n\s*\}/.exec(conf)?.[1] ?? '';
    const key = /hash\s+\$(\w+)\s+consistent;/.exec(upstream)?.[1];
    expect(key, 'a consistent hash in the command_service upstream').toBeDefined();
    // Load balancing comes before keepalive, or nginx ignores it.
    expect(upstream.indexOf('hash')).toBeLessThan(upstream.indexOf('keepalive'));
    expect(conf).toMatch(new RegExp(`map\\s+\\$\\w+\\s+\\$${key}\\s*\\{`));
    expect(conf).toContain('foodItemId');
    expect(conf).toMatch(/food-items\//);
  });

  it('serves the build’s files, and passes the pages to query-service, falling back to index.html', () => {
    expect(conf).toMatch(/location \/ \{[^}]*try_files \$uri @page;/);
    expect(conf).toMatch(
      /location @page \{[^}]*proxy_pass http:\/\/query_service;[^}]*error_page 404 502 503 504 = \/index\.html;/,
    );
  });

  it('builds one image whose web stage holds the built client and renders this template', () => {
    const dockerfile = read('deploy/Dockerfile');
    expect(dockerfile).toContain('RUN npm ci');
    // The client and the services' JavaScript; the services start on node, never through tsx.
    expect(dockerfile).toContain('RUN npm run build\n');
    expect(dockerfile).toMatch(/exec node --enable-source-maps \\"\$SERVICE\/dist\/main\.js\\"/);
    expect(dockerfile).not.toMatch(/tsx/);
    const web = webStage(dockerfile);
    expect(web).toContain(
      'COPY deploy/nginx.conf.template /etc/nginx/templates/nginx.conf.template',
    );
    expect(web).toContain('COPY --from=build /app/client/dist /usr/share/nginx/html');
    // The image's envsubst writes nginx.conf itself, and replaces the template's names only.
    expect(dockerfileEnv(web)).toMatchObject({
      NGINX_ENVSUBST_OUTPUT_DIR: '/etc/nginx',
      NGINX_ENVSUBST_FILTER: '^FOODSHARE_',
      FOODSHARE_CLIENT_ROOT: '/usr/share/nginx/html',
    });
  });
});

/** The Dockerfile's stage that builds the nginx image. */
function webStage(dockerfile: string): string {
  return dockerfile.slice(dockerfile.search(/^FROM nginx\S* AS web$/m));
}

/** The variables a stage's `ENV` lines set (one `ENV` of `NAME=value` pairs, \-continued). */
function dockerfileEnv(stage: string): Record<string, string> {
  const env = /^ENV\s+((?:.*\\\n)*.*)$/m.exec(stage)?.[1] ?? '';
  return Object.fromEntries(
    [...env.matchAll(/(\w+)=("[^"]*"|\S+)/g)].map(([, name = '', value = '']) => [
      name,
      value.replace(/^"|"$/g, ''),
    ]),
  );
}
