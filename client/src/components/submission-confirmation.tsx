import { Check, CircleCheck, Copy } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';

interface SubmissionConfirmationProps {
  title: string;
  description: string;
  /** The short reference the person can quote to the team. */
  reference: string;
  /** A line under the reference, saying when to quote it. */
  referenceNote: string;
  /** What happens next, and the ways on. */
  children?: ReactNode;
}

/**
 * The end of a form that was sent (the caller frames it, in a card or the form's own): what happened, the reference to quote, and what comes next.
 * Focus moves to the heading, so a screen reader announces it and the page reads from its top.
 */
export function SubmissionConfirmation({
  title,
  description,
  reference,
  referenceNote,
  children,
}: SubmissionConfirmationProps) {
  const { t } = useTranslation('common');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'center' });
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(reference);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin or a refusal): the reference stays on screen to copy.
    }
  }

  return (
    <div className="grid justify-items-center gap-5 py-4 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-primary">
        <CircleCheck aria-hidden="true" className="size-9" />
      </span>
      <div className="grid gap-2">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 text-2xl font-extrabold tracking-tight focus:outline-none"
        >
          {title}
        </h2>
        <p className="text-muted-foreground">{description}</p>
      </div>
      <div className="grid w-full max-w-sm gap-2 rounded-xl border border-dashed border-primary/40 bg-secondary/40 p-4">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t('ui.reference.label')}
        </p>
        <div className="flex items-center justify-center gap-2">
          <output
            aria-label={t('ui.reference.label')}
            dir="ltr"
            className="font-mono text-xl font-bold tracking-wider whitespace-nowrap text-foreground sm:text-2xl"
            data-testid="submission-reference"
          >
            {reference}
          </output>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={copy}
            aria-label={copied ? t('ui.reference.copied') : t('ui.reference.copy')}
          >
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">{referenceNote}</p>
      </div>
      {children}
    </div>
  );
}
