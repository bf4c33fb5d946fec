import type { FormEvent, ReactNode } from 'react';

export interface AddressFormProps {
  /** Path, query and fragment the form opens: its query becomes hidden fields, as a GET form sends them. */
  to: string;
  /** The app's own handling; the browser's (opening `to`) is stopped whenever the app runs. */
  onSubmit: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A GET form to an address around a submit button: with the app running the button does what
 * the app says; without a script (or before the app has started) the browser opens the address,
 * which the server renders. For buttons that must still lead somewhere with scripts off.
 */
export function AddressForm({ to, onSubmit, className, children }: AddressFormProps) {
  // A GET form replaces its action's query but keeps its fragment.
  const [address = '', fragment] = to.split('#');
  const [path, query = ''] = address.split('?');
  return (
    <form
      className={className}
      method="get"
      action={fragment === undefined ? path : `${path}#${fragment}`}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {[...new URLSearchParams(query)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
