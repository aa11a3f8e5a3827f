// `long long` and `unsigned long long` data, locals, casts and a helper: 64 bits on every
// backend (OpenCL C's `long`, which has no `long long`).
long long mix(long long a, unsigned long long b) {
  return a * 3 + (long long)(b >> 1);
}

extern "C" void longLongValues(const int &nb, const long long *in, long long *out, unsigned long long *bits) {
  for (int b = 0; b < nb; ++b) {
    for (int i = 0; i < 8; ++i) {
      const int g = 8 * b + i;
      long long big = in[g] * 3000000000LL;
      unsigned long long u = (unsigned long long)big ^ 0xFFFFFFFFFFULL;
      out[g] = mix(big, u) + (long long)sizeof(long long);
      bits[g] = u << 3;
    }
  }
}
