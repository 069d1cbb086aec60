/** The cards' Excel export read to its end over HTTP: its size and the seconds it took (bench/cards-export, bench/cards-scale). */
export async function downloadCardsExport(address: string, token: string): Promise<{ bytes: number; seconds: number }> {
  const started = performance.now();
  const response = await fetch(`${address}/api/v1/admin/cards/export/excel`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
  return { bytes, seconds: (performance.now() - started) / 1000 };
}
