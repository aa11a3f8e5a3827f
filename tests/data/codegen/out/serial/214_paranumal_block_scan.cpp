// Adapted from libParanumal libs/core/okl/blockShflScan.okl: the warp shuffles are replaced by
// a ping-pong @shared scan. @exclusive lane/warp/index/value carried through six
// barrier-separated @inner loops, a regular loop with two iterators (`d <<= 1, p ^= 1`) around
// one of them, warp offsets in @shared memory scanned by one work-item, an @atomic histogram.
typedef int dlong;

typedef int entry_t;

typedef int scan_t;

static inline scan_t entryMap(const entry_t a, const entry_t a1) {
  return a != a1 ? 1 : 0;
}

extern "C" void blockScan(dlong &N, const entry_t *o_a, scan_t *o_scana, scan_t *o_offsets, int *o_hist) {
  for (dlong b = 0; b < (N + 16 - 1) / 16; ++b) {
    int _occa_exclusive_index;
    scan_t s_offsets[16 / 4];
    scan_t s_x[2][16];
    scan_t x[16];
    int l[16];
    int w[16];
    dlong n[16];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 16; ++t) {
      _occa_exclusive_index = t;
      l[_occa_exclusive_index] = t % 4;
      w[_occa_exclusive_index] = t >> 2;
      n[_occa_exclusive_index] = t + b * 16;
      dlong n1 = n[_occa_exclusive_index] > 0 ? n[_occa_exclusive_index] - 1 : 0;
      x[_occa_exclusive_index] = n[_occa_exclusive_index] < N ? entryMap(o_a[n[_occa_exclusive_index]], o_a[n1]) : 0;
      s_x[0][t] = x[_occa_exclusive_index];
    }
    for (int d = 1, p = 0; d < 4; d <<= 1, p ^= 1) {
      _occa_exclusive_index = 0;
      for (int t = 0; t < 16; ++t) {
        _occa_exclusive_index = t;
        const scan_t y = l[_occa_exclusive_index] >= d ? s_x[p][t - d] : 0;
        x[_occa_exclusive_index] += y;
        s_x[p ^ 1][t] = x[_occa_exclusive_index];
      }
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 16; ++t) {
      _occa_exclusive_index = t;
      if (l[_occa_exclusive_index] == 4 - 1) {
        s_offsets[w[_occa_exclusive_index]] = x[_occa_exclusive_index];
      }
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 16; ++t) {
      _occa_exclusive_index = t;
      if (t == 0) {
        for (int k = 1; k < 16 / 4; ++k) {
          s_offsets[k] += s_offsets[k - 1];
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 16; ++t) {
      _occa_exclusive_index = t;
      x[_occa_exclusive_index] += w[_occa_exclusive_index] != 0 ? s_offsets[w[_occa_exclusive_index] - 1] : 0;
      if (n[_occa_exclusive_index] < N) {
        o_scana[n[_occa_exclusive_index]] = x[_occa_exclusive_index];
        o_hist[x[_occa_exclusive_index] & 3] += (dlong)(0xffffffff >> 31);
      }
      if (t == 16 - 1) {
        o_offsets[b] = x[_occa_exclusive_index];
      }
    }
  }
}
