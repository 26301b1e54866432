import { CASEWORK_MESSAGES } from './casework';
import { CHARITY_MESSAGES } from './charities';
import { CONTACT_MESSAGES } from './contact';
import { DONATION_MESSAGES } from './donations';
import { UNAUTHORIZED_MESSAGE } from './errors';
import { WEIGHT_MESSAGES } from './food-weight';
import { templatePattern } from './format';
import { GEO_MESSAGES } from './geo';
import { TEMPERATURE_MESSAGES } from './handover-temperature';
import { HUB_APPLICATION_MESSAGES } from './hub-applications';
import { DESTINATION_MESSAGES } from './impact-destinations';
import { METHODOLOGY_ID_MESSAGES } from './impact-methodology-id';
import { IMPACT_GROUPING_MESSAGES } from './impact-report';
import { STATEMENT_MESSAGES } from './impact-statement';
import { LIMIT_MESSAGES } from './limits';
import { MODERATION_MESSAGES } from './moderation';
import { REPORT_REASON_MESSAGES } from './moderation-events';
import { MODERATION_METRICS_MESSAGES } from './moderation-metrics';
import { NOTIFICATION_MESSAGES } from './notifications';
import { PICKUP_MESSAGES } from './pickups';
import { PICTURE_MESSAGES, PROFILE_MESSAGES } from './profile';
import { PUSH_MESSAGES } from './push';
import { REQUEST_MESSAGES } from './requests';
import { SAFETY_RULES_MESSAGES } from './safety-rules-api';
import { STAFF_MESSAGES, STAFF_ROLE_MESSAGES } from './staff';
import { STAFF_INBOX_MESSAGES } from './staff-inbox';
import { SURPLUS_TEMPLATE_MESSAGES } from './surplus-templates';
import { TEXT_MESSAGES } from './text';
import { AUTH_MESSAGES } from './users';

/** Answers of the HTTP layer itself, whatever the route. */
export const HTTP_MESSAGES = {
  unauthorized: UNAUTHORIZED_MESSAGE,
  internal: 'Something went wrong on our side. Please try again in a moment.',
  bodyNotObject: 'Send the request body as a JSON object.',
  invalidValue: 'Invalid value',
  invalidRequest: 'Invalid request',
  mediaType: 'Send the request body as JSON (Content-Type: application/json).',
  invalidJson: 'The request body is not valid JSON. Send a JSON object.',
  tooLarge: 'The request is too large.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
} as const;

/** What the contracts' schemas say inline about a value they refuse. */
export const SCHEMA_MESSAGES = {
  chooseItem: 'Choose the food item to request',
  emirate: 'Please select the emirate where the food is picked up',
  near: 'Give near as latitude,longitude in degrees, for example 25.2,55.27',
  date: 'Enter a date as YYYY-MM-DD, for example 2026-03-31',
  asOf: 'Enter the as-of instant as a date (YYYY-MM-DD, the end of that day in the UAE) or an ISO date and time',
  dateOrder: 'The last day must not be before the first day',
  moderationAction: 'Choose dismiss or take_down',
  pageSize: 'Use a whole number from 1 to 100',
  intent: "Choose 'request' or 'purchase'",
  note: 'Write the note as text, or leave it out',
  feeAtMost: 'The platform fee is at most 5%',
  feeAtLeast: 'The platform fee is at least 3%',
  handled: 'Say handled: true or false',
  staffReason: 'Say why (--reason "…"): it is recorded in the log',
  picture: 'Use a picture uploaded with Upload Picture',
  pickupNow: "Say pickupNow as 'true' or 'false'",
  sort: "Sort by 'newest' or 'pickup'",
} as const;

/** A path's id that is not one: the route's parameter schemas say what was expected. */
export const PARAM_MESSAGES = {
  foodItem: 'Unknown food item',
  notification: 'Unknown notification',
  picture: 'Unknown picture',
  request: 'Unknown request',
  id: 'Unknown id',
  rebuild: 'Unknown rebuild',
  template: 'Unknown template',
} as const;

/** What the services answer of their own (command-service, query-service, platform). */
export const SERVER_MESSAGES = {
  alreadySubmitted: 'This was already submitted.',
  concurrentChange: 'Someone else changed this at the same moment. Please try again.',
  donationPosted: 'This donation was already posted.',
  foodItemMissing: 'This food item does not exist.',
  accountExists: 'This account already exists.',
  accountGone: 'This account no longer exists.',
  noSuchPicture: 'No such picture.',
  noRebuild: 'No rebuild with this id.',
  foreignOrigin: 'Writes are accepted only from the FoodShare UAE app itself.',
  noSuchUsername: 'No account has the username {{username}}.',
  notInRole: '{{username}} is not a {{role}}: there is nothing to revoke.',
} as const;

/**
 * A message whose noun follows a number, in English's two forms: the catalogue keys them
 * `<key>_one` and `<key>_other` (i18next's plural keys, chosen by the number), under one code.
 */
export interface CountedTemplate {
  readonly one: string;
  readonly other: string;
}

/** The messages schemas write inline, with their values as parameters. */
export const FORM_TEMPLATES = {
  maxCharacters: { one: 'Use at most {{max}} character', other: 'Use at most {{max}} characters' },
  searchMaxCharacters: {
    one: 'Search with at most {{max}} character',
    other: 'Search with at most {{max}} characters',
  },
} as const satisfies Record<string, CountedTemplate>;

/**
 * Every message a person may read from the server or a shared schema, by group. A message's
 * stable code is `<group>.<key>`: the client translates by it, and the English text stays the
 * spec's exact words.
 */
const GROUPS = {
  auth: AUTH_MESSAGES,
  contact: CONTACT_MESSAGES,
  donation: DONATION_MESSAGES,
  weight: WEIGHT_MESSAGES,
  temperature: TEMPERATURE_MESSAGES,
  surplusTemplate: SURPLUS_TEMPLATE_MESSAGES,
  destination: DESTINATION_MESSAGES,
  statement: STATEMENT_MESSAGES,
  geo: GEO_MESSAGES,
  hubApplication: HUB_APPLICATION_MESSAGES,
  moderation: MODERATION_MESSAGES,
  casework: CASEWORK_MESSAGES,
  charity: CHARITY_MESSAGES,
  notification: NOTIFICATION_MESSAGES,
  profile: PROFILE_MESSAGES,
  picture: PICTURE_MESSAGES,
  push: PUSH_MESSAGES,
  request: REQUEST_MESSAGES,
  pickup: PICKUP_MESSAGES,
  staffInbox: STAFF_INBOX_MESSAGES,
  staff: STAFF_MESSAGES,
  text: TEXT_MESSAGES,
  http: HTTP_MESSAGES,
  form: FORM_TEMPLATES,
  schema: SCHEMA_MESSAGES,
  param: PARAM_MESSAGES,
  server: SERVER_MESSAGES,
  limit: LIMIT_MESSAGES,
  methodology: METHODOLOGY_ID_MESSAGES,
  grouping: IMPACT_GROUPING_MESSAGES,
  reportReason: REPORT_REASON_MESSAGES,
  moderationMetrics: MODERATION_METRICS_MESSAGES,
  staffRole: STAFF_ROLE_MESSAGES,
  safetyRules: SAFETY_RULES_MESSAGES,
} as const;

type Groups = typeof GROUPS;
type FunctionKeys<Group> = {
  [Key in keyof Group]: Group[Key] extends (...args: never[]) => string ? Key : never;
}[keyof Group];

type Template = string | CountedTemplate;

/**
 * The messages built from values, as templates with named `{{parameters}}`: each must match what
 * its function writes (messages.test.ts checks), and the compiler asks for one per function.
 */
const FUNCTION_TEMPLATES = {
  limit: {
    donation: {
      one: 'You have reached the limit of {{max}} donation in {{per}}. You can post another donation {{wait}}.',
      other:
        'You have reached the limit of {{max}} donations in {{per}}. You can post another donation {{wait}}.',
    },
    request: {
      one: 'You have reached the limit of {{max}} request in {{per}}. You can request food again {{wait}}.',
      other:
        'You have reached the limit of {{max}} requests in {{per}}. You can request food again {{wait}}.',
    },
    report: {
      one: 'You have reached the limit of {{max}} report in {{per}}. You can report another item {{wait}}.',
      other:
        'You have reached the limit of {{max}} reports in {{per}}. You can report another item {{wait}}.',
    },
    hubApplication: {
      one: 'You have reached the limit of {{max}} hub application in {{per}}. You can apply again {{wait}}.',
      other:
        'You have reached the limit of {{max}} hub applications in {{per}}. You can apply again {{wait}}.',
    },
    profileEdit: {
      one: 'You have reached the limit of {{max}} profile change in {{per}}. You can change your profile again {{wait}}.',
      other:
        'You have reached the limit of {{max}} profile changes in {{per}}. You can change your profile again {{wait}}.',
    },
  },
  moderation: {
    alreadyDecided:
      '{{by}} already {{outcome}} this donation ({{at}}). Reload the queue to see what is still waiting.',
  },
  charity: {
    charitiesFirst:
      'This listing is offered to verified charities first. It opens to everyone at {{time}}.',
    overShare:
      'This business lets one charity take at most {{share}} of its units a day. Leave the rest for other charities.',
  },
  casework: {
    claimedBy: '{{name}} is reviewing this case. Take it over if you need to work on it now.',
  },
  request: {
    fewerLeft: 'Only {{left}} left: choose fewer.',
    overBuyerLimit: 'The seller allows at most {{limit}} per buyer.',
    purchaseSent: 'The seller will confirm your purchase. Pay AED {{price}} at pickup.',
  },
  staffInbox: {
    alreadyDecided:
      'This application was already {{outcome}}. Reload the list to see where it stands.',
  },
  staff: {
    staffOnly:
      'This is for FoodShare UAE staff only: it needs the {{roles}} role. Ask an administrator if you should have it.',
  },
} as const satisfies {
  [Group in keyof Groups as FunctionKeys<Groups[Group]> extends never ? never : Group]: {
    [Key in FunctionKeys<Groups[Group]>]: Template;
  };
};

type FunctionTemplates = typeof FUNCTION_TEMPLATES;
/** A message's template: its own words, or its function's template. */
type TemplateOf<
  Group extends keyof Groups,
  Key extends keyof Groups[Group],
> = Groups[Group][Key] extends (...args: never[]) => string
  ? Group extends keyof FunctionTemplates
    ? Key extends keyof FunctionTemplates[Group]
      ? FunctionTemplates[Group][Key]
      : never
    : never
  : Groups[Group][Key];
/** A key as the catalogue holds it: a counted message's two plural keys, or the key itself. */
type CatalogueKey<Key, Value> = Key extends string
  ? Value extends CountedTemplate
    ? `${Key}_one` | `${Key}_other`
    : Key
  : never;

export type MessageTemplates = {
  readonly [Group in keyof Groups]: {
    readonly [Key in keyof Groups[Group] as CatalogueKey<Key, TemplateOf<Group, Key>>]: string;
  };
};

/** The catalogue's entries for one message: its key, or a counted message's two plural keys. */
const entriesOf = (key: string, template: Template | undefined): [string, string | undefined][] =>
  typeof template === 'object'
    ? [
        [`${key}_one`, template.one],
        [`${key}_other`, template.other],
      ]
    : [[key, template]];

/** Every message by group and key, as English templates: the `errors` catalogue's source. */
export const MESSAGE_TEMPLATES: MessageTemplates = Object.fromEntries(
  Object.entries(GROUPS).map(([group, messages]) => [
    group,
    Object.fromEntries(
      Object.entries(messages as Record<string, Template | ((...args: never[]) => string)>).flatMap(
        ([key, message]) =>
          entriesOf(
            key,
            typeof message === 'function'
              ? (FUNCTION_TEMPLATES as Record<string, Record<string, Template>>)[group]?.[key]
              : message,
          ),
      ),
    ),
  ]),
) as MessageTemplates;

export interface CodedMessage {
  /** `<group>.<key>`, stable across releases and languages. */
  readonly code: string;
  /** The values a template's `{{parameters}}` took, as the English text wrote them. */
  readonly params?: Record<string, string>;
}

interface Matcher {
  readonly code: string;
  readonly pattern: RegExp;
  readonly names: readonly string[];
}

const exact = new Map<string, string>();
const matchers: Matcher[] = [];
for (const [group, templates] of Object.entries(MESSAGE_TEMPLATES)) {
  for (const [key, template] of Object.entries(templates as Record<string, string>)) {
    // Both forms of a counted message are one message: the code leaves the plural suffix out.
    const code = `${group}.${key.replace(/_(one|other)$/, '')}`;
    const { source, names } = templatePattern(template);
    if (names.length === 0) {
      // The same words in two groups (an email check, say) keep the first group's code.
      if (!exact.has(template)) exact.set(template, code);
      continue;
    }
    matchers.push({ code, pattern: new RegExp(`^${source}$`, 's'), names });
  }
}

/** The code (and values) of an English message, or undefined for words no catalogue holds. */
export function codeOfMessage(message: string): CodedMessage | undefined {
  const code = exact.get(message);
  if (code) return { code };
  for (const matcher of matchers) {
    const match = matcher.pattern.exec(message);
    if (!match) continue;
    const params = Object.fromEntries(
      matcher.names.map((name, index) => [name, match[index + 1] ?? '']),
    );
    return { code: matcher.code, params };
  }
  return undefined;
}
