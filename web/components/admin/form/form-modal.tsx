import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useRevalidator } from 'react-router';
import type { z } from 'zod';
import type { SendOptions } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { Modal } from '../ui/modal.tsx';
import { useModal } from '../ui/modal-context.ts';
import { ModalFooter } from '../ui/modal-footer.tsx';
import styles from '../ui/modal.module.css';
import { type Notice, noticeForFieldMessage } from './failure.ts';
import { formFields } from './form-fields.ts';
import { LeaveGuard } from './leave-guard.tsx';
import { useAdminAction } from './use-admin-action.ts';
import { useFocusAfterSend } from './use-focus-after-send.ts';

/** A zod object schema whose input and output are form values. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;
export type AdminForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export interface FormModalProps<S extends FormSchema> {
  title: string;
  description?: string;
  /** The control that opens the modal (an AdminButton). */
  trigger: ReactNode;
  /** A shared schema from shared/schemas (maybe extended with an image field): the server's rules and messages. */
  schema: S;
  /** The form's starting values; an edit passes the item's current values. */
  defaultValues: DefaultValues<z.input<S>>;
  submitLabel?: string;
  /** The success notification: messages.notify.added, .edited, .slideEdited (or worded from submit's result). */
  success: string | ((result: unknown) => Notice);
  /** Sends the valid values; pass `send` to api.post to get upload progress. */
  submit: (values: z.output<S>, send: SendOptions) => Promise<unknown>;
  /** A feature's own wording for some failures (see useAdminAction); undefined keeps the default. */
  failureNotice?: (error: unknown) => Notice | undefined;
  /** The fields, given the form (pass `form.control` to the field components). */
  children: (form: AdminForm<S>) => ReactNode;
}

/**
 * An add or edit form in a modal: react-hook-form validated by the shared zod schema (the same
 * messages as the server), Submit disabled while sending, upload progress, server field errors
 * under their fields, and on success the notification, closing and reloading the page's data.
 */
export function FormModal<S extends FormSchema>({ title, description, trigger, ...rest }: FormModalProps<S>) {
  return (
    <Modal title={title} description={description} trigger={trigger}>
      <FormModalBody {...rest} />
    </Modal>
  );
}

function FormModalBody<S extends FormSchema>({
  schema,
  defaultValues,
  submitLabel = 'Save',
  success,
  submit,
  failureNotice,
  children,
}: Omit<FormModalProps<S>, 'title' | 'description' | 'trigger'>) {
  const form: AdminForm<S> = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const modal = useModal();
  const { pending, progress, run, abort } = useAdminAction();
  const dirty = form.formState.isDirty;
  useEffect(() => modal.setGuard({ dirty, pending, abort }), [modal, dirty, pending, abort]);

  const focusAfterSend = useFocusAfterSend(form, pending);
  // The item was deleted meanwhile: the form stays with what was typed, and the page's data is
  // read again once it closes (the item's row goes then).
  const { revalidate } = useRevalidator();
  const [gone, setGone] = useState(false);
  useEffect(() => {
    if (gone) return () => void revalidate();
  }, [gone, revalidate]);

  const isField = formFields(Object.keys(defaultValues ?? {}), (path) =>
    form.getValues(path as Path<z.input<S>>),
  );
  const onValid = (values: z.output<S>) =>
    run((send) => submit(values, send), {
      success,
      onSuccess: modal.close,
      onGone: () => setGone(true),
      isField,
      failureNotice,
      onFieldErrors: (errors) => {
        for (const e of errors)
          form.setError(e.field as Path<z.input<S>>, { type: 'server', message: e.message });
        const [first] = errors;
        if (first) focusAfterSend(first.field as Path<z.input<S>>);
      },
    });
  const onInvalid = (errors: FieldErrors<z.input<S>>) => {
    // The browser's own check words a missing image like the server would ('Missed image' ...).
    for (const error of Object.values(errors)) {
      const notice = noticeForFieldMessage(typeof error?.message === 'string' ? error.message : undefined);
      if (notice) notify.error(notice.title, notice.description);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
      {/* The fieldset disables every field while sending; the div around it scrolls. */}
      <div className={styles.body}>
        <fieldset className={styles.fields} disabled={pending}>
          {children(form)}
        </fieldset>
      </div>
      <ModalFooter submitLabel={submitLabel} pending={pending} progress={progress} cancelStops />
      {dirty && !pending && <LeaveGuard />}
    </form>
  );
}
