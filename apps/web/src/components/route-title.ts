/** The title of the route being shown (an i18n key of the `nav` namespace), for headings and the tab title. */
import { createContext, useContext } from 'react';

export const RouteTitleContext = createContext<string | null>(null);

export function useRouteTitleKey(): string | null {
  return useContext(RouteTitleContext);
}
