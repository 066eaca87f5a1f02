import { cloneElement, isValidElement, type HTMLAttributes, type ReactNode, type Ref, type RefCallback } from "react";

type Props = Record<string, unknown>;

function composeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/**
 * `asChild`: renders its one child element with these props merged in, the way Radix's Slot does
 * for our uses (and in a fraction of its size): both event handlers run (the child's first),
 * classes are joined, styles merged and refs composed; otherwise the child's props win.
 */
export function Slot({ children, ref, ...slotProps }: HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> }) {
  if (!isValidElement<Props>(children)) return null;
  const childProps = children.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const [key, slotValue] of Object.entries(slotProps as Props)) {
    const childValue = childProps[key];
    if (slotValue === undefined || childValue === undefined) continue;
    if (/^on[A-Z]/.test(key) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[key] = (...args: unknown[]) => {
        const result: unknown = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (key === "className") merged[key] = `${String(slotValue)} ${String(childValue)}`;
    else if (key === "style") merged[key] = { ...(slotValue as object), ...(childValue as object) };
  }
  const childRef = childProps.ref as Ref<HTMLElement> | undefined;
  if (ref || childRef) merged.ref = ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef);
  return cloneElement(children, merged);
}
