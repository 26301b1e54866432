import {
  DEFAULT_TIME_ZONE,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationPreferences,
} from '@foodshare/contracts/push';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../api/notification-preferences';
import { type PushDeviceState, usePushDevice, useSwitchPush } from '../api/push-device';

/** The member's zone, if the browser knows it and it is not the default. */
function browserZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && zone !== DEFAULT_TIME_ZONE ? zone : null;
}

/** Push on this device, and which news reaches the member where (docs/product.md §14). */
export function NotificationSettings() {
  const { t } = useTranslation('notifications');
  const preferences = useNotificationPreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <BellRing aria-hidden="true" className="size-5" />
          {t('settings.title')}
        </CardTitle>
        <CardDescription>{t('settings.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <PushOnThisDevice />
        {preferences.data ? (
          <PreferencesForm initial={preferences.data} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('settings.loading')}</p>
        )}
      </CardContent>
    </Card>
  );
}

function PushOnThisDevice() {
  const { t } = useTranslation('notifications');
  const device = usePushDevice();
  const change = useSwitchPush();
  const state: PushDeviceState | undefined = device.data;
  const canSwitch = state === 'on' || state === 'off';
  return (
    <section aria-labelledby="push-device-heading" className="grid gap-2 rounded-md border p-4">
      <h3 id="push-device-heading" className="font-semibold">
        {t('settings.push.heading')}
      </h3>
      <p className="text-sm text-muted-foreground" role="status">
        {state ? t(`settings.push.state.${state}`) : t('settings.loading')}
      </p>
      {canSwitch ? (
        <div>
          <Button
            type="button"
            variant={state === 'on' ? 'outline' : 'default'}
            disabled={change.isPending}
            onClick={() => change.mutate(state === 'off')}
          >
            {state === 'on' ? t('settings.push.turnOff') : t('settings.push.turnOn')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function PreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const { t } = useTranslation('notifications');
  const save = useSaveNotificationPreferences();
  const [channels, setChannels] = useState(initial.channels);
  const [quiet, setQuiet] = useState(
    initial.quietHours ?? {
      start: '22:00',
      end: '07:00',
      timeZone: DEFAULT_TIME_ZONE,
      urgentAllowed: false,
    },
  );
  const [quietOn, setQuietOn] = useState(initial.quietHours !== null);
  const zones = [DEFAULT_TIME_ZONE, ...(browserZone() ? [browserZone() as string] : [])];
  if (!zones.includes(quiet.timeZone)) zones.push(quiet.timeZone);

  const setChannel = (category: NotificationCategory, channel: NotificationChannel, on: boolean) =>
    setChannels((before) => ({ ...before, [category]: { ...before[category], [channel]: on } }));

  return (
    <form
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ channels, quietHours: quietOn ? quiet : null });
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold">{t('settings.kinds.heading')}</legend>
        <div className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-4 gap-y-3 text-sm">
          <span aria-hidden="true" />
          {NOTIFICATION_CHANNELS.map((channel) => (
            <span
              key={channel}
              aria-hidden="true"
              className="text-center text-xs font-medium text-muted-foreground"
            >
              {t(`settings.channels.${channel}`)}
            </span>
          ))}
          {NOTIFICATION_CATEGORIES.map((category) => (
            <CategoryRow
              key={category}
              category={category}
              value={channels[category]}
              onChange={(channel, on) => setChannel(category, channel, on)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-semibold">{t('settings.quiet.heading')}</legend>
        <div className="flex items-center gap-3">
          <Switch id="quiet-hours" checked={quietOn} onCheckedChange={setQuietOn} />
          <Label htmlFor="quiet-hours">{t('settings.quiet.on')}</Label>
        </div>
        {quietOn ? (
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="grid gap-2">
              <Label htmlFor="quiet-start">{t('settings.quiet.start')}</Label>
              <Input
                id="quiet-start"
                type="time"
                dir="ltr"
                required
                value={quiet.start}
                onChange={(event) => setQuiet({ ...quiet, start: event.target.value })}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="quiet-end">{t('settings.quiet.end')}</Label>
              <Input
                id="quiet-end"
                type="time"
                dir="ltr"
                required
                value={quiet.end}
                onChange={(event) => setQuiet({ ...quiet, end: event.target.value })}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="quiet-zone">{t('settings.quiet.zone')}</Label>
              <select
                id="quiet-zone"
                dir="ltr"
                className="h-10 rounded-md border border-input bg-background px-3 text-sm"
                value={quiet.timeZone}
                onChange={(event) => setQuiet({ ...quiet, timeZone: event.target.value })}
              >
                {zones.map((zone) => (
                  <option key={zone} value={zone} data-verbatim>
                    {zone}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex items-start gap-3 sm:col-span-3">
              <Switch
                id="quiet-urgent"
                checked={quiet.urgentAllowed}
                onCheckedChange={(on) => setQuiet({ ...quiet, urgentAllowed: on })}
              />
              <div className="grid gap-1">
                <Label htmlFor="quiet-urgent">{t('settings.quiet.urgent')}</Label>
                <p className="text-xs text-muted-foreground">{t('settings.quiet.urgentHint')}</p>
              </div>
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t('settings.quiet.off')}</p>
        )}
      </fieldset>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}

function CategoryRow({
  category,
  value,
  onChange,
}: {
  category: NotificationCategory;
  value: Record<NotificationChannel, boolean>;
  onChange: (channel: NotificationChannel, on: boolean) => void;
}) {
  const { t } = useTranslation('notifications');
  const name = t(`settings.kinds.${category}`);
  return (
    <>
      <span id={`kind-${category}`}>{name}</span>
      {NOTIFICATION_CHANNELS.map((channel) => (
        <Switch
          key={channel}
          className="justify-self-center"
          checked={value[channel]}
          onCheckedChange={(on) => onChange(channel, on)}
          aria-label={t('settings.kinds.switchLabel', {
            kind: name,
            channel: t(`settings.channels.${channel}`),
          })}
        />
      ))}
    </>
  );
}
