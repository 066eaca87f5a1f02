import { Form, useNavigation } from "react-router";
import { ConfirmSubmit } from "~/components/confirm-submit";
import { accountCopy } from "~/content/account";
import type { SignInMethod } from "../sign-in-methods";

/** /account's ways in (password, phone, Google, Apple): each can be removed, after a confirm, while another remains. */
export function SignInMethods({ methods, notice }: { methods: SignInMethod[]; notice: string | null }) {
  const words = accountCopy.methods;
  const navigation = useNavigation();
  const removing = (id: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === "unlink-sign-in-method" && navigation.formData.get("method") === id;
  return (
    <div className="mt-6" data-sign-in-methods>
      <h3 className="text-lg font-semibold">{words.title}</h3>
      <p className="mt-1 text-sm text-neutral-300">{words.intro}</p>
      {notice && (
        <p role="status" className="mt-3 rounded-xl border border-spot-400/40 bg-stage-900 p-3 text-neutral-200">
          {notice}
        </p>
      )}
      <ul className="mt-3 space-y-3">
        {methods.map((method) => {
          const kind = words.kinds[method.kind] ?? words.kinds.other!;
          const formId = `unlink-${method.id}`;
          return (
            <li key={method.id} data-method={method.kind} className="rounded-2xl border border-white/10 p-4">
              <p className="font-semibold">{kind}</p>
              {method.detail && <p className="break-all text-sm text-neutral-300">{method.detail}</p>}
              {method.canUnlink ? (
                <Form method="post" id={formId} className="mt-3" aria-label={words.remove(kind)}>
                  <input type="hidden" name="intent" value="unlink-sign-in-method" />
                  <input type="hidden" name="method" value={method.id} />
                  <ConfirmSubmit
                    formId={formId}
                    label={words.remove(kind)}
                    busy={removing(method.id)}
                    busyLabel={words.removing}
                    variant="outline"
                    title={words.confirmTitle(kind)}
                    description={() => <p>{words.confirmBody}</p>}
                    confirmLabel={words.confirm}
                    cancelLabel={words.cancel}
                    checkboxLabel={words.confirmCheckbox}
                  />
                </Form>
              ) : (
                <p className="mt-2 text-sm text-neutral-400">{words.lastOne}</p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
