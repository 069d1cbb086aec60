/** One Lighthouse performance run of a page in an already launched Chromium, for the panel-load benchmarks. */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/**
 * Lighthouse's performance category for `url` (mobile preset unless `desktop`), every run cold. A
 * run Lighthouse could not record (e.g. `NO_NAVSTART`, which would score 0) is measured again, up to
 * `attempts` times.
 */
export async function lighthouseRun(url: string, port: number, { desktop = false, attempts = 3 }: { desktop?: boolean; attempts?: number } = {}): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, onlyCategories: ['performance'], disableStorageReset: false, logLevel: 'error' }, desktop ? desktopConfig : undefined);
    if (!result) throw new Error('Lighthouse gave no result');
    const failure = result.lhr.runtimeError;
    if (!failure) return result;
    if (attempt === attempts) throw new Error(`Lighthouse failed ${attempts} times: ${failure.code}: ${failure.message}`);
    console.log(`${url}: Lighthouse failed (${failure.code}), measured again`);
  }
}
