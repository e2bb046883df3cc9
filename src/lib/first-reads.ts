/**
 * Answers of the public API that came with the page. A landing screen (home, listings,
 * a bike's detail) is rendered on the server with its reads done there, and the page
 * carries those answers beside the HTML (src/contract/first-reads.ts)
 * so the app's first render on the device draws exactly what the server drew, without
 * asking again. A screen takes each answer once: a later visit to the same screen reads
 * the API as before. Keys are API paths as `usePublicRead` asks for them.
 */
import { createContext, useContext } from 'react';
import { firstReadsElementId } from '#contract/first-reads.ts';

export type FirstReads = Map<string, unknown>;

const FirstReadsContext = createContext<FirstReads>(new Map());

export const FirstReadsProvider = FirstReadsContext.Provider;

export function useFirstReads(): FirstReads {
  return useContext(FirstReadsContext);
}

/** The answers the page came with (an empty map when it has none or they cannot be read). */
export function readFirstReads(doc: Document): FirstReads {
  const text = doc.getElementById(firstReadsElementId)?.textContent;
  if (!text) return new Map();
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? new Map(Object.entries(parsed)) : new Map();
  } catch {
    return new Map();
  }
}
