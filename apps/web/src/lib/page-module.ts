import type { ComponentType } from 'react';

/** A lazily loaded screen: the module of a page, whose default export is its component. */
export type PageModule = { default: ComponentType };
