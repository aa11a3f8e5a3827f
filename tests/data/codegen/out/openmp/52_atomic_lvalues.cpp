// @atomic on compound assignments to computed array elements, struct members through pointers
// and arrays, dereferenced pointers, and multi-statement `@atomic { ... }` blocks.
typedef struct {
  int count;
  int total;
} pair_t;

extern "C" void atomicLvalues(const int &n, const int *x, int *hist, int *raw, long *lsum, unsigned int *bits, float *fsum, int *minmax) {
  #pragma omp parallel for
  for (int b = 0; b < n; b += 16) {
    for (int t = 0; t < 16; ++t) {
      const int i = b + t;
      if (i < n) {
        const int v = x[i];
        pair_t *pairs = (pair_t *)raw;
        #pragma omp atomic
        hist[(v * 3 + 1) % 8] += 1;
        #pragma omp atomic
        hist[8 + v % 4]++;
        #pragma omp atomic
        --hist[12 + (v & 3)];
        #pragma omp atomic
        pairs[v % 5].count += 1;
        #pragma omp critical
        {
          (pairs + v % 5)->total += v;
        }
        int *first = hist + 16;
        #pragma omp atomic
        *first -= v;
        #pragma omp atomic
        lsum[v % 2] += (long)v * 100000L;
        #pragma omp atomic
        bits[v % 3] |= 1u << v % 32;
        #pragma omp atomic
        bits[3] ^= (unsigned int)v;
        #pragma omp atomic
        fsum[0] += 0.25f * (v % 8);
        #pragma omp critical
        {
          minmax[0] = v < minmax[0] ? v : minmax[0];
          minmax[1] = v > minmax[1] ? v : minmax[1];
          minmax[2] += 1;
        }
        if (v % 2 == 0) {
          #pragma omp atomic
          minmax[3] += v;
        } else {
          #pragma omp atomic
          minmax[4] -= v;
        }
      }
    }
  }
}
