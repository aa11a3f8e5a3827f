// `@atomic` updates of members of `@shared` structs: `+=` on an `int` member through an index,
// `+=` on a `float` member through a pointer (`p->total`), `|=` on a `long long` member, and a
// `@atomic` block updating two members; `@inner` loops of different extents.
struct Bin {
  int count;
  float total;
  long long mask;
  int hi;
};

extern "C" void sharedStructAtomics(const int &nb, const int *keys, int *counts, float *totals, long long *masks) {
  #pragma omp parallel for
  for (int b = 0; b < nb; ++b) {
    Bin bins[4];
    for (int t = 0; t < 4; ++t) {
      bins[t].count = 0;
      bins[t].total = 0.0f;
      bins[t].mask = 0;
      bins[t].hi = -1;
    }
    for (int t = 0; t < 16; ++t) {
      const int k = keys[b * 16 + t];
      Bin *p = &bins[k & 3];
      #pragma omp atomic
      bins[k & 3].count += 1;
      #pragma omp atomic
      p->total += 0.25f * k;
      #pragma omp atomic
      bins[k & 3].mask |= 1LL << (t + 20);
      #pragma omp critical
      {
        if (k > p->hi) {
          p->hi = k;
        }
        p->count += 100;
      }
    }
    for (int t = 0; t < 4; ++t) {
      counts[b * 4 + t] = bins[t].count * 1000 + bins[t].hi;
      totals[b * 4 + t] = bins[t].total;
      masks[b * 4 + t] = bins[t].mask;
    }
  }
}
