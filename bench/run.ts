/** Lists the benchmarks; each one is run on its own (see docs/performance.md). */
console.log('Benchmarks: see bench/README.md and docs/performance.md');
