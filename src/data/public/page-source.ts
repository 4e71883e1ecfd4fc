/**
 * Where a request's public loaders read (React Router's request context): the server's static
 * handler passes Supabase's REST API, the browser's router the local copy first. Opened on first use
 * (the browser's source imports the local copy's module only when a loader runs). No default: a
 * router that does not say fails loudly. Loaders of the pages' own modules read it too.
 */
import { createContext, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router-dom';
import type { PublicPageSource } from './types';

export const pageSourceContext = createContext<() => Promise<PublicPageSource>>();

/** The page source of a loader's request. */
export const pageSourceOf = (context: LoaderFunctionArgs<Readonly<RouterContextProvider>>['context']): Promise<PublicPageSource> => context.get(pageSourceContext)();
