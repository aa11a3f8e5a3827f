// `@atomic` updates of members of `@shared` structs: `+=` on an `int` member through an index,
// `+=` on a `float` member through a pointer (`p->total`), `|=` on a `long long` member, and a
// `@atomic` block updating two members; `@inner` loops of different extents.
struct Bin {
  int count;
  float total;
  long long mask;
  int hi;
};

extern "C" __global__ __launch_bounds__(16) void _occa_sharedStructAtomics_0(const int nb, const int *keys, int *counts, float *totals, long long *masks) {
  {
    int b = 0 + blockIdx.x;
    __shared__ Bin bins[4];
    {
      int t = 0 + threadIdx.x;
      if (t < 4) {
        bins[t].count = 0;
        bins[t].total = 0.0f;
        bins[t].mask = 0;
        bins[t].hi = -1;
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      const int k = keys[b * 16 + t];
      Bin *p = &bins[k & 3];
      atomicAdd(&bins[k & 3].count, 1);
      atomicAdd(&p->total, 0.25f * k);
      {
        unsigned long long *_occa_cas = (unsigned long long *) &bins[k & 3].mask;
        unsigned long long _occa_old = *_occa_cas, _occa_seen;
        do {
          _occa_seen = _occa_old;
          _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned long long) (long long) ((long long) _occa_seen | (1LL << (t + 20))));
        } while (_occa_old != _occa_seen);
      }
      {
        {
          unsigned int *_occa_cas = (unsigned int *) &p->hi;
          unsigned int _occa_old = *_occa_cas, _occa_seen;
          do {
            _occa_seen = _occa_old;
            int _occa_value = (int) _occa_seen;
            _occa_old = atomicCAS(_occa_cas, _occa_seen, (unsigned int) (int) (k > _occa_value ? k : _occa_value));
          } while (_occa_old != _occa_seen);
        }
        atomicAdd(&p->count, 100);
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < 4) {
        counts[b * 4 + t] = bins[t].count * 1000 + bins[t].hi;
        totals[b * 4 + t] = bins[t].total;
        masks[b * 4 + t] = bins[t].mask;
      }
    }
  }
}
