import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';

export interface MessageFormOptions {
  /** The field's visible label. */
  label: ReactNode;
  /** The field's name in the posted form. */
  name: string;
  maxLength?: number;
  /** Refuses the trimmed text before anything is sent: what to show on the field, or null when it may go. */
  check?: (text: string) => ReactNode | null;
  /**
   * Sends the trimmed text. The text typed stays in the field whatever happens: a caller that wants it emptied once
   * stored calls `clear()`; one that wants a failure shown on the field calls `refuse()`.
   */
  send: (text: string) => Promise<void>;
}

/**
 * A form of one written message (an answer, a reason, a reply): the text typed, the field's error, the sending state,
 * and the props of the `<form>` (posted without the browser's own checks) and of its three-line `TextAreaField`.
 * A refused text puts the error on the field and the focus back on it, so a screen reader reads the error out; the
 * error goes as soon as the text changes; a second submit while sending is ignored.
 */
export function useMessageForm({ label, name, maxLength, check, send }: MessageFormOptions) {
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<ReactNode>(null);
  const [sending, setSending] = useState(false);
  // Read at once, unlike the state: two submits before the next render still send once.
  const busy = useRef(false);

  const refuse = (message: ReactNode) => {
    setError(message);
    fieldRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const trimmed = text.trim();
    const refused = check?.(trimmed);
    if (refused) return refuse(refused);
    busy.current = true;
    setSending(true);
    setError(null);
    try {
      await send(trimmed);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return {
    text,
    sending,
    fieldRef,
    refuse,
    clear: () => setText(''),
    clearError: () => setError(null),
    form: { method: 'post', noValidate: true, onSubmit: (event: FormEvent) => void submit(event) },
    field: {
      ref: fieldRef,
      label,
      name,
      rows: 3,
      maxLength,
      value: text,
      error: error ?? undefined,
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
        setText(event.target.value);
        setError(null);
      },
    },
  };
}
