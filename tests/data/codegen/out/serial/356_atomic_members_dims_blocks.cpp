// @atomic on struct members (through an array element and through a pointer), on elements of
// @dim parameters and of a @dim @shared array, and on blocks, in both spellings: a histogram
// kernel that keeps per-bin records and a per-block min/max/xor.
typedef struct {
  int count;
  int sum;
  int mask;
} bin_t;

extern "C" void binRecords(const int &N, const float *x, int *raw, int *hist, int *shsum, int *minmax) {
  for (int b = 0; b < (N + 15) / 16; ++b) {
    int s_h[2 * 5];
    for (int t = 0; t < 16; ++t) {
      if (t < 2 * 5) {
        s_h[t % 2 + 2 * (t / 2)] = 0;
      }
    }
    for (int t = 0; t < 16; ++t) {
      const int n = b * 16 + t;
      if (n < N) {
        bin_t *bins = (bin_t *)raw;
        const int k = (int)(x[n] * 4) % 5;
        bins[k].count++;
        bins[k].sum += n;
        bins[k].mask |= 1 << n % 31;
        bin_t *bp = bins + n % 5;
        bp->count += 10;
        --bp->sum;
        hist[k + 5 * (n % 2)] += 1;
        --hist[k + 5 * ((n + 1) % 2)];
        s_h[n % 2 + 2 * k] += n;
        {
          minmax[0] = n < minmax[0] ? n : minmax[0];
          minmax[1] = n > minmax[1] ? n : minmax[1];
        }
        minmax[2] ^= n;
        {
          minmax[3] += 2;
          minmax[4] -= n % 3;
        }
      }
    }
    for (int t = 0; t < 16; ++t) {
      if (t < 2 * 5) {
        shsum[t] += s_h[t / 5 + 2 * (t % 5)];
      }
    }
  }
}
