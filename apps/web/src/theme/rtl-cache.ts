/** The right-to-left emotion cache: flips every style with stylis-plugin-rtl. Loaded only for RTL languages. */
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

export const rtlCache = createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });
