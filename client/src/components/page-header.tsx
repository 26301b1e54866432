import type { ReactNode } from 'react';
import { DocumentTitle } from '../i18n/document-title';

/** A page's heading and the document title that matches it. */
export function PageHeader({
  title,
  description,
  actions,
  userTitle = false,
}: {
  title: string;
  /** The title is what a person wrote (a listing's): set in its own direction. */
  userTitle?: boolean;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <DocumentTitle page={title} />
      <div className="space-y-1">
        <h1
          dir={userTitle ? 'auto' : undefined}
          className="text-3xl font-extrabold tracking-tight sm:text-4xl"
        >
          {title}
        </h1>
        {description ? <p className="max-w-2xl text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
    </div>
  );
}
