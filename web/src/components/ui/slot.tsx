import { cloneElement, isValidElement, type ReactNode, type Ref, type RefCallback } from 'react';

type TSlotProps = Record<string, unknown> & { children?: ReactNode; ref?: Ref<unknown> };

function setRef(ref: Ref<unknown> | undefined, value: unknown): void {
  if (typeof ref === 'function') {
    ref(value);
  } else if (ref) {
    ref.current = value;
  }
}

/**
 * The `asChild` pattern (Radix's Slot, without its weight on the first page): renders its only
 * child with these props merged in. Both event handlers run (the child's first), styles and
 * class names combine, both refs are set.
 */
export function Slot({ children, ref, ...slotProps }: TSlotProps) {
  if (!isValidElement<Record<string, unknown>>(children)) {
    return null;
  }
  const childProps = children.props;
  const merged: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (name === 'style' && childValue) {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === 'className' && childValue) {
      merged.className = `${slotValue as string} ${childValue as string}`;
    }
  }
  const childRef = childProps.ref as Ref<unknown> | undefined;
  const composedRef: RefCallback<unknown> = (value) => {
    setRef(ref, value);
    setRef(childRef, value);
  };
  return cloneElement(children, { ...merged, ref: ref || childRef ? composedRef : undefined });
}
