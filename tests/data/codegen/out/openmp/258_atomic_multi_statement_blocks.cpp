// `@atomic` blocks of several statements: a block updating two global counters and a
// histogram slot that it computes in a local declared inside the block; a block holding a
// regular loop and an `if`/`else`; a block on `@shared` data with a read-modify-write pair that
// must stay consistent (`sum` and `sumSq` updated together); an `@atomic` block in each branch of
// an `if`/`else` on the iterator; a single-statement block (basic) next to a block whose one
// statement is not basic (`*=`). On OpenMP the blocks are critical sections, so every pair stays
// consistent; results are order-independent integer sums.
struct Stats {
  long long sum;
  long long sumSq;
  int count;
};

extern "C" void atomicBlocks(const int &n, int *counters, int *hist, long long *tot, int *groupOut) {
  #pragma omp parallel for
  for (int g = 0; g < n; ++g) {
    int local[2];
    Stats gs[1];
    for (int t = 0; t < 8; ++t) {
      if (t == 0) {
        local[0] = 0;
        local[1] = 1;
        gs[0].sum = 0;
        gs[0].sumSq = 0;
        gs[0].count = 0;
      }
    }
    for (int t = 0; t < 8; ++t) {
      const int v = g * 8 + t;
      #pragma omp critical
      {
        const int bin = v % 5;
        counters[0] += v;
        counters[1] += 1;
        hist[bin] += v;
      }
      #pragma omp critical
      {
        for (int k = 0; k < 3; ++k) {
          if ((v + k) % 2 == 0) {
            counters[2] += k;
          } else {
            counters[3] -= k;
          }
        }
      }
      #pragma omp critical
      {
        gs[0].sum += v;
        gs[0].sumSq += (long long)v * v;
        gs[0].count++;
      }
      if (t % 2 == 0) {
        #pragma omp critical
        {
          local[0] += t;
          counters[4]++;
        }
      } else {
        #pragma omp atomic
        local[1] *= 2;
      }
      #pragma omp atomic
      counters[5] += 2;
    }
    for (int t = 0; t < 8; ++t) {
      if (t == 0) {
        groupOut[g * 2 + 0] = local[0];
        groupOut[g * 2 + 1] = local[1];
        #pragma omp critical
        {
          tot[0] += gs[0].sum;
          tot[1] += gs[0].sumSq;
          tot[2] += gs[0].count;
        }
      }
    }
  }
}
