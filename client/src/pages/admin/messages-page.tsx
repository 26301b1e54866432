import { CircleCheck, RotateCcw } from 'lucide-react';
import { useContactMessages, useMarkContactMessage } from '../../api/staff-inbox';
import { PageHeader } from '../../components/page-header';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/food-format';
import { StaffGuard } from './staff-guard';

/** /admin/messages: the Contact Us inbox, unhandled first. */
export function MessagesPage() {
  return (
    <StaffGuard roles={['moderator']}>
      <Messages />
    </StaffGuard>
  );
}

function Messages() {
  const messages = useContactMessages();
  const mark = useMarkContactMessage();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Messages"
        description="What people wrote through Contact Us. Mark a message handled once it is answered."
      />
      {messages.isPending ? (
        <PageSpinner label="Loading messages" />
      ) : messages.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(messages.error)}
        </p>
      ) : messages.data.length === 0 ? (
        <p className="text-muted-foreground">No messages yet.</p>
      ) : (
        <ul className="space-y-3" aria-label="Messages">
          {messages.data.map((message) => (
            <li key={message.id}>
              <Card aria-label={message.subject ?? 'Erased message'}>
                <CardContent className="space-y-2 pt-6">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 className="font-bold">{message.subject ?? 'Erased message'}</h2>
                    <Badge variant={message.handled ? 'secondary' : 'harvest'}>
                      {message.handled ? 'Handled' : 'Not handled'}
                    </Badge>
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {message.erased
                      ? 'The sender’s details were erased.'
                      : `${message.name} · ${message.email}`}{' '}
                    · {message.category} · {formatDateTime(message.receivedAt)}
                  </p>
                  {message.message ? (
                    <p className="text-sm whitespace-pre-line">{message.message}</p>
                  ) : null}
                  <div className="flex flex-wrap items-center gap-3">
                    <Button
                      size="sm"
                      variant={message.handled ? 'outline' : 'default'}
                      disabled={mark.isPending}
                      onClick={() => mark.mutate({ id: message.id, handled: !message.handled })}
                    >
                      {message.handled ? (
                        <RotateCcw aria-hidden="true" />
                      ) : (
                        <CircleCheck aria-hidden="true" />
                      )}
                      {message.handled ? 'Mark not handled' : 'Mark handled'}
                    </Button>
                    {message.handledBy ? (
                      <span className="text-xs text-muted-foreground">
                        Handled by {message.handledBy}
                        {message.handledAt ? ` on ${formatDateTime(message.handledAt)}` : ''}
                      </span>
                    ) : null}
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
