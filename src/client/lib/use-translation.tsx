/**
 * React's side of the translations (lib/i18n.ts): `useTranslation` gives a component `t` bound to its namespaces
 * and re-renders it when the language changes or a file arrives; `<Trans>` puts elements inside a translated text.
 */
import {
  cloneElement,
  createContext,
  Fragment,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import {
  DEFAULT_NAMESPACE,
  getI18n,
  type I18n,
  interpolate,
  type TFunction,
  type TranslateOptions,
} from './i18n';

const I18nContext = createContext<I18n | null>(null);

/** Gives the components below these translations (the page's own are used without it). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

export type UseTranslationOptions = {
  /** Suspend until the namespaces are read (the default); without it, `ready` says whether they are. */
  useSuspense?: boolean;
  /** Look a key up in each namespace in turn (by default only in the first). */
  nsMode?: 'fallback';
};

/**
 * The `t` of a component's namespaces (`common` by default): a key is looked up in the first namespace (in each in
 * turn with `nsMode: 'fallback'`) unless `t`'s own `ns` option says otherwise. Suspends until they are read.
 */
export function useTranslation(
  ns?: string | readonly string[],
  options: UseTranslationOptions = {},
): { t: TFunction; i18n: I18n; ready: boolean } {
  const i18n = useContext(I18nContext) ?? getI18n();
  const version = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.version,
    () => i18n.version,
  );
  const list = ns === undefined ? [DEFAULT_NAMESPACE] : typeof ns === 'string' ? [ns] : ns;
  const joined = list.join(',');
  const isFallback = options.nsMode === 'fallback';
  const isSuspending = options.useSuspense ?? true;
  const ready = list.every((namespace) => i18n.hasLoadedNamespace(namespace));
  const t = useMemo(() => {
    const namespaces = joined.split(',');
    const own = isFallback ? namespaces : namespaces[0]!;
    return ((key: string, keyOptions?: TranslateOptions) =>
      i18n.t(key, keyOptions?.ns === undefined ? { ...keyOptions, ns: own } : keyOptions)) as TFunction;
    // `version` is a dependency so that a new language or file gives a new `t` (memoised text follows).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n, version, joined, isFallback]);
  useEffect(() => {
    if (!ready && !isSuspending) void i18n.loadNamespaces(joined.split(','));
  }, [i18n, ready, isSuspending, joined]);
  if (!ready && isSuspending) throw i18n.loadNamespaces(list);
  return { t, i18n, ready };
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

type TransProps = {
  t: TFunction;
  i18nKey: string;
  values?: Record<string, unknown>;
  /** The element each `<name>…</name>` (or `<name/>`) of the text becomes, its text as children. */
  components: Record<string, ReactElement>;
};

/**
 * A translated text with elements inside: "We sent it to <email>{{email}}</email>." The values are put in after
 * the tags are read, so a value can never become an element.
 */
export function Trans({ t, i18nKey, values = {}, components }: TransProps) {
  const template = t(i18nKey);
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const match of template.matchAll(TAG)) {
    if (match.index > at) nodes.push(interpolate(template.slice(at, match.index), values));
    const name = match[1] ?? match[3]!;
    const element = components[name];
    const inner = match[2] === undefined ? null : interpolate(match[2], values);
    if (!element) nodes.push(inner);
    else
      nodes.push(
        inner === null
          ? cloneElement(element, { key: nodes.length })
          : cloneElement(element, { key: nodes.length }, inner),
      );
    at = match.index + match[0].length;
  }
  if (at < template.length) nodes.push(interpolate(template.slice(at), values));
  return <Fragment>{nodes}</Fragment>;
}
