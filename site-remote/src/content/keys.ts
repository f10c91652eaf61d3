/**
 * Static content (services, products, testimonials, team, …) holds i18n keys, never text.
 * These types derive every valid key from the English dictionary, so a misspelt key in a
 * content module is a compile error, and `sv` (typed `typeof en`) must carry the same keys.
 */
import type { SvgIconProps } from '@app/shared-ui/mui';
import type { ComponentType } from 'react';
import type { en } from '../i18n/en';

type Dictionary = typeof en;

type TextPaths<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K
    : T[K] extends readonly unknown[]
      ? never
      : T[K] extends object
        ? `${K}.${TextPaths<T[K]>}`
        : never;
}[keyof T & string];

type ListPaths<T> = {
  [K in keyof T & string]: T[K] extends readonly string[]
    ? K
    : T[K] extends string
      ? never
      : T[K] extends object
        ? `${K}.${ListPaths<T[K]>}`
        : never;
}[keyof T & string];

/** A key of the site namespace whose value is one string. */
export type SiteKey = TextPaths<Dictionary>;
/** A key of the site namespace whose value is a list of strings (read with `returnObjects`). */
export type SiteListKey = ListPaths<Dictionary>;

/** The rest of every key that starts with `prefix.`. */
export type KeysUnder<P extends string> = SiteKey extends infer K
  ? K extends `${P}.${infer Rest}`
    ? Rest
    : never
  : never;

/** Prefixes `P` for which `P.leaf` is a key. */
export type PrefixOf<K extends string, Leaf extends string> = K extends `${infer P}.${Leaf}` ? P : never;
/** Prefixes that carry both a `.title` and a `.description`. */
export type TitledPrefix = PrefixOf<SiteKey, 'title'> & PrefixOf<SiteKey, 'description'>;

/** The last segment of a dotted key: `a.b.c` → `c`. */
export function lastSegment(key: string): string {
  return key.slice(key.lastIndexOf('.') + 1);
}

/** `prefix.rest` as a key; the type parameters only accept combinations that exist. */
export function keyUnder<P extends string, R extends KeysUnder<P>>(prefix: P, rest: R): SiteKey {
  return `${prefix}.${rest}` as SiteKey;
}

export interface TextPair {
  title: SiteKey;
  description: SiteKey;
}

export function textPair<P extends TitledPrefix>(prefix: P): TextPair {
  return { title: `${prefix}.title` as SiteKey, description: `${prefix}.description` as SiteKey };
}

/** A Material icon component, imported by deep path. */
export type Icon = ComponentType<SvgIconProps>;

/** Exactly four items: a service's steps and features, a category page's result tiles. */
export type Four<T> = readonly [T, T, T, T];
