/**
 * What React 19 does that Preact's compatibility layer does not, and the app relies on
 * (docs/decisions/050). Installed once, before anything renders: main.tsx imports it first, and the
 * unit tests load it as a setup file (vitest.config.ts) so they run what ships.
 *
 * 1. A page's `<title>` sets the document's title: React moved the element into `<head>`; Preact
 *    renders elements where they are written. In the browser a `<title>` is a component that puts its
 *    own `<title>` first in `<head>` while it is mounted (the last one mounted wins, as with React) and
 *    removes it when it unmounts. The server's render keeps the element in place and the server moves
 *    it into the page's head (apps/server/src/lib/page-render.ts); the browser's render draws nothing
 *    in its place, so the markup matches.
 * 2. `autoFocus` focuses the element when it is mounted (React's commit does this); Preact only writes
 *    the attribute, which a browser honours for the page's first load only, not for a modal's field.
 * 3. `onChange` of a text field also answers the `change` event, not only `input` (React listens to
 *    both and calls the handler once per new value): a value set by an autofill that sends only
 *    `change` reaches the form.
 * 4. Effects that are still waiting for the next frame run before a click, key or touch is handled,
 *    as React flushes its pending effects before a discrete event: a subscription made in an effect
 *    (TanStack's mutation observer, whose `mutate(…, { onError })` callbacks need it) is in place when
 *    the first click on a just-drawn button arrives, however soon.
 * 5. A field's numeric `value` is written as text, as React does: Preact compares the prop with the
 *    element's (text) value, so a number would be written again on every render, and a DOM that does
 *    not convert it (the tests' happy-dom) would select no option.
 */
import 'preact/compat';
import { options, type Ref, type VNode } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

function DocumentTitle({ children }: { children?: unknown }) {
  const text = (Array.isArray(children) ? children : [children])
    .filter((part) => part != null && typeof part !== 'boolean')
    .join('');
  const element = useRef<HTMLTitleElement | null>(null);
  useLayoutEffect(() => {
    const title = document.createElement('title');
    document.head.insertBefore(title, document.head.querySelector('title'));
    element.current = title;
    return () => title.remove();
  }, []);
  useLayoutEffect(() => {
    if (element.current) element.current.textContent = text;
  }, [text]);
  return null;
}

type ElementRef = Ref<HTMLElement> | null | undefined;
type RefCallback = (element: HTMLElement | null) => unknown;

const focused = new WeakSet<HTMLElement>();
function focusOnce(element: HTMLElement | null) {
  if (!element || focused.has(element)) return;
  focused.add(element);
  element.focus();
}
/** One composed ref per original ref: a new function on every render would be called again each time. */
const focusingRefs = new WeakMap<object, RefCallback>();
function focusingRef(ref: ElementRef): RefCallback {
  if (!ref) return focusOnce;
  let composed = focusingRefs.get(ref);
  if (!composed) {
    composed = (element) => {
      focusOnce(element);
      if (typeof ref === 'function') return ref(element);
      ref.current = element;
      return undefined;
    };
    focusingRefs.set(ref, composed);
  }
  return composed;
}

/** The last value each field's `onChange` was called with: `change` after `input` calls it no second time. */
const seen = new WeakMap<EventTarget, string>();
function onEveryNewValue(handler: (event: Event) => unknown) {
  return (event: Event) => {
    const field = event.currentTarget as HTMLInputElement | null;
    if (!field) return handler(event);
    if (event.type === 'change' && seen.get(field) === field.value) return undefined;
    seen.set(field, field.value);
    return handler(event);
  };
}

const inBrowser = typeof document !== 'undefined';

if (inBrowser) {
  let pending: (() => void) | null = null;
  const flushNow = () => {
    const flush = pending;
    pending = null;
    flush?.();
  };
  // Preact's own scheduling (the next frame, or 35 ms in a tab that draws none), remembering the flush.
  options.requestAnimationFrame = (flush: () => void) => {
    pending = flush;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    const run = () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      setTimeout(() => {
        if (pending === flush) flushNow();
      });
    };
    timer = setTimeout(run, 35);
    frame = requestAnimationFrame(run);
  };
  for (const type of [
    'pointerdown',
    'mousedown',
    'touchstart',
    'click',
    'keydown',
    'input',
    'change',
    'submit',
  ]) {
    document.addEventListener(type, flushNow, true);
  }
}
const next = options.vnode;
options.vnode = (vnode: VNode) => {
  const { type } = vnode;
  if (inBrowser && type === 'title') {
    vnode.type = DocumentTitle as unknown as VNode['type'];
  } else if (typeof type === 'string') {
    const props = vnode.props as Record<string, unknown>;
    if (typeof props.value === 'number' && /^(input|select|textarea|option)$/.test(type)) {
      props.value = String(props.value);
    }
    if (inBrowser && props.autoFocus) {
      delete props.autoFocus;
      const withRef = vnode as VNode & { ref?: ElementRef };
      withRef.ref = focusingRef(withRef.ref) as ElementRef;
    }
    if (
      (type === 'input' || type === 'textarea') &&
      typeof props.onChange === 'function' &&
      !props.onChangeCapture &&
      !/^(file|checkbox|radio)$/.test(String(props.type ?? ''))
    ) {
      const handler = onEveryNewValue(props.onChange as (event: Event) => unknown);
      // Preact's compatibility layer listens to `input` for onChange; the capture prop adds `change`.
      props.onChange = handler;
      props.onChangeCapture = handler;
    }
  }
  next?.(vnode);
};
