/**
 * A form's draft (the Form widget's `draft` prop): its values kept in session storage per user
 * (src/state/formDrafts.ts) while they differ from the form's initial values, read back when the
 * form mounts again, and dropped once the values are back at the initial ones (a reset after a
 * send, or 清空).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { LifeCycleTypes, type Form } from '@formily/core';
import { isUntouched, readFormDraft, removeFormDraft, writeFormDraft, type FormValues } from '@/widget-kit/form';

/** Where a form's draft is kept: its name and the signed-in user's code; null for no draft. */
export interface DraftSlot {
  name: string;
  userCode: string;
}

export function draftSlot(name: string | undefined, user: unknown): DraftSlot | null {
  const userCode = (user as { userCode?: unknown } | null)?.userCode;
  // No user, no draft: a draft is always somebody's.
  return name && typeof userCode === 'string' && userCode ? { name, userCode } : null;
}

/** The draft kept for the slot, if any: the values the form starts from. */
export function readDraft(slot: DraftSlot | null): FormValues | undefined {
  return slot ? readFormDraft(slot.userCode, slot.name) : undefined;
}

const plain = (values: unknown): FormValues => JSON.parse(JSON.stringify(values ?? {})) as FormValues;

/**
 * Writes the form's values to its draft on every change and drops the draft when they are back at
 * the initial values. Returns whether a draft is kept (for the notice).
 */
export function useDraft(form: Form, slot: DraftSlot | null, restored: boolean): boolean {
  const [kept, setKept] = useState(restored);
  const name = slot?.name;
  const userCode = slot?.userCode;
  useEffect(() => {
    if (!name || !userCode) return undefined;
    const id = form.subscribe(({ type }) => {
      if (type !== LifeCycleTypes.ON_FORM_VALUES_CHANGE) return;
      const values = plain(form.values);
      if (isUntouched(values, plain(form.initialValues))) {
        removeFormDraft(userCode, name);
        setKept(false);
      } else {
        writeFormDraft(userCode, name, values);
      }
    });
    return () => form.unsubscribe(id);
  }, [form, name, userCode]);
  return kept;
}

/** Says that the form shows a draft kept from before, with a way to start over. */
export function DraftNotice({ onClear }: { onClear: () => void }): ReactNode {
  return (
    <div className="w-form__draft" role="status">
      <span>已恢复上次未发送的内容</span>
      <button type="button" className="w-form__draft-clear" onClick={onClear}>
        清空
      </button>
    </div>
  );
}
